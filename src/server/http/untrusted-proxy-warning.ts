/**
 * Behind a reverse proxy without TRUST_PROXY, every request seems to come
 * from the proxy, so the per-address limits (sign-in, sign-up, anonymous
 * playground runs) would count the whole site as one client. The first
 * request that carries X-Forwarded-For while TRUST_PROXY is unset logs one
 * warning, and readiness repeats it from then on.
 */
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';

export const UNTRUSTED_PROXY_WARNING =
  'Requests arrive with X-Forwarded-For but TRUST_PROXY is not set: every client is seen ' +
  "at the proxy's address, so per-address limits count the whole site as one client. " +
  'Set TRUST_PROXY=true when the app runs behind a reverse proxy.';

export interface ProxyWarning {
  /** The warning, once a forwarded request has been seen; null until then (or with TRUST_PROXY). */
  current(): string | null;
}

export function watchForUntrustedProxy(app: FastifyInstance, env: Env): ProxyWarning {
  let seen = false;
  if (!env.TRUST_PROXY) {
    app.addHook('onRequest', async (request) => {
      if (seen || request.headers['x-forwarded-for'] === undefined) return;
      seen = true;
      request.log.warn(UNTRUSTED_PROXY_WARNING);
    });
  }
  return { current: () => (seen ? UNTRUSTED_PROXY_WARNING : null) };
}
