// The image's HEALTHCHECK: exits 0 when the server on this machine answers
// /api/readyz with 200 (its database, and Redis when configured, answer).
// Readiness rather than /api/healthz, so an instance that cannot reach its
// database is reported unhealthy instead of receiving traffic.
const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::']);
/** Below the HEALTHCHECK's own 5 s timeout, above readiness's 2.5 s bound. */
const TIMEOUT_MS = 4000;

const configured = process.env.HOST ?? '';
const host = WILDCARD_HOSTS.has(configured) ? '127.0.0.1' : configured;
const port = process.env.PORT || '3000';
const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/api/readyz`;

try {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  console.log(`${url}: ${response.status}`);
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  console.log(`${url}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
