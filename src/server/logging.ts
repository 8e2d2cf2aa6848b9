/**
 * How the server logs: pino JSON with credentials redacted, and errors
 * serialised without the values a failed query carried. Drizzle puts a
 * query's bound parameters in its error message (a new user's password
 * hash, a session's token hash); the log keeps the SQL text and the
 * driver's code, never those values.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { LogFn, Logger, LoggerOptions } from 'pino';
import type { AppError } from './errors.ts';

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  query?: string;
  cause?: LoggedError;
  [key: string]: unknown;
}

/** Driver fields that name what failed without repeating any value. */
const SAFE_FIELDS = ['severity', 'constraint_name', 'table_name', 'column_name', 'routine'];
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

function scrub(text: string): string {
  return text.replace(PARAMS_LINE, '\nparams: [not logged]');
}

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const fields = error as unknown as Record<string, unknown>;
  const logged: LoggedError = { type: error.name, message: scrub(error.message) };
  if (error.stack) logged.stack = scrub(error.stack);
  if (fields.code !== undefined) logged.code = fields.code;
  if (typeof fields.query === 'string') logged.query = fields.query;
  for (const field of SAFE_FIELDS) if (fields[field] !== undefined) logged[field] = fields[field];
  if (error.cause !== undefined && depth < 5) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/**
 * A setup link's path, plain (`/setup/<token>`) or percent-encoded as a
 * redirect parameter (`/login?redirect=%2Fsetup%2F<token>`, then Google's
 * start route), anywhere in a URL: all of it up to the query, the fragment
 * or the next parameter is hidden.
 */
const SETUP_PATH = /((?:\/|%2f)setup(?:\/|%2f))[^?#&\s]+/gi;

/**
 * A first-run setup link is a credential until used (decision 031): its
 * token, wherever a logged URL carries it (a page's path, a redirect
 * parameter, the status query's input), is not logged.
 */
export function hideSetupToken(url: string): string {
  return url
    .replace(SETUP_PATH, '$1[token]')
    .replace(/^(\/trpc\/[^?]*setup\.status[^?]*)\?.*$/, '$1?[input]');
}

/**
 * A mailed link's token rides in its query as `token=` (reset, verification
 * and unsubscribe pages, and the one-click `POST /api/users/unsubscribe?token=`
 * of RFC 8058; decisions 040, 041, 045): a credential until spent, so not
 * logged either, plain or percent-encoded inside a redirect parameter.
 */
const QUERY_TOKEN = /((?:[?&]|%3f|%26)token(?:=|%3d))[\w-]+/gi;

/** Every credential a logged URL may carry: a setup link's and a mailed link's token. */
export function hideTokens(url: string): string {
  return hideSetupToken(url).replace(QUERY_TOKEN, '$1[token]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's own request fields, with the URL passed through hideTokens. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: hideTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { err: (error: unknown) => serializeError(error), req: serializeRequest },
    hooks: {
      // Messages can carry a URL too (Fastify's default "Route GET:<url> not
      // found" when no page handler is registered).
      logMethod(args, method) {
        const hidden = args.map((arg: unknown) =>
          typeof arg === 'string' ? hideTokens(arg) : arg,
        );
        method.apply(this, hidden as Parameters<LogFn>);
      },
    },
  };
}

/** The logging calls services make; both pino and Fastify's logger fit. */
export type ServiceLogger = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

/** The logger of the request being served (http/request-log-scope.ts enters it). */
const requestLogs = new AsyncLocalStorage<ServiceLogger>();

/** Runs `work` with `log` (a request's logger) as the one requestScopedLogger writes to. */
export function withRequestLog<T>(log: ServiceLogger, work: () => T): T {
  return requestLogs.run(log, work);
}

/**
 * A logger that writes through the logger of the request being served, so
 * a service's line carries that request's id (reqId), and through
 * `fallback` outside any request (start-up, the hourly sweep).
 */
export function requestScopedLogger(fallback: ServiceLogger): ServiceLogger {
  const through =
    (level: keyof ServiceLogger): LogFn =>
    (...args: unknown[]) => {
      const target = requestLogs.getStore() ?? fallback;
      const write: (...all: unknown[]) => void = target[level];
      write.apply(target, args);
    };
  return {
    debug: through('debug'),
    info: through('info'),
    warn: through('warn'),
    error: through('error'),
  };
}

type FailureLogger = Pick<Logger, 'error' | 'warn'>;

/**
 * The one log line a door writes for a failure it answered: the unexpected
 * (500) at error level, a dependency that is down (503 caused by it) at warn.
 * Refusals the app decided on itself (overload, throttling) are not logged.
 */
export function logFailure(
  log: FailureLogger,
  appError: AppError,
  message: string,
  details: Record<string, unknown> = {},
): void {
  const original = appError.cause ?? appError;
  if (appError.code === 'INTERNAL') log.error({ err: original, ...details }, message);
  else if (appError.code === 'SERVICE_UNAVAILABLE' && appError.cause !== undefined)
    log.warn({ err: original, ...details }, 'dependency unavailable');
}
