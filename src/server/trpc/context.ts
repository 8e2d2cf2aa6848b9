/**
 * tRPC context. The inner context (deps, actor, client, session cookie
 * writer) is what procedures see and what tests can build directly; the
 * outer one derives it from a Fastify request.
 */
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { MaybeActor } from '../auth/actor.ts';
import { resolveActor } from '../auth/resolve-actor.ts';
import { clearedSessionCookie, sessionCookie } from '../auth/session-cookie.ts';
import type { Env } from '../env.ts';
import { isSecureRequest } from '../http/request-origin.ts';
import type { ClientInfo } from '../services/accounts/account-sign-in.ts';
import type { ServiceDeps } from '../services/service-deps.ts';

export interface Context {
  deps: ServiceDeps;
  actor: MaybeActor;
  client: ClientInfo;
  /** Sets (token) or clears (null) the session cookie on the response. */
  setSessionCookie: (token: string | null) => void;
  /** Whether Google sign-in is configured here. */
  googleSignIn: boolean;
}

export function createContextFactory(deps: ServiceDeps, env: Env, googleSignIn: boolean) {
  return async ({ req, res }: CreateFastifyContextOptions): Promise<Context> => {
    const secure = isSecureRequest(env, req);
    return {
      deps: { ...deps, log: req.log },
      actor: await resolveActor(deps.db, req.headers),
      client: { address: req.ip, userAgent: req.headers['user-agent'] },
      setSessionCookie: (token) => {
        void res.header(
          'set-cookie',
          token ? sessionCookie(token, secure) : clearedSessionCookie(secure),
        );
      },
      googleSignIn,
    };
  };
}
