/** REST door of API keys (API.md "Paths beyond the spec"): members' own keys, and admins'. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeyIdInput, createApiKeyInput } from '../../shared/api-key-inputs.ts';
import { adminApiKeyView, apiKeyView, createdApiKey } from '../../shared/api-key-views.ts';
import {
  createApiKey,
  listMyApiKeys,
  revokeMyApiKey,
} from '../services/api-keys/api-key-management.ts';
import {
  listApiKeysForAdmin,
  revokeApiKeyAsAdmin,
} from '../services/api-keys/api-key-oversight.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { errorSchema, signedInErrors } from './rest-schemas.ts';
import { signedInActor } from './rest-tiers.ts';

const tags = ['API keys'];
const noContent = { 204: z.null().describe('Done') };

export const apiKeyRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (app, { deps }) => {
  app.post(
    '/users/me/api-keys',
    {
      config: { tier: 'user', keyScope: 'session-only', idempotency: 'secret' },
      schema: {
        operationId: 'createApiKey',
        tags,
        summary: 'Create an API key (the key is in this answer only); needs a session',
        body: createApiKeyInput,
        response: { 201: createdApiKey, ...signedInErrors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(deps, signedInActor(request), request.body);
      return reply
        .code(201)
        .header('location', `/api/users/me/api-keys/${created.apiKey._id}`)
        .send(created);
    },
  );

  app.get(
    '/users/me/api-keys',
    {
      config: { tier: 'user', keyScope: 'session-only' },
      schema: {
        operationId: 'listMyApiKeys',
        tags,
        summary: 'Your API keys that are not revoked (never the keys themselves)',
        response: { 200: z.object({ apiKeys: z.array(apiKeyView) }), ...signedInErrors },
      },
    },
    async (request) => {
      const { apiKeys } = await listMyApiKeys(deps, signedInActor(request));
      return { apiKeys };
    },
  );

  app.delete(
    '/users/me/api-keys/:id',
    {
      config: { tier: 'user', keyScope: 'session-only' },
      schema: {
        operationId: 'revokeApiKey',
        tags,
        summary: 'Revoke one of your API keys; it stops working at once',
        params: apiKeyIdInput,
        response: { ...noContent, ...signedInErrors },
      },
    },
    async (request, reply) => {
      await revokeMyApiKey(deps, signedInActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/api-keys',
    {
      config: { tier: 'admin' },
      schema: {
        operationId: 'adminListApiKeys',
        tags: ['Admin'],
        summary: "Every member's API keys, revoked ones included, newest first (up to 500)",
        response: { 200: z.object({ apiKeys: z.array(adminApiKeyView) }), ...signedInErrors },
      },
    },
    async (request) => ({ apiKeys: await listApiKeysForAdmin(deps, signedInActor(request)) }),
  );

  app.delete(
    '/admin/api-keys/:id',
    {
      config: { tier: 'admin' },
      schema: {
        operationId: 'adminRevokeApiKey',
        tags: ['Admin'],
        summary: "Revoke any member's API key",
        params: apiKeyIdInput,
        response: { ...noContent, ...signedInErrors },
      },
    },
    async (request, reply) => {
      await revokeApiKeyAsAdmin(deps, signedInActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
