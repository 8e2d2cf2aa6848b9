/**
 * Every REST route sits in a tier (auth/access-tiers.ts), declared in its
 * config. A route without a tier fails at registration, so none can slip
 * through unguarded. As soon as the headers are in, a cookie-authenticated
 * write from another site is refused, and so is a request with no
 * credential at all on a signed-in route (401 before its body is read).
 * A REST route holds one database slot for its whole answer unless its
 * config says otherwise (`admission`, applied by http/admission-hook.ts
 * once its body is in and before this file's preValidation hook): a
 * multipart body is read by its handler, so file and avatar uploads take a
 * slot for each database step ('steps'); health checks and playground runs
 * never queue ('none'). Then the actor is resolved once.
 * Each route also declares what an API key needs to call it (`keyScope`,
 * auth/api-key-scopes.ts; admin routes are session-only by themselves): a
 * route without one fails at registration too. A bearer token starting
 * "ph_" is an API key and never tried as a session.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  actorForTier,
  CROSS_SITE_MESSAGE,
  SIGN_IN_MESSAGE,
  type Tier,
} from '../auth/access-tiers.ts';
import type { Actor, MaybeActor } from '../auth/actor.ts';
import {
  keyMayCall,
  keyScopeMistake,
  keyScopeRefusal,
  type KeyScopeRule,
} from '../auth/api-key-scopes.ts';
import { looksLikeApiKey } from '../auth/api-key-tokens.ts';
import {
  type CredentialHeaders,
  readSessionToken,
  resolveCredential,
  type ResolvedCredential,
} from '../auth/resolve-actor.ts';
import { resolveApiKey } from '../auth/resolve-api-key.ts';
import type { Database } from '../db/client.ts';
import { isRetryableRead, withReadRetry } from '../db/read-retry.ts';
import type { Env } from '../env.ts';
import { AppError } from '../errors.ts';
import { isCrossSiteWrite } from '../http/origin-check.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: MaybeActor;
  }
  interface FastifyContextConfig {
    tier?: Tier;
    /** What an API key needs to call the route (auth/api-key-scopes.ts). */
    keyScope?: KeyScopeRule;
  }
}

export interface TierSources {
  db: Database;
  env: Env;
}

export function registerTiers(api: FastifyInstance, { db, env }: TierSources): void {
  api.decorateRequest('actor', null);
  api.addHook('onRoute', (route) => {
    const isDocs = route.schema?.hide === true || route.url.includes('/docs');
    if (!isDocs && !route.config?.tier) {
      throw new Error(`REST route ${route.method.toString()} ${route.url} has no tier`);
    }
    if (route.config?.tier) {
      for (const method of [route.method].flat()) {
        const mistake = keyScopeMistake(method, route.config.tier, route.config.keyScope);
        if (mistake) throw new Error(`REST route ${method} ${route.url} ${mistake}`);
      }
      route.config.keyScope ??= 'session-only';
    }
    if (route.config?.tier) route.config.admission ??= 'response';
    // A read whose database connection died under it runs once more (db/read-retry.ts).
    if (route.method === 'GET' && route.config?.admission === 'response') {
      const read = route.handler;
      route.handler = async function (request, reply) {
        const startedAt = performance.now();
        try {
          return await read.call(this, request, reply);
        } catch (error) {
          const elapsedMs = performance.now() - startedAt;
          if (reply.sent || !isRetryableRead(error, elapsedMs)) throw error;
          return read.call(this, request, reply);
        }
      };
    }
  });
  // onRequest: what the headers alone decide, answered before any body is read.
  api.addHook('onRequest', async (request) => {
    if (isCrossSiteWrite(env, request)) throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
    const { tier } = request.routeOptions.config;
    if (tier && tier !== 'public' && !readSessionToken(request.headers))
      throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
  });
  // preValidation: the body is in (a multipart body is read by its handler)
  // and the route's slot taken; still before any input is judged (400).
  api.addHook('preValidation', async (request) => {
    const { tier } = request.routeOptions.config;
    if (!tier) return;
    // Resolving a credential is a read (its renewals idempotent): it may retry.
    const credential = await withReadRetry(() => resolveRestCredential(db, request.headers));
    const rule = request.routeOptions.config.keyScope ?? 'session-only';
    const key = credential.actor?.apiKey;
    if (key && !keyMayCall(key.scopes, rule)) throw keyScopeRefusal(rule);
    request.actor = actorForTier(credential, tier);
  });
}

/** A session token or, on this door only, an API key. */
function resolveRestCredential(
  db: Database,
  headers: CredentialHeaders,
): Promise<ResolvedCredential> {
  const credential = readSessionToken(headers);
  if (credential?.source === 'bearer' && looksLikeApiKey(credential.token))
    return resolveApiKey(db, credential.token);
  return resolveCredential(db, headers);
}

/** The actor of a route in the user or admin tier (the hook guarantees one). */
export function signedInActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
  return request.actor;
}
