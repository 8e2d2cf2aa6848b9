/**
 * The drain before a graceful stop (docs/decisions/030-several-instances.md).
 * Closing the listening socket at once is not enough behind a load
 * balancer: a request the proxy already sent into the socket's accept queue
 * is reset when the socket closes, and a proxy may not send a POST again
 * once it went out. So on SIGTERM the instance first drains for
 * SHUTDOWN_DRAIN_MS, still listening:
 *   - readiness answers 503, for balancers that probe it (Compose,
 *     Kubernetes, Caddy, HAProxy);
 *   - a request a proxy may send again to another instance (GET, HEAD,
 *     PUT, DELETE, OPTIONS: what nginx retries) has its connection closed
 *     before any work and without an answer. A balancer with only passive
 *     checks (nginx) counts that as the instance failing, retries the
 *     request elsewhere, and sends nothing more here. A 503 would do the
 *     same only if the proxy treated every 503 as a failure, and then an
 *     overloaded instance's 503s (decision 009) would take it out too;
 *   - POST and PATCH, which no proxy sends twice, are served as usual, and
 *     so are the probes and /metrics;
 *   - liveness stays 200: the process is healthy, only leaving.
 * Then the server closes and waits for what is in flight.
 */
import type { FastifyInstance } from 'fastify';

export interface Drain {
  /** From now on, readiness fails and retryable requests are refused. */
  begin(): void;
  readonly draining: boolean;
}

export const DRAINING_MESSAGE = 'This server is restarting. Please try again in a moment.';

/** The methods nginx (and most proxies) send to another upstream after a failure. */
const RETRIED_BY_PROXIES = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const ALWAYS_ANSWERED = new Set(['/api/healthz', '/api/readyz', '/metrics']);

export function createDrain(): Drain {
  let draining = false;
  return {
    begin: () => {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}

export function registerDrain(app: FastifyInstance, drain: Drain): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!drain.draining || !RETRIED_BY_PROXIES.has(request.method)) return;
    if (ALWAYS_ANSWERED.has(request.url.split('?', 1)[0] ?? '')) return;
    reply.hijack();
    request.raw.socket.destroy();
  });
}
