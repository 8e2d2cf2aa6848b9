/** REST door of a member's prompts (API.md): submit, edit, like and save toggles. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { promptIdInput } from '../../shared/prompt-inputs.ts';
import { promptSubmissionInput } from '../../shared/prompt-submission-input.ts';
import { likeChange, promptView, saveChange } from '../../shared/prompt-views.ts';
import { setPromptLike, setPromptSave } from '../services/prompts/prompt-reactions.ts';
import { createPrompt, updatePrompt } from '../services/prompts/prompt-submission.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { errorSchema, signedInErrors } from './rest-schemas.ts';
import { signedInActor } from './rest-tiers.ts';

const tags = ['Prompts'];
const promptResponse = z.object({ prompt: promptView });

export const promptRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (app, { deps }) => {
  app.post(
    '/prompts',
    {
      config: { tier: 'user', keyScope: 'write', idempotency: 'replay' },
      schema: {
        operationId: 'createPrompt',
        tags,
        summary: 'Submit a prompt for review',
        description:
          'Files are uploaded first with POST /upload/single and named here by their fileUrl.',
        body: promptSubmissionInput,
        response: { 201: promptResponse, ...signedInErrors, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const prompt = await createPrompt(deps, signedInActor(request), request.body);
      return reply.code(201).header('location', `/api/prompts/${prompt._id}`).send({ prompt });
    },
  );

  app.put(
    '/prompts/:id',
    {
      config: { tier: 'user', keyScope: 'write' },
      schema: {
        operationId: 'updatePrompt',
        tags,
        summary: "Edit a prompt (its owner or an admin); an owner's edit returns it to review",
        params: promptIdInput,
        body: promptSubmissionInput,
        response: { 200: promptResponse, ...signedInErrors },
      },
    },
    async (request) => ({
      prompt: await updatePrompt(deps, signedInActor(request), request.params.id, request.body),
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
};
