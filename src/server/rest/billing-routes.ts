/**
 * REST door of Stripe billing (decision 035; API.md "Paths beyond the
 * spec"): the Customer Portal link, and Stripe's signed webhook, whose
 * body is kept as the bytes Stripe signed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openBillingPortal } from '../services/accounts/billing-portal.ts';
import { handleStripeWebhook } from '../services/accounts/stripe-webhook.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import type { Env } from '../env.ts';
import { publicOrigin } from '../http/request-origin.ts';
import { commonErrors, errorSchema, signedInErrors } from './rest-schemas.ts';
import { signedInActor } from './rest-tiers.ts';

const tags = ['Plans'];

// Stripe's events are small; a body far beyond one is not Stripe's.
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export const billingRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps; env: Env }> = async (
  app,
  { deps, env },
) => {
  // Only inside this plugin: the signature covers the exact bytes, so JSON
  // is not parsed before it is checked.
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/billing/portal',
    {
      config: { tier: 'user', keyScope: 'session-only' },
      schema: {
        operationId: 'openBillingPortal',
        tags,
        summary:
          "Stripe mode: a Customer Portal session (cards, invoices, cancelling, a smaller plan); 404 when Stripe isn't set up",
        response: { 200: z.object({ url: z.string() }), ...signedInErrors, 409: errorSchema },
      },
    },
    async (request) => openBillingPortal(deps, signedInActor(request), publicOrigin(env, request)),
  );

  app.post(
    '/billing/stripe/webhook',
    {
      config: { tier: 'public', keyScope: 'session-only' },
      schema: {
        operationId: 'receiveStripeWebhook',
        tags,
        summary:
          "Stripe's events, signed (Stripe-Signature); 400 on a missing, forged or stale signature; each event handled once",
        documentedBody: {
          // As Stripe sends it; read as raw bytes, never parsed before the signature is checked.
          'application/json; charset=utf-8': z.object({ id: z.string(), type: z.string() }),
        },
        response: {
          200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
          ...commonErrors,
          502: errorSchema,
        },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      return handleStripeWebhook(deps, body, typeof signature === 'string' ? signature : undefined);
    },
  );
};
