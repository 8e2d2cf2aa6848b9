/** The prompt library door: browse, trending, one prompt, record a use. */
import {
  listPromptsInput,
  promptIdInput,
  trendingPromptsInput,
} from '../../../shared/prompt-inputs.ts';
import { listLibrary } from '../../services/collections/collection-library.ts';
import { getPrompt, listTrendingPrompts } from '../../services/library/library.ts';
import { recordPromptUsage } from '../../services/prompts/prompt-usage.ts';
import { publicProcedure, router } from '../init.ts';

export const libraryRouter = router({
  list: publicProcedure
    .input(listPromptsInput)
    .query(({ ctx, input }) => listLibrary(ctx.deps, ctx.actor, input)),
  trending: publicProcedure
    .input(trendingPromptsInput)
    .query(({ ctx, input }) => listTrendingPrompts(ctx.deps, ctx.actor, input)),
  byId: publicProcedure
    .input(promptIdInput)
    .query(({ ctx, input }) => getPrompt(ctx.deps, ctx.actor, input.id)),
  recordUsage: publicProcedure
    .input(promptIdInput)
    .mutation(({ ctx, input }) =>
      recordPromptUsage(ctx.deps, { actor: ctx.actor, address: ctx.client.address }, input.id),
    ),
});
