/** REST door of admins' webhooks (API.md "Paths beyond the spec"; decision 037). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createWebhookInput, webhookChanges, webhookIdInput } from '../../shared/webhook-inputs.ts';
import {
  changedWebhook,
  createdWebhook,
  queuedTestDelivery,
  webhookDeliveryList,
  webhookList,
} from '../../shared/webhook-views.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  sendTestEvent,
  updateWebhook,
} from '../services/admin/webhook-endpoints.ts';
import { errorSchema, signedInErrors } from './rest-schemas.ts';
import { signedInActor } from './rest-tiers.ts';

const tags = ['Webhooks'];
const config = { tier: 'admin', keyScope: 'session-only' } as const;

export const webhookRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/admin/webhooks',
    {
      config: { ...config, idempotency: 'secret' },
      schema: {
        operationId: 'adminCreateWebhook',
        tags,
        summary: 'Register a webhook endpoint (the secret is in this answer only)',
        description:
          'Refused (400) when the URL is, or resolves to, a loopback, link-local or private address, unless the server sets WEBHOOKS_ALLOW_PRIVATE=true. The events each delivery may carry are in the `webhooks` section.',
        body: createWebhookInput,
        response: { 201: createdWebhook, ...signedInErrors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const created = await createWebhook(deps, signedInActor(request), request.body);
      return reply
        .code(201)
        .header('location', `/api/admin/webhooks/${created.webhook._id}`)
        .send(created);
    },
  );

  app.get(
    '/admin/webhooks',
    {
      config,
      schema: {
        operationId: 'adminListWebhooks',
        tags,
        summary: 'Every webhook endpoint, newest first (never their secrets)',
        response: { 200: webhookList, ...signedInErrors },
      },
    },
    async (request) => listWebhooks(deps, signedInActor(request)),
  );

  app.put(
    '/admin/webhooks/:id',
    {
      config,
      schema: {
        operationId: 'adminUpdateWebhook',
        tags,
        summary: 'Change an endpoint: its URL, events, secret, or whether it is enabled',
        params: webhookIdInput,
        body: webhookChanges,
        response: { 200: changedWebhook, ...signedInErrors },
      },
    },
    async (request) =>
      updateWebhook(deps, signedInActor(request), { ...request.body, id: request.params.id }),
  );

  app.delete(
    '/admin/webhooks/:id',
    {
      config,
      schema: {
        operationId: 'adminDeleteWebhook',
        tags,
        summary: 'Delete an endpoint and its delivery log; waiting deliveries are not sent',
        params: webhookIdInput,
        response: { 204: z.null().describe('Done'), ...signedInErrors },
      },
    },
    async (request, reply) => {
      await deleteWebhook(deps, signedInActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/webhooks/:id/deliveries',
    {
      config,
      schema: {
        operationId: 'adminListWebhookDeliveries',
        tags,
        summary: "An endpoint's latest deliveries (100), newest first, with the receiver's answer",
        params: webhookIdInput,
        response: { 200: webhookDeliveryList, ...signedInErrors },
      },
    },
    async (request) => listDeliveries(deps, signedInActor(request), request.params.id),
  );

  app.post(
    '/admin/webhooks/:id/test',
    {
      config,
      schema: {
        operationId: 'adminSendWebhookTest',
        tags,
        summary: 'Queue a webhook.test event to this endpoint (sent within moments)',
        params: webhookIdInput,
        response: {
          202: queuedTestDelivery,
          ...signedInErrors,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const queued = await sendTestEvent(deps, signedInActor(request), request.params.id);
      return reply.code(202).send(queued);
    },
  );
};
