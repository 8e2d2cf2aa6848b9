/**
 * tRPC context. The inner context (deps, credential, client, session cookie
 * writer) is what procedures see and what tests can build directly; the
 * outer one derives it from a Fastify request, once per HTTP request (a
 * batch shares it). It touches no database and holds no database slot:
 * each call takes one in turn (init.ts), and the credential is resolved by
 * the procedure tiers on first use, so a database failure there is answered
 * like any other procedure error, with the request id.
 */
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { type ResolvedCredential, resolveCredential } from '../auth/resolve-actor.ts';
import { clearedSessionCookie, sessionCookie } from '../auth/session-cookie.ts';
import { withReadRetry } from '../db/read-retry.ts';
import type { Env } from '../env.ts';
import type { Release } from '../http/admission.ts';
import { isCrossSiteWrite } from '../http/origin-check.ts';
import { isSecureRequest, publicOrigin } from '../http/request-origin.ts';
import type { ClientInfo } from '../services/accounts/account-sign-in.ts';
import type { ServiceDeps } from '../services/service-deps.ts';

export interface Context {
  deps: ServiceDeps;
  /** Waits for this call's database slot (calls of one batch take theirs one after another). */
  admitCall: () => Promise<Release>;
  /** The id in the x-request-id header and in the server's log lines. */
  requestId: string;
  /** Who the request's credential belongs to (memoised per request). */
  credential: () => Promise<ResolvedCredential>;
  /** A cookie-authenticated write from another site (refused for mutations). */
  isCrossSiteWrite: boolean;
  client: ClientInfo;
  /** Sets (token) or clears (null) the session cookie on the response. */
  setSessionCookie: (token: string | null) => void;
  /** Whether Google sign-in is configured here. */
  googleSignIn: boolean;
  /** The address the app is reached at (where Stripe sends a member back). */
  origin: string;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
}

interface ContextSources {
  deps: ServiceDeps;
  env: Env;
  googleSignIn: boolean;
}

export function createContextFactory({ deps, env, googleSignIn }: ContextSources) {
  return async ({ req, res }: CreateFastifyContextOptions): Promise<Context> => {
    const secure = isSecureRequest(env, req);
    return {
      deps: { ...deps, log: req.log },
      admitCall: req.slots.forCalls(),
      requestId: req.id,
      // A read (its renewal idempotent), so it may retry (db/read-retry.ts).
      credential: once(() => withReadRetry(() => resolveCredential(deps.db, req.headers))),
      isCrossSiteWrite: isCrossSiteWrite(env, req),
      client: { address: req.ip, userAgent: req.headers['user-agent'] },
      setSessionCookie: (token) => {
        void res.header(
          'set-cookie',
          token ? sessionCookie(token, secure) : clearedSessionCookie(secure),
        );
      },
      googleSignIn,
      origin: publicOrigin(env, req),
    };
  };
}
