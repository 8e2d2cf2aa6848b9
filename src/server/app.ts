/**
 * buildApp: one Fastify instance with every door registered and nothing
 * listening, so tests can `inject` and index.ts can `listen`.
 *   /trpc     the web app's API (tRPC, superjson)
 *   /api      the REST compatibility door, its OpenAPI document and docs page
 *   /uploads  stored files
 *   /*        the built SPA with history fallback
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { registerSpa } from './http/spa.ts';
import { registerUploadsRoute } from './http/uploads-route.ts';
import { healthRoutes } from './rest/health-routes.ts';
import { libraryRoutes } from './rest/library-routes.ts';
import { registerRestErrorHandling } from './rest/rest-errors.ts';
import type { ServiceDeps } from './services/service-deps.ts';
import type { Storage } from './storage/storage.ts';
import { createContextFactory } from './trpc/context.ts';
import { type AppRouter, appRouter } from './trpc/root.ts';

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  storage: Storage;
  /** Override the logger (tests pass false to keep output quiet). */
  logger?: boolean;
  /** Sees every route as it is registered (the authorization matrix test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

function defaultClientDir(): string {
  // From src/server/app.ts or dist/server/index.js, the client build is dist/client.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../dist/client');
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database, storage } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'res.headers["set-cookie"]',
            ],
          },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  const deps: ServiceDeps = { db: database.db, storage, log: app.log };

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes CSS variables into style attributes and a style tag.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // tRPC removes the JSON and multipart parsers in its own scope, so it gets one.
  await app.register(async (scope) => {
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: createContextFactory(deps),
        onError({ error, path: procedure, req }) {
          if (error.code === 'INTERNAL_SERVER_ERROR')
            req.log.error({ err: error, procedure }, 'procedure failed');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });

  await app.register(
    async (api) => {
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);
      registerRestErrorHandling(api);
      await api.register(fastifySwagger, {
        openapi: {
          info: {
            title: 'Prompt Hub REST API',
            description: 'The REST compatibility door. The web app itself talks tRPC at /trpc.',
            version: '1.0.0',
          },
          components: {
            securitySchemes: {
              bearer: { type: 'http', scheme: 'bearer' },
              cookie: { type: 'apiKey', in: 'cookie', name: 'session' },
            },
          },
        },
        transform: jsonSchemaTransform,
      });
      await api.register(fastifySwaggerUi, { routePrefix: '/docs' });
      api.get('/openapi.json', { schema: { hide: true } }, () => api.swagger());
      await api.register(healthRoutes, { db: database.db });
      await api.register(libraryRoutes, { deps });
    },
    { prefix: '/api' },
  );

  registerUploadsRoute(app, storage);
  await registerSpa(
    app,
    env.CLIENT_DIST_DIR ? path.resolve(env.CLIENT_DIST_DIR) : defaultClientDir(),
  );
  return app;
}
