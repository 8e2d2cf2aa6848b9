/** REST door of the admin screens (API.md "admin" paths): moderation and user management. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdInput,
  adminPromptListInput,
  adminUserListInput,
  promptStatusBody,
  userPlanBody,
  userRoleBody,
  userStatusBody,
} from '../../shared/admin-inputs.ts';
import { declinePlanRequest, setMemberPlan } from '../services/admin/member-plans.ts';
import { adminPromptPage, adminUserView, userPage } from '../../shared/admin-views.ts';
import { adminVersionParams, versionDecisionBody } from '../../shared/prompt-version-inputs.ts';
import { promptView } from '../../shared/prompt-views.ts';
import { decideVersion } from '../services/admin/version-moderation.ts';
import { listPromptsForAdmin } from '../services/admin/admin-prompt-list.ts';
import { changePromptStatus, deletePromptAsAdmin } from '../services/admin/prompt-moderation.ts';
import {
  deleteUserAsAdmin,
  listUsersForAdmin,
  setUserRole,
  setUserStatus,
} from '../services/admin/user-management.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { errorSchema, signedInErrors } from './rest-schemas.ts';
import { signedInActor } from './rest-tiers.ts';
import { makeMemberResetLink } from '../services/admin/member-reset-link.ts';

const tags = ['Admin'];
const errors = { ...signedInErrors, 409: errorSchema };
const userResponse = z.object({ user: adminUserView });
const noContent = { 204: z.null().describe('Done') };

export const adminRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/prompts',
    {
      config: { tier: 'admin' },
      schema: {
        operationId: 'adminListPrompts',
        tags,
        summary: 'Every prompt, in any status (the pending queue oldest first)',
        querystring: adminPromptListInput,
        response: {
          200: adminPromptPage,
          ...signedInErrors,
        },
      },
    },
    async (request) => listPromptsForAdmin(deps, signedInActor(request), request.query),
  );

  app.put(
    '/admin/prompts/:id/status',
    {
      config: { tier: 'admin' },
      schema: {
        operationId: 'adminSetPromptStatus',
        tags,
        summary: 'Approve, reject, disable or enable a prompt',
        description:
          'pending → approved or rejected; approved → disabled; disabled → approved. Any other move is 409. The reason of a rejection or disabling is shown to the author.',
        params: adminIdInput,
        body: promptStatusBody,
        response: { 200: z.object({ prompt: promptView }), ...errors },
      },
    },
    async (request) => ({
      prompt: await changePromptStatus(deps, signedInActor(request), {
        ...request.body,
        id: request.params.id,
      }),
    }),
  );

  app.put(
    '/admin/prompts/:id/versions/:n/status',
    {
      config: { tier: 'admin' },
      schema: {
        operationId: 'adminDecidePromptVersion',
        tags,
        summary: 'Approve or reject a pending version of a prompt',
        description:
          'Approving makes the version live at once (the library, the page and search serve it); rejecting keeps the live one, and the owner reads the reason. A version not pending is 409.',
        params: adminVersionParams,
        body: versionDecisionBody,
        response: { 200: z.object({ prompt: promptView }), ...errors },
      },
    },
    async (request) => ({
      prompt: await decideVersion(
        deps,
        signedInActor(request),
        request.params.id,
        request.params.n,
        request.body,
      ),
    }),
  );

  app.delete(
    '/admin/prompts/:id',
    {
      config: { tier: 'admin' },
      schema: {
        operationId: 'adminDeletePrompt',
        tags,
        summary: 'Delete a prompt with its files, likes and saves',
        params: adminIdInput,
        response: { ...noContent, ...signedInErrors },
      },
    },
    async (request, reply) => {
      await deletePromptAsAdmin(deps, signedInActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/users',
    {
      config: { tier: 'admin' },
      schema: {
        operationId: 'adminListUsers',
        tags,
        summary: 'Members, newest first, filtered by role, status and name or email',
        querystring: adminUserListInput,
        response: { 200: userPage, ...signedInErrors },
      },
    },
    async (request) => listUsersForAdmin(deps, request.query),
  );

  app.put(
    '/admin/users/:id/role',
    {
      config: { tier: 'admin' },
      schema: {
        operationId: 'adminSetUserRole',
        tags,
        summary: "Change a member's role (409 when it would leave no active admin)",
        params: adminIdInput,
        body: userRoleBody,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => ({
      user: await setUserRole(deps, signedInActor(request), {
        id: request.params.id,
        role: request.body.role,
      }),
    }),
  );

  app.put(
    '/admin/users/:id/status',
    {
      config: { tier: 'admin' },
      schema: {
        operationId: 'adminSetUserStatus',
        tags,
        summary:
          'Enable or disable an account; its sessions are refused (403) while disabled, ended on enabling',
        params: adminIdInput,
        body: userStatusBody,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => ({
      user: await setUserStatus(deps, signedInActor(request), {
        id: request.params.id,
        status: request.body.status,
      }),
    }),
  );

  app.post(
    '/admin/users/:id/reset-link',
    {
      config: { tier: 'admin', keyScope: 'session-only', idempotency: 'secret' },
      schema: {
        operationId: 'adminMakeResetLink',
        tags,
        summary:
          'Make a one-hour password reset link for a member, shown once (409 when the hub sends mail)',
        params: adminIdInput,
        response: { 201: z.object({ url: z.string() }), ...errors, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const link = await makeMemberResetLink(deps, signedInActor(request), request.params.id);
      // The link itself is the secret: the address names the member's link, for a retry's 409.
      return reply
        .code(201)
        .header('location', `/api/admin/users/${request.params.id}/reset-link`)
        .send(link);
    },
  );

  app.delete(
    '/admin/users/:id',
    {
      config: { tier: 'admin' },
      schema: {
        operationId: 'adminDeleteUser',
        tags,
        summary: 'Delete an account with its prompts, files, likes, saves and sessions',
        params: adminIdInput,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await deleteUserAsAdmin(deps, signedInActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/admin/users/:id/plan',
    {
      config: { tier: 'admin' },
      schema: {
        operationId: 'adminSetUserPlan',
        tags,
        summary:
          "Set a member's plan, active at once (audit-logged with the reason); answers any open plan request",
        params: adminIdInput,
        body: userPlanBody,
        response: { 200: userResponse, ...errors },
      },
    },
    async (request) => ({
      user: await setMemberPlan(deps, signedInActor(request), {
        id: request.params.id,
        ...request.body,
      }),
    }),
  );

  app.delete(
    '/admin/users/:id/plan-request',
    {
      config: { tier: 'admin' },
      schema: {
        operationId: 'adminDeclinePlanRequest',
        tags,
        summary: "Decline a member's open plan request (404 when there is none)",
        params: adminIdInput,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await declinePlanRequest(deps, signedInActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
