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
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { createOidcProvider, type OidcProvider } from './auth/oidc-provider.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { AppError } from './errors.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { registerUploadsRoute } from './http/uploads-route.ts';
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit/rate-limit-store.ts';
import { createRedisRateLimitStore } from './rate-limit/redis-rate-limit-store.ts';
import { restApi } from './rest/rest-api.ts';
import { sendError } from './rest/rest-errors.ts';
import { createLibraryCache } from './services/library/library-cache.ts';
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
  /** Share one rate-limit store (tests); by default made from REDIS_URL or in memory. */
  rateLimits?: RateLimitStore;
}

function createRateLimitStore(env: Env): RateLimitStore {
  return env.REDIS_URL ? createRedisRateLimitStore(env.REDIS_URL) : createMemoryRateLimitStore();
}

function createOidcFromEnv(env: Env): OidcProvider | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return createOidcProvider({
    issuer: env.OIDC_ISSUER,
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
  });
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
    // The router's own rejections (an undecodable URL, a path segment longer
    // than any id) answer in the API's error format, not Fastify's.
    frameworkErrors: (error, _request, reply) => {
      const appError =
        error.code === 'FST_ERR_BAD_URL'
          ? new AppError('BAD_REQUEST', 'The URL is not valid')
          : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
            ? new AppError('NOT_FOUND', 'Not found')
            : new AppError('INTERNAL', 'Something went wrong on our side');
      void sendError(reply, appError);
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  const rateLimits = options.rateLimits ?? createRateLimitStore(env);
  if (!options.rateLimits) app.addHook('onClose', () => rateLimits.close());
  const oidc = createOidcFromEnv(env);
  const deps: ServiceDeps = {
    db: database.db,
    storage,
    log: app.log,
    rateLimits,
    accounts: { passwordSignIn: env.PASSWORD_SIGN_IN, adminEmails: env.ADMIN_EMAILS },
    libraryCache: createLibraryCache(env.LIBRARY_CACHE_ENTRIES),
  };

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await registerSecurityHeaders(app);
  registerOriginCheck(app, env);

  // tRPC removes the JSON and multipart parsers in its own scope, so it gets one.
  await app.register(async (scope) => {
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: createContextFactory(deps, env, oidc !== null),
        // A throttled call says how long to wait (Retry-After), as the REST door does.
        responseMeta({ errors }) {
          const wait = errors
            .map((error) =>
              error.cause instanceof AppError ? error.cause.retryAfterSeconds : undefined,
            )
            .find((seconds) => seconds !== undefined);
          return wait === undefined ? {} : { headers: { 'retry-after': String(wait) } };
        },
        onError({ error, path: procedure, req }) {
          if (error.code === 'INTERNAL_SERVER_ERROR')
            req.log.error({ err: error, procedure }, 'procedure failed');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });

  await app.register(restApi, { prefix: '/api', deps, env, oidc });

  registerUploadsRoute(app, storage);
  await registerSpa(
    app,
    env.CLIENT_DIST_DIR ? path.resolve(env.CLIENT_DIST_DIR) : defaultClientDir(),
  );
  return app;
}
