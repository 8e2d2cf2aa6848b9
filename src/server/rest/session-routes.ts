/**
 * REST door of "Where you're signed in" and of mail to a refused address
 * (decision 047; API.md lists no paths for them, so these follow
 * /api/users/...). Sessions are named by public ids, never tokens; all of
 * it needs a session, not an API key.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endedSessions, sessionIdInput, sessionList } from '../../shared/session-views.ts';
import {
  endMyOtherSessions,
  endMySession,
  listMySessions,
} from '../services/accounts/session-list.ts';
import { retryRefusedAddress } from '../services/mail/refused-addresses.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { errorSchema, signedInErrors } from './rest-schemas.ts';
import { signedInActor } from './rest-tiers.ts';

const tags = ['Users'];

export const sessionRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/users/sessions',
    {
      config: { tier: 'user', keyScope: 'session-only' },
      schema: {
        operationId: 'listMySessions',
        tags,
        summary:
          "Where you're signed in: your sessions, this one first, by public id (never a token)",
        response: { 200: sessionList, ...signedInErrors },
      },
    },
    async (request) => listMySessions(deps, signedInActor(request)),
  );

  app.delete(
    '/users/sessions/:id',
    {
      config: { tier: 'user', keyScope: 'session-only' },
      schema: {
        operationId: 'endMySession',
        tags,
        summary: 'Sign out one of your sessions by its public id; 404 for an id that is not yours',
        params: sessionIdInput,
        response: { 204: z.null().describe('Signed out'), ...signedInErrors },
      },
    },
    async (request, reply) => {
      await endMySession(deps, signedInActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/users/sessions',
    {
      config: { tier: 'user', keyScope: 'session-only' },
      schema: {
        operationId: 'endMyOtherSessions',
        tags,
        summary: 'Sign out everywhere else: every session of yours but the one making this request',
        response: { 200: endedSessions, ...signedInErrors },
      },
    },
    async (request) => endMyOtherSessions(deps, signedInActor(request)),
  );

  app.post(
    '/users/email/retry',
    {
      config: { tier: 'user', keyScope: 'session-only' },
      schema: {
        operationId: 'retryRefusedEmail',
        tags,
        summary:
          'Mail your address again after the mail server refused it for good (3 an hour); 409 when mail to it is not stopped',
        response: {
          200: z.object({ ok: z.literal(true) }),
          ...signedInErrors,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      await retryRefusedAddress(deps, signedInActor(request));
      return { ok: true as const };
    },
  );
};
