/** REST door of the library (API.md): a few lines each onto the services. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listPromptsInput,
  promptIdInput,
  trendingPromptsInput,
} from '../../shared/prompt-inputs.ts';
import { resolveActor } from '../auth/resolve-actor.ts';
import {
  getPrompt,
  listLibraryPrompts,
  listTrendingPrompts,
  recordPromptUsage,
} from '../services/library.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { commonErrors, paginationSchema, promptSchema } from './rest-schemas.ts';

const tags = ['Prompts'];

export const libraryRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/prompts',
    {
      schema: {
        tags,
        summary: 'Browse approved prompts',
        querystring: listPromptsInput,
        response: {
          200: z.object({ prompts: z.array(promptSchema), pagination: paginationSchema }),
          ...commonErrors,
        },
      },
    },
    async (request) =>
      listLibraryPrompts(deps, await resolveActor(deps.db, request.headers), request.query),
  );

  app.get(
    '/prompts/trending',
    {
      schema: {
        tags,
        summary: 'Most used approved prompts',
        querystring: trendingPromptsInput,
        response: { 200: z.object({ prompts: z.array(promptSchema) }), ...commonErrors },
      },
    },
    async (request) => ({
      prompts: await listTrendingPrompts(
        deps,
        await resolveActor(deps.db, request.headers),
        request.query,
      ),
    }),
  );

  app.get(
    '/prompts/:id',
    {
      schema: {
        tags,
        summary: 'One prompt (approved, or your own, or any for an admin)',
        params: promptIdInput,
        response: { 200: z.object({ prompt: promptSchema }), ...commonErrors },
      },
    },
    async (request) => ({
      prompt: await getPrompt(
        deps,
        await resolveActor(deps.db, request.headers),
        request.params.id,
      ),
    }),
  );

  app.put(
    '/prompts/:id/usage',
    {
      schema: {
        tags,
        summary: 'Record one use of an approved prompt',
        params: promptIdInput,
        response: { 200: z.object({ usageCount: z.number().int() }), ...commonErrors },
      },
    },
    async (request) =>
      recordPromptUsage(deps, await resolveActor(deps.db, request.headers), request.params.id),
  );
};
