/**
 * Every REST route sits in a tier, declared in its config:
 *   public  anyone (request.actor may be null)
 *   user    signed in (401 otherwise)
 *   admin   signed in as an admin (403 for anyone else signed in)
 * A route without a tier fails at registration, so none can slip through
 * unguarded. The actor is resolved once per request, before the handler.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, MaybeActor } from '../auth/actor.ts';
import { resolveActor } from '../auth/resolve-actor.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';

export type Tier = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    actor: MaybeActor;
  }
  interface FastifyContextConfig {
    tier?: Tier;
  }
}

export function registerTiers(api: FastifyInstance, db: Database): void {
  api.decorateRequest('actor', null);
  api.addHook('onRoute', (route) => {
    const isDocs = route.schema?.hide === true || route.url.includes('/docs');
    if (!isDocs && !route.config?.tier) {
      throw new Error(`REST route ${route.method.toString()} ${route.url} has no tier`);
    }
  });
  // onRequest, so a visitor hears "sign in" (401) before any input is judged (400).
  api.addHook('onRequest', async (request) => {
    const tier = request.routeOptions.config.tier;
    if (!tier) return;
    request.actor = await resolveActor(db, request.headers);
    if (tier === 'public') return;
    if (!request.actor) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    if (tier === 'admin' && request.actor.role !== 'admin')
      throw new AppError('FORBIDDEN', 'Admins only');
  });
}

/** The actor of a route in the user or admin tier (the hook guarantees one). */
export function signedInActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return request.actor;
}
