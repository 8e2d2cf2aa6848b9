/**
 * The /api scope: zod validation and serialization, the error format, the
 * tiers, multipart uploads, the OpenAPI document and docs page, and every
 * documented route.
 */
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { OidcProvider } from '../auth/oidc-provider.ts';
import type { Env } from '../env.ts';
import type { Drain } from '../http/drain.ts';
import type { ProxyWarning } from '../http/untrusted-proxy-warning.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { adminRoutes } from './admin-routes.ts';
import { apiKeyRoutes } from './api-key-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { registerApiCallMetering } from './api-call-metering.ts';
import { authRoutes } from './auth-routes.ts';
import { billingRoutes } from './billing-routes.ts';
import { collectionRoutes } from './collection-routes.ts';
import { promptExchangeRoutes } from './prompt-exchange-routes.ts';
import { registerConditionalGets } from './conditional-get.ts';
import { registerIdempotencyKeys } from './idempotency-keys.ts';
import { generationRoutes } from './generation-routes.ts';
import { healthRoutes } from './health-routes.ts';
import { libraryRoutes } from './library-routes.ts';
import { openApiOptions } from './openapi-document.ts';
import { promptRoutes } from './prompt-routes.ts';
import { changeRequestRoutes } from './change-request-routes.ts';
import { registerRestErrorHandling } from './rest-errors.ts';
import { registerTiers } from './rest-tiers.ts';
import { uploadRoutes } from './upload-routes.ts';
import { userRoutes } from './user-routes.ts';
import { accountLinkRoutes } from './account-link-routes.ts';
import { notificationRoutes } from './notification-routes.ts';
import { sessionRoutes } from './session-routes.ts';

interface Options {
  deps: ServiceDeps;
  env: Env;
  oidc: OidcProvider | null;
  proxyWarning: ProxyWarning;
  drain: Drain;
}

export async function restApi(
  api: FastifyInstance,
  { deps, env, oidc, proxyWarning, drain }: Options,
): Promise<void> {
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(serializerCompiler);
  registerRestErrorHandling(api);
  registerTiers(api, { db: deps.db, env });
  registerApiCallMetering(api, deps.db);
  registerConditionalGets(api);
  // After the meter: a replay made with an API key is a counted call.
  registerIdempotencyKeys(api, deps.db);
  // Upload routes read files themselves, with per-route size limits.
  await api.register(fastifyMultipart, {
    limits: { files: 1, fields: 10, fileSize: 10 * 1024 * 1024 },
  });
  await api.register(fastifySwagger, openApiOptions());
  // The docs page loads its files relative to itself: without the trailing
  // slash they would resolve outside /api/docs and the page would break.
  api.addHook('onRequest', async (request, reply) => {
    const [path = '', query] = request.url.split('?');
    if (path === '/api/docs') return reply.redirect(`/api/docs/${query ? `?${query}` : ''}`, 302);
  });
  await api.register(fastifySwaggerUi, { routePrefix: '/docs' });
  api.get('/openapi.json', { schema: { hide: true } }, () => api.swagger());
  await api.register(healthRoutes, { deps, proxyWarning, drain });
  await api.register(libraryRoutes, { deps });
  await api.register(promptRoutes, { deps });
  await api.register(changeRequestRoutes, { deps });
  await api.register(collectionRoutes, { deps });
  await api.register(promptExchangeRoutes, { deps });
  await api.register(userRoutes, { deps, env });
  await api.register(accountLinkRoutes, { deps });
  await api.register(notificationRoutes, { deps });
  await api.register(sessionRoutes, { deps });
  await api.register(billingRoutes, { deps, env });
  await api.register(adminRoutes, { deps });
  await api.register(apiKeyRoutes, { deps });
  await api.register(webhookRoutes, { deps });
  await api.register(uploadRoutes, { deps });
  await api.register(generationRoutes, { deps });
  await api.register(authRoutes, { deps, env, oidc });
}
