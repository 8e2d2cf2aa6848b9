/**
 * tRPC context. The inner context (deps + actor) is what procedures see and
 * what tests build directly; the outer one derives it from a request.
 */
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { MaybeActor } from '../auth/actor.ts';
import { resolveActor } from '../auth/resolve-actor.ts';
import type { ServiceDeps } from '../services/service-deps.ts';

export interface Context {
  deps: ServiceDeps;
  actor: MaybeActor;
}

export function createContextFactory(deps: ServiceDeps) {
  return async ({ req }: CreateFastifyContextOptions): Promise<Context> => ({
    deps: { ...deps, log: req.log },
    actor: await resolveActor(deps.db, req.headers),
  });
}
