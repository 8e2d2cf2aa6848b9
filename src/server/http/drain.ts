/**
 * The drain before a graceful stop (docs/decisions/030-several-instances.md).
 * Closing the listening socket at once is not enough behind a load
 * balancer: a request the proxy already sent into the socket's accept queue
 * is reset when the socket closes, and a proxy may not send a POST again
 * once it went out. So on SIGTERM the instance first drains for
 * SHUTDOWN_DRAIN_MS, still listening:
 *   - readiness answers 503, for balancers that probe it (Compose,
 *     Kubernetes, Caddy, HAProxy);
 *   - requests a proxy may send again to another instance (GET, HEAD, PUT,
 *     DELETE, OPTIONS: what nginx retries) are refused with 503 before any
 *     work, so a balancer with only passive checks (nginx) retries them
 *     elsewhere and marks this instance failed;
 *   - POST and PATCH, which no proxy sends twice, are served as usual;
 *   - liveness stays 200: the process is healthy, only leaving.
 * Then the server closes and waits for what is in flight.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { sendError } from './error-reply.ts';

export interface Drain {
  /** From now on, readiness fails and retryable requests are refused. */
  begin(): void;
  readonly draining: boolean;
}

export const DRAINING_MESSAGE = 'This server is restarting. Please try again in a moment.';

/** The methods nginx (and most proxies) send to another upstream after a failure. */
const RETRIED_BY_PROXIES = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const ALWAYS_ANSWERED = new Set(['/api/healthz', '/api/readyz']);

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
    void reply.header('connection', 'close');
    return sendError(
      reply,
      new AppError('SERVICE_UNAVAILABLE', DRAINING_MESSAGE, { retryAfterSeconds: 1 }),
    );
  });
}
