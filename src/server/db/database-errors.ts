/**
 * Telling "the database is unreachable" apart from every other failure, on
 * both drivers, so the doors can answer 503 (try again soon) rather than 500.
 * Drizzle wraps driver errors (DrizzleQueryError), so the whole cause chain
 * is searched.
 */

/** postgres.js's own codes for a connection that failed or went away. */
const CONNECTION_CODES = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs meaning the server cannot serve us right now: class 08
 * (connection exception), shutting down or starting up (57P01 to 57P03),
 * and too many connections (53300).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

function causesOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current instanceof Error && chain.length < 10) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return causesOf(error).some((cause) => {
    if (!(cause instanceof Error)) return false;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || isUnavailableSqlState(code)))
      return true;
    // The embedded database after close(): the process is shutting down.
    return cause.message === 'PGlite is closed';
  });
}
