/**
 * REST door of change requests (API.md "Paths beyond the spec", decision
 * 050): propose, list a prompt's, accept, decline; and, beyond API.md, the
 * proposer's withdraw and the profile's inbox.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeDecisionBody,
  changeRequestBody,
  changeRequestBoxQuery,
  changeRequestParams,
  promptChangesParams,
} from '../../shared/change-request-inputs.ts';
import { CHANGE_REQUESTS_PER_DAY } from '../../shared/change-request-fields.ts';
import { type ChangeRequestView, changeRequestView } from '../../shared/change-request-views.ts';
import {
  acceptChange,
  declineChange,
  withdrawChange,
} from '../services/change-requests/change-request-decisions.ts';
import {
  listMyChanges,
  listPromptChanges,
} from '../services/change-requests/change-request-lists.ts';
import { proposeChange } from '../services/change-requests/change-request-propose.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import type { Actor } from '../auth/actor.ts';
import { errorSchema, signedInErrors } from './rest-schemas.ts';
import { signedInActor } from './rest-tiers.ts';

const tags = ['Change requests'];
const one = z.object({ changeRequest: changeRequestView });
const many = z.object({ changeRequests: z.array(changeRequestView) });
const answerErrors = { ...signedInErrors, 409: errorSchema };

/** One of the answers to an open request: accept, decline or withdraw. */
interface AnswerSpec {
  action: 'accept' | 'decline' | 'withdraw';
  operationId: string;
  summary: string;
  description: string;
  /** Whether the answer carries an optional note for the proposer (a body). */
  takesNote: boolean;
  decide: (
    deps: ServiceDeps,
    actor: Actor,
    promptId: string,
    requestId: string,
    note: string | undefined,
  ) => Promise<ChangeRequestView>;
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The note of an answer that takes one; the route's body schema has checked it already. */
const noteOf = (body: unknown) => changeDecisionBody.safeParse(body).data?.note;

/** POST /prompts/:id/changes/:cid/<action>: the three answers differ only in words and service. */
function answerRoute(app: ZodApp, deps: ServiceDeps, spec: AnswerSpec): void {
  app.post(
    `/prompts/:id/changes/:cid/${spec.action}`,
    {
      config: { tier: 'user', keyScope: 'write' },
      schema: {
        operationId: spec.operationId,
        tags,
        summary: spec.summary,
        description: spec.description,
        params: changeRequestParams,
        ...(spec.takesNote ? { body: changeDecisionBody } : {}),
        response: { 200: one, ...answerErrors },
      },
    },
    async (request) => ({
      changeRequest: await spec.decide(
        deps,
        signedInActor(request),
        request.params.id,
        request.params.cid,
        noteOf(request.body),
      ),
    }),
  );
}

export const changeRequestRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/prompts/:id/changes',
    {
      config: { tier: 'user', keyScope: 'write', idempotency: 'replay' },
      schema: {
        operationId: 'proposePromptChange',
        tags,
        summary: "Propose a change to someone else's approved prompt, with a reason",
        description: `\`changes\` is the whole edited form, as PUT /prompts/:id takes it (start from the live version); it may keep or remove the prompt's files, not add new ones. Your own prompt is 403; a second open request for the same prompt is 409; past ${CHANGE_REQUESTS_PER_DAY} requests in 24 hours, 429.`,
        params: promptChangesParams,
        body: changeRequestBody,
        response: { 201: one, ...answerErrors, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const changeRequest = await proposeChange(
        deps,
        signedInActor(request),
        request.params.id,
        request.body,
      );
      // No GET of one request yet: the address names it, as the key and webhook routes do.
      return reply
        .code(201)
        .header('location', `/api/prompts/${request.params.id}/changes/${changeRequest._id}`)
        .send({ changeRequest });
    },
  );

  app.get(
    '/prompts/:id/changes',
    {
      config: { tier: 'user', keyScope: 'read' },
      schema: {
        operationId: 'listPromptChanges',
        tags,
        summary: "A prompt's change requests, open ones first",
        description:
          'Its owner and admins see every request; anyone else signed in sees their own. Open requests carry their diff against the live version.',
        params: promptChangesParams,
        response: { 200: many, ...signedInErrors },
      },
    },
    async (request) => ({
      changeRequests: await listPromptChanges(deps, signedInActor(request), request.params.id),
    }),
  );

  const answer = (spec: AnswerSpec) => answerRoute(app, deps, spec);
  answer({
    action: 'accept',
    operationId: 'acceptPromptChange',
    summary: 'Accept a change request (the owner or an admin): it becomes the next version',
    description:
      "An owner's acceptance makes a pending version, reviewed like their own edit (it replaces any pending one, which becomes superseded); an admin's is live at once. A request not open is 409.",
    takesNote: true,
    decide: acceptChange,
  });
  answer({
    action: 'decline',
    operationId: 'declinePromptChange',
    summary: 'Decline a change request (the owner or an admin), with an optional note',
    description: 'The proposer sees the note. A request not open is 409.',
    takesNote: true,
    decide: declineChange,
  });
  answer({
    action: 'withdraw',
    operationId: 'withdrawPromptChange',
    summary: 'Take back your own open change request',
    description: "Only its proposer; someone else's request is 404, one not open is 409.",
    takesNote: false,
    decide: withdrawChange,
  });

  app.get(
    '/users/me/change-requests',
    {
      config: { tier: 'user', keyScope: 'read' },
      schema: {
        operationId: 'listMyChangeRequests',
        tags,
        summary: "The signed-in member's change requests: to their prompts, or their own",
        description:
          '`box=incoming` (default): requests to your prompts; `box=outgoing`: the ones you sent. Open ones first, then the newest, at most 100.',
        querystring: changeRequestBoxQuery,
        response: { 200: many, ...signedInErrors },
      },
    },
    async (request) => ({
      changeRequests: await listMyChanges(deps, signedInActor(request), request.query.box),
    }),
  );
};
