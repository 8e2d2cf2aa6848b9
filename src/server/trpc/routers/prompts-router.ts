/** A member's own prompts and reactions: submit (and what is left to submit), edit, like, save. */
import {
  likeInput,
  promptSubmissionInput,
  saveInput,
  updatePromptInput,
} from '../../../shared/prompt-submission-input.ts';
import { setPromptLike, setPromptSave } from '../../services/prompts/prompt-reactions.ts';
import { createPrompt, updatePrompt } from '../../services/prompts/prompt-submission.ts';
import { readSubmissionQuota } from '../../services/prompts/submission-quota.ts';
import { protectedProcedure, router } from '../init.ts';

export const promptsRouter = router({
  submissionQuota: protectedProcedure.query(({ ctx }) =>
    readSubmissionQuota(ctx.deps.db, ctx.actor.userId),
  ),
  create: protectedProcedure
    .input(promptSubmissionInput)
    .mutation(({ ctx, input }) => createPrompt(ctx.deps, ctx.actor, input)),
  update: protectedProcedure
    .input(updatePromptInput)
    .mutation(({ ctx, input: { id, ...fields } }) => updatePrompt(ctx.deps, ctx.actor, id, fields)),
  like: protectedProcedure
    .input(likeInput)
    .mutation(({ ctx, input }) => setPromptLike(ctx.deps, ctx.actor, input.id, input.liked)),
  save: protectedProcedure
    .input(saveInput)
    .mutation(({ ctx, input }) => setPromptSave(ctx.deps, ctx.actor, input.id, input.saved)),
});
