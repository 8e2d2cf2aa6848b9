/** REST door of a member's prompts (API.md): submit, edit, versions, like and save toggles, a save's seen version. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { promptIdInput, promptSelectionInput } from '../../shared/prompt-inputs.ts';
import { promptSubmissionInput } from '../../shared/prompt-submission-input.ts';
import {
  promptVersionDiffParams,
  promptVersionParams,
  restoreVersionBody,
} from '../../shared/prompt-version-inputs.ts';
import {
  versionDiffView,
  versionSummaryView,
  versionView,
} from '../../shared/prompt-version-views.ts';
import {
  likeChange,
  madePrivateView,
  promptView,
  saveChange,
  seenChange,
} from '../../shared/prompt-views.ts';
import { makePromptsPrivate } from '../services/prompts/bulk-private.ts';
import { diffVersions, getVersion, listVersions } from '../services/prompts/version-history.ts';
import { restoreVersion } from '../services/prompts/version-restore.ts';
import { withdrawVersion } from '../services/prompts/version-withdraw.ts';
import { setPromptLike, setPromptSave } from '../services/prompts/prompt-reactions.ts';
import { markSavedPromptSeen } from '../services/prompts/saved-prompt-seen.ts';
import { createPrompt, updatePrompt } from '../services/prompts/prompt-submission.ts';
import { submitForReview } from '../services/prompts/private-prompts.ts';
import { forkPrompt } from '../services/prompts/prompt-fork.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { commonErrors, errorSchema, signedInErrors } from './rest-schemas.ts';
import { signedInActor } from './rest-tiers.ts';

const tags = ['Prompts'];
const promptResponse = z.object({ prompt: promptView });
const versionResponse = z.object({ version: versionSummaryView });
const versionErrors = { ...signedInErrors, 409: errorSchema };

export const promptRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (app, { deps }) => {
  app.post(
    '/prompts',
    {
      config: { tier: 'user', keyScope: 'write', idempotency: 'replay' },
      schema: {
        operationId: 'createPrompt',
        tags,
        summary: 'Submit a prompt for review, or keep it private',
        description:
          'Files are uploaded first with POST /upload/single and named here by their fileUrl. ' +
          'visibility "private" keeps the prompt to its owner (status private, never reviewed or listed) and uses one of the plan\'s private prompts (409 past them) instead of a monthly submission.',
        body: promptSubmissionInput,
        response: { 201: promptResponse, ...signedInErrors, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const prompt = await createPrompt(deps, signedInActor(request), request.body);
      return reply.code(201).header('location', `/api/prompts/${prompt._id}`).send({ prompt });
    },
  );

  app.post(
    '/prompts/:id/fork',
    {
      config: { tier: 'user', keyScope: 'write', idempotency: 'replay' },
      schema: {
        operationId: 'forkPrompt',
        tags,
        summary: 'Fork an approved prompt into a new prompt of your own, sent to review',
        description:
          "Copies the live version (never a pending edit; files stay with the original) into a new pending prompt owned by the caller, with `forkedFrom` set; it uses one of the month's submissions (429 past the plan's). A prompt the caller cannot see is 404; one they can see that is not approved is 409. Forking your own prompt is allowed.",
        params: promptIdInput,
        response: { 201: promptResponse, ...signedInErrors, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const prompt = await forkPrompt(deps, signedInActor(request), request.params.id);
      return reply.code(201).header('location', `/api/prompts/${prompt._id}`).send({ prompt });
    },
  );

  app.post(
    '/prompts/:id/submit',
    {
      config: { tier: 'user', keyScope: 'write', idempotency: 'replay' },
      schema: {
        operationId: 'submitPrivatePrompt',
        tags,
        summary: 'Send a private prompt to review (its owner)',
        description:
          "The prompt becomes pending and uses one of the month's submissions (429 past the plan's). A prompt that is not private is 409; an admin who is not the owner hears 403.",
        params: promptIdInput,
        response: { 201: promptResponse, ...signedInErrors, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const prompt = await submitForReview(deps, signedInActor(request), request.params.id);
      return reply.code(201).header('location', `/api/prompts/${prompt._id}`).send({ prompt });
    },
  );

  app.post(
    '/users/me/prompts/private',
    {
      config: { tier: 'user', keyScope: 'write' },
      schema: {
        operationId: 'makeMyPromptsPrivate',
        tags,
        summary: 'Make a selection of your own prompts private, all or none',
        description:
          'Each of 1 to 100 prompt ids must be your own: one you may not see is 404, someone ' +
          "else's you may see 403 (admins too), a disabled one or one past the plan's private " +
          'prompts 409; then none changes. Prompts already private stay so.',
        body: promptSelectionInput,
        response: { 200: madePrivateView, ...signedInErrors, 409: errorSchema },
      },
    },
    async (request) => makePromptsPrivate(deps, signedInActor(request), request.body.promptIds),
  );

  app.put(
    '/prompts/:id',
    {
      config: { tier: 'user', keyScope: 'write' },
      schema: {
        operationId: 'updatePrompt',
        tags,
        summary: 'Edit a prompt (its owner or an admin); every edit is its next version',
        description:
          "An owner's edit of an approved prompt makes a pending version: the prompt stays approved and serves its live version until a moderator decides. An admin's edit is live at once. An owner's edit of a prompt not approved is written in place and returns it to review. An edit of a private prompt is live at once and it stays private. " +
          'visibility changes who sees it (the owner only; 403 to an admin): "private" takes it out of the library at once (409 past the plan\'s private prompts, or for a disabled prompt), "public" sends a private prompt to review (429 past the plan\'s submissions). Without visibility it keeps its own.',
        params: promptIdInput,
        body: promptSubmissionInput,
        response: {
          200: promptResponse.extend({ version: versionSummaryView }),
          ...signedInErrors,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => updatePrompt(deps, signedInActor(request), request.params.id, request.body),
  );

  app.get(
    '/prompts/:id/versions',
    {
      config: { tier: 'public', keyScope: 'read', caching: 'shared' },
      schema: {
        operationId: 'listPromptVersions',
        tags,
        summary: "A prompt's versions, newest first",
        description:
          'Whoever may see the prompt sees its live version and earlier ones a moderator approved; the owner and admins see every version (pending, rejected, superseded, withdrawn).',
        params: promptIdInput,
        response: { 200: z.object({ versions: z.array(versionSummaryView) }), ...commonErrors },
      },
    },
    async (request) => ({
      versions: await listVersions(deps, request.actor, request.params.id),
    }),
  );

  app.get(
    '/prompts/:id/versions/:n',
    {
      config: { tier: 'public', keyScope: 'read', caching: 'shared' },
      schema: {
        operationId: 'getPromptVersion',
        tags,
        summary: 'One version of a prompt, with its full content',
        params: promptVersionParams,
        response: { 200: z.object({ version: versionView }), ...commonErrors },
      },
    },
    async (request) => ({
      version: await getVersion(deps, request.actor, request.params.id, request.params.n),
    }),
  );

  app.get(
    '/prompts/:id/versions/:a/diff/:b',
    {
      config: { tier: 'public', keyScope: 'read', caching: 'shared' },
      schema: {
        operationId: 'diffPromptVersions',
        tags,
        summary: 'What changed from version a to version b, field by field',
        params: promptVersionDiffParams,
        response: { 200: z.object({ diff: versionDiffView }), ...commonErrors },
      },
    },
    async (request) => ({
      diff: await diffVersions(
        deps,
        request.actor,
        request.params.id,
        request.params.a,
        request.params.b,
      ),
    }),
  );

  app.post(
    '/prompts/:id/versions/:n/restore',
    {
      config: { tier: 'user', keyScope: 'write', idempotency: 'replay' },
      schema: {
        operationId: 'restorePromptVersion',
        tags,
        summary: 'Make an earlier version the next one ("restored from vN")',
        description:
          'Saved like an edit: pending when an owner restores an approved prompt. Files the prompt no longer has are left out. Restoring the live or the pending version is 409.',
        params: promptVersionParams,
        body: restoreVersionBody,
        response: { 201: versionResponse, ...versionErrors },
      },
    },
    async (request, reply) => {
      const version = await restoreVersion(
        deps,
        signedInActor(request),
        request.params.id,
        request.params.n,
        request.body.changeNote,
      );
      return reply
        .code(201)
        .header('location', `/api/prompts/${request.params.id}/versions/${version.number}`)
        .send({ version });
    },
  );

  app.post(
    '/prompts/:id/versions/:n/withdraw',
    {
      config: { tier: 'user', keyScope: 'write' },
      schema: {
        operationId: 'withdrawPromptVersion',
        tags,
        summary: 'Take back the version waiting for review (its owner or an admin)',
        description: 'The live version is untouched. A version not pending is 409.',
        params: promptVersionParams,
        response: { 200: versionResponse, ...versionErrors },
      },
    },
    async (request) => ({
      version: await withdrawVersion(
        deps,
        signedInActor(request),
        request.params.id,
        request.params.n,
      ),
    }),
  );

  app.put(
    '/prompts/:id/upvote',
    {
      config: { tier: 'user', keyScope: 'write' },
      schema: {
        operationId: 'togglePromptLike',
        tags,
        summary: "Toggle the signed-in member's like",
        params: promptIdInput,
        response: {
          200: likeChange,
          ...signedInErrors,
        },
      },
    },
    async (request) => setPromptLike(deps, signedInActor(request), request.params.id),
  );

  app.put(
    '/prompts/:id/save',
    {
      config: { tier: 'user', keyScope: 'write' },
      schema: {
        operationId: 'togglePromptSave',
        tags,
        summary: "Toggle the signed-in member's save",
        params: promptIdInput,
        response: {
          200: saveChange,
          ...signedInErrors,
        },
      },
    },
    async (request) => setPromptSave(deps, signedInActor(request), request.params.id),
  );

  app.put(
    '/prompts/:id/seen',
    {
      config: { tier: 'user', keyScope: 'write' },
      schema: {
        operationId: 'markSavedPromptSeen',
        tags,
        summary: "Record that the member has seen a saved prompt's live version",
        description:
          "A saved prompt's seenVersion becomes its live version now, so it no longer says it has a new version; the web app sends this when the member opens the prompt's page. A prompt the member has not saved is left as it is (saved false).",
        params: promptIdInput,
        response: {
          200: seenChange,
          ...signedInErrors,
        },
      },
    },
    async (request) => markSavedPromptSeen(deps, signedInActor(request), request.params.id),
  );
};
