/** REST door of the library (API.md): a few lines each onto the services. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  promptIdInput,
  restListPromptsInput,
  trendingPromptsInput,
} from '../../shared/prompt-inputs.ts';
import { promptPage, promptView } from '../../shared/prompt-views.ts';
import { listLibrary } from '../services/collections/collection-library.ts';
import { getPrompt, listTrendingPrompts } from '../services/library/library.ts';
import { listLibraryChanges } from '../services/library/library-changes.ts';
import { recordPromptUsage } from '../services/prompts/prompt-usage.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { commonErrors } from './rest-schemas.ts';

const tags = ['Prompts'];

export const libraryRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/prompts',
    {
      config: { tier: 'public', keyScope: 'read', caching: 'shared' },
      schema: {
        operationId: 'listPrompts',
        tags,
        summary:
          'Browse and search approved prompts (of one collection), or what changed since a cursor',
        querystring: restListPromptsInput,
        response: { 200: promptPage, ...commonErrors },
      },
    },
    async (request) => {
      const { updatedSince, ...query } = request.query;
      return updatedSince === undefined
        ? listLibrary(deps, request.actor, query)
        : listLibraryChanges(deps, request.actor, { ...query, updatedSince });
    },
  );

  app.get(
    '/prompts/trending',
    {
      config: { tier: 'public', keyScope: 'read', caching: 'shared' },
      schema: {
        operationId: 'listTrendingPrompts',
        tags,
        summary: 'Most used approved prompts',
        querystring: trendingPromptsInput,
        response: { 200: z.object({ prompts: z.array(promptView) }), ...commonErrors },
      },
    },
    async (request) => ({
      prompts: await listTrendingPrompts(deps, request.actor, request.query),
    }),
  );

  app.get(
    '/prompts/:id',
    {
      config: { tier: 'public', keyScope: 'read', caching: 'shared' },
      schema: {
        operationId: 'getPrompt',
        tags,
        summary: 'One prompt (approved, or your own, or any for an admin)',
        params: promptIdInput,
        response: { 200: z.object({ prompt: promptView }), ...commonErrors },
      },
    },
    async (request) => ({
      prompt: await getPrompt(deps, request.actor, request.params.id),
    }),
  );

  app.put(
    '/prompts/:id/usage',
    {
      config: { tier: 'public', keyScope: 'write' },
      schema: {
        operationId: 'recordPromptUsage',
        tags,
        summary: 'Record a use of an approved prompt (once a day per visitor)',
        params: promptIdInput,
        response: { 200: z.object({ usageCount: z.number().int() }), ...commonErrors },
      },
    },
    async (request) =>
      recordPromptUsage(deps, { actor: request.actor, address: request.ip }, request.params.id),
  );
};
