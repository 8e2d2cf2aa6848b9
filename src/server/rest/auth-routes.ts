/**
 * Sign-in with Google (or the configured OpenID issuer) and sign-out.
 *   GET  /auth/google/start     302 to the provider, with state and PKCE
 *   GET  /auth/google/callback  checks state, exchanges the code, sets the cookie
 *   POST /auth/google           verifies a Google ID token (the GIS credential)
 *   POST /auth/logout           ends the session of the request
 * The flow's browser plumbing (cookie, state, failure page) is in auth/oauth-flow.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { googleTokenInput } from '../../shared/account-inputs.ts';
import { safeRedirectPath } from '../../shared/safe-redirect.ts';
import { optionalQueryText } from '../../shared/text-input.ts';
import {
  clearedFlowCookie,
  FLOW_PATH,
  flowCookie,
  isSameState,
  readFlowCookie,
  sendFailedPage,
  startFlow,
} from '../auth/oauth-flow.ts';
import type { OidcProvider } from '../auth/oidc-provider.ts';
import { clearedSessionCookie, sessionCookie } from '../auth/session-cookie.ts';
import type { Env } from '../env.ts';
import { AppError, httpStatusOf } from '../errors.ts';
import { isSecureRequest, publicOrigin } from '../http/request-origin.ts';
import { signOut } from '../services/accounts/account-profile.ts';
import { signInWithOidc } from '../services/accounts/account-sign-in.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { clientInfo } from './client-info.ts';
import { commonErrors, errorSchema, signedInSchema } from './rest-schemas.ts';
import { signedInActor } from './rest-tiers.ts';

const tags = ['Sign-in'];

interface Options {
  deps: ServiceDeps;
  env: Env;
  oidc: OidcProvider | null;
}

function requireProvider(oidc: OidcProvider | null): OidcProvider {
  if (!oidc)
    throw new AppError('SERVICE_UNAVAILABLE', 'Google sign-in is not configured on this server');
  return oidc;
}

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { deps, env, oidc }) => {
  const callbackUrl = (request: FastifyRequest) =>
    `${publicOrigin(env, request)}${FLOW_PATH}/callback`;

  app.get(
    '/auth/google/start',
    {
      config: { tier: 'public', keyScope: 'session-only' },
      schema: {
        operationId: 'startGoogleSignIn',
        tags,
        summary: 'Start Google sign-in (302 to the provider)',
        querystring: z.object({ redirect: optionalQueryText(2000) }),
        response: {
          302: z.null().describe("To the provider's sign-in page"),
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      const provider = requireProvider(oidc);
      const flow = startFlow(request.query.redirect, publicOrigin(env, request));
      const url = await provider.authorizationUrl(flow.state, flow.verifier, callbackUrl(request));
      void reply.header('set-cookie', flowCookie(flow, isSecureRequest(env, request)));
      return reply.redirect(url.toString(), 302);
    },
  );

  app.get(
    '/auth/google/callback',
    {
      config: { tier: 'public', keyScope: 'session-only' },
      schema: {
        operationId: 'finishGoogleSignIn',
        tags,
        summary: 'Where the provider sends the browser back',
        querystring: z.object({
          code: optionalQueryText(4000),
          state: optionalQueryText(500),
          error: optionalQueryText(500),
        }),
        response: {
          302: z.null().describe('Signed in (the session cookie set), back to the app'),
          '4xx': {
            description: 'A page saying why the sign-in failed',
            content: { 'text/html': { schema: z.string() } },
          },
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const provider = requireProvider(oidc);
      const flow = readFlowCookie(request);
      const secure = isSecureRequest(env, request);
      void reply.header('set-cookie', clearedFlowCookie(secure));
      if (request.query.error) return reply.redirect('/login?error=google', 302);
      if (
        !flow ||
        !request.query.state ||
        !request.query.code ||
        !isSameState(flow.state, request.query.state)
      ) {
        return sendFailedPage(
          reply,
          'The sign-in request did not match this browser session. Please start again.',
        );
      }
      let signedIn;
      try {
        const identity = await provider.exchangeCode(
          request.query.code,
          flow.verifier,
          callbackUrl(request),
        );
        signedIn = await signInWithOidc(deps, identity, clientInfo(request));
      } catch (error) {
        if (error instanceof AppError && error.code !== 'INTERNAL') {
          if (error.retryAfterSeconds) void reply.header('retry-after', error.retryAfterSeconds);
          return sendFailedPage(reply, error.message, httpStatusOf(error.code));
        }
        throw error;
      }
      // Added beside the flow cookie's removal above (Fastify appends set-cookie).
      void reply.header('set-cookie', sessionCookie(signedIn.token, secure));
      return reply.redirect(safeRedirectPath(flow.redirect, publicOrigin(env, request)), 302);
    },
  );

  app.post(
    '/auth/google',
    {
      config: { tier: 'public', keyScope: 'session-only' },
      schema: {
        operationId: 'signInWithGoogleToken',
        tags,
        summary: 'Sign in with a Google ID token',
        body: googleTokenInput,
        response: {
          200: signedInSchema,
          ...commonErrors,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request) => {
      const identity = await requireProvider(oidc).verifyIdToken(request.body.token);
      return signInWithOidc(deps, identity, clientInfo(request));
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { tier: 'user', keyScope: 'session-only' },
      schema: {
        operationId: 'logout',
        tags,
        summary: 'End this session',
        response: { 204: z.null(), 401: errorSchema },
      },
    },
    async (request, reply) => {
      await signOut(deps, signedInActor(request));
      return reply
        .code(204)
        .header('set-cookie', clearedSessionCookie(isSecureRequest(env, request)))
        .send(null);
    },
  );
};
