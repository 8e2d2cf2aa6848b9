/**
 * Cross-site request forgery guard: a request that changes state and is
 * authenticated by the session cookie must come from a page of this site
 * (matching Origin header). Bearer-token requests are exempt: a browser never
 * attaches those on its own.
 */
import type { FastifyInstance } from 'fastify';
import { readSessionToken } from '../auth/resolve-actor.ts';
import type { Env } from '../env.ts';
import { publicOrigin } from './request-origin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerOriginCheck(app: FastifyInstance, env: Env): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (readSessionToken(request.headers)?.source !== 'cookie') return;
    if (request.headers.origin === publicOrigin(env, request)) return;
    request.log.warn({ origin: request.headers.origin }, 'cross-site request refused');
    return reply
      .code(403)
      .send({ error: 'This request did not come from this site', code: 'FORBIDDEN' });
  });
}
