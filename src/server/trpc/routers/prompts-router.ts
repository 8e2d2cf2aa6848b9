/**
 * A member's own prompts and reactions: submit (and what is left to submit),
 * send a private one to review, edit, versions (read by whoever may see the prompt), like, save.
 */
import {
  likeInput,
  promptSubmissionInput,
  saveInput,
  updatePromptInput,
} from '../../../shared/prompt-submission-input.ts';
import { setPromptLike, setPromptSave } from '../../services/prompts/prompt-reactions.ts';
import { markSavedPromptSeen } from '../../services/prompts/saved-prompt-seen.ts';
import { createPrompt, updatePrompt } from '../../services/prompts/prompt-submission.ts';
import { submitForReview } from '../../services/prompts/private-prompts.ts';
import { forkPrompt } from '../../services/prompts/prompt-fork.ts';
import { readSubmissionQuota } from '../../services/prompts/submission-quota.ts';
import {
  promptVersionDiffInput,
  promptVersionInput,
  restoreVersionInput,
} from '../../../shared/prompt-version-inputs.ts';
import { promptIdInput, promptSelectionInput } from '../../../shared/prompt-inputs.ts';
import { makePromptsPrivate } from '../../services/prompts/bulk-private.ts';
import { diffVersions, getVersion, listVersions } from '../../services/prompts/version-history.ts';
import { restoreVersion } from '../../services/prompts/version-restore.ts';
import { withdrawVersion } from '../../services/prompts/version-withdraw.ts';
import { protectedProcedure, publicProcedure, router } from '../init.ts';

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
  fork: protectedProcedure
    .input(promptIdInput)
    .mutation(({ ctx, input }) => forkPrompt(ctx.deps, ctx.actor, input.id)),
  submitForReview: protectedProcedure
    .input(promptIdInput)
    .mutation(({ ctx, input }) => submitForReview(ctx.deps, ctx.actor, input.id)),
  makePrivate: protectedProcedure
    .input(promptSelectionInput)
    .mutation(({ ctx, input }) => makePromptsPrivate(ctx.deps, ctx.actor, input.promptIds)),
  versions: publicProcedure
    .input(promptIdInput)
    .query(({ ctx, input }) => listVersions(ctx.deps, ctx.actor, input.id)),
  version: publicProcedure
    .input(promptVersionInput)
    .query(({ ctx, input }) => getVersion(ctx.deps, ctx.actor, input.id, input.number)),
  diff: publicProcedure
    .input(promptVersionDiffInput)
    .query(({ ctx, input }) => diffVersions(ctx.deps, ctx.actor, input.id, input.from, input.to)),
  restoreVersion: protectedProcedure
    .input(restoreVersionInput)
    .mutation(({ ctx, input }) =>
      restoreVersion(ctx.deps, ctx.actor, input.id, input.number, input.changeNote),
    ),
  withdrawVersion: protectedProcedure
    .input(promptVersionInput)
    .mutation(({ ctx, input }) => withdrawVersion(ctx.deps, ctx.actor, input.id, input.number)),
  like: protectedProcedure
    .input(likeInput)
    .mutation(({ ctx, input }) => setPromptLike(ctx.deps, ctx.actor, input.id, input.liked)),
  save: protectedProcedure
    .input(saveInput)
    .mutation(({ ctx, input }) => setPromptSave(ctx.deps, ctx.actor, input.id, input.saved)),
  markSeen: protectedProcedure
    .input(promptIdInput)
    .mutation(({ ctx, input }) => markSavedPromptSeen(ctx.deps, ctx.actor, input.id)),
});
