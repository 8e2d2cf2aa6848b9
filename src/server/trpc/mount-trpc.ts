/**
 * Mounts the tRPC door at /trpc: batches up to MAX_BATCH_CALLS calls (400
 * beyond), a slot from admission control for each call as it runs (its
 * route says admission: 'calls'; init.ts takes them), Retry-After on
 * throttled or unavailable answers, and a log line for every unexpected
 * failure.
 */
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';
import { AppError } from '../errors.ts';
import { logFailure } from '../logging.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { createContextFactory } from './context.ts';
import { type AppRouter, appRouter } from './root.ts';

interface Options {
  deps: ServiceDeps;
  env: Env;
  googleSignIn: boolean;
}

export async function mountTrpc(app: FastifyInstance, options: Options): Promise<void> {
  // tRPC removes the JSON and multipart parsers in its own scope, so it gets one.
  await app.register(async (scope) => {
    // The plugin's routes take no config of ours: each call queues for its own slot.
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, admission: 'calls' };
    });
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        maxBatchSize: options.env.MAX_BATCH_CALLS,
        createContext: createContextFactory(options),
        // A throttled or refused call says how long to wait, as the REST door does.
        responseMeta({ errors }) {
          const wait = errors
            .map((error) =>
              error.cause instanceof AppError ? error.cause.retryAfterSeconds : undefined,
            )
            .find((seconds) => seconds !== undefined);
          return wait === undefined ? {} : { headers: { 'retry-after': String(wait) } };
        },
        // Every unexpected error reaches here as an AppError (init.ts, trpc-errors.ts).
        onError({ error, path: procedure, req }) {
          if (error.cause instanceof AppError)
            logFailure(req.log, error.cause, 'procedure failed', { procedure });
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });
}
