/** REST door of accounts (API.md "users" paths): a few lines each onto the services. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '../../shared/text-input.ts';
import {
  loginInput,
  planRequestInput,
  registerInput,
  subscribeInput,
  updateProfileInput,
} from '../../shared/account-inputs.ts';
import {
  deleteOwnAccount,
  getCurrentUser,
  updateProfile,
} from '../services/accounts/account-profile.ts';
import { registerWithPassword, signInWithPassword } from '../services/accounts/account-sign-in.ts';
import { MAX_AVATAR_BYTES } from '../../shared/account-limits.ts';
import { myPrompts } from '../../shared/prompt-views.ts';
import { PLAN_MODES } from '../../shared/subscription-rules.ts';
import {
  planRequestView,
  planView,
  profileUpdate,
  subscribeOutcome,
  userView,
} from '../../shared/user-views.ts';
import type { Env } from '../env.ts';
import { publicOrigin } from '../http/request-origin.ts';
import { decodeImageDataUrl, pictureTooHeavy, setAvatar } from '../services/accounts/avatars.ts';
import { requestPlan, withdrawPlanRequest } from '../services/accounts/plan-requests.ts';
import { listPlans, subscribeToPlan } from '../services/accounts/plans.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { listMyPrompts } from '../services/library/user-prompts.ts';
import { AppError } from '../errors.ts';
import { clientInfo } from './client-info.ts';
import {
  commonErrors,
  errorSchema,
  fileUploadBody,
  signedInErrors,
  signedInSchema,
} from './rest-schemas.ts';
import { signedInActor } from './rest-tiers.ts';

const tags = ['Users'];
const userResponse = z.object({ user: userView });
// Room for an avatar sent as a data URL (2 MB of image is about 2.7 MB of base64).
// The avatar field may fill the whole body, so any picture too large is a 413, never a 400.
const PROFILE_BODY_LIMIT = 4 * 1024 * 1024;

export const userRoutes: FastifyPluginAsyncZod<{
  deps: ServiceDeps;
  env: Env;
}> = async (app, { deps, env }) => {
  app.post(
    '/users/register',
    {
      config: { tier: 'public', keyScope: 'session-only', rateLimitFields: 'always' },
      schema: {
        operationId: 'register',
        tags,
        summary: 'Create an account with email and password',
        body: registerInput,
        response: {
          201: signedInSchema,
          ...commonErrors,
          403: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const signedIn = await registerWithPassword(deps, request.body, clientInfo(request, reply));
      return reply.code(201).header('location', '/api/users/me').send(signedIn);
    },
  );

  app.post(
    '/users/login',
    {
      config: { tier: 'public', keyScope: 'session-only', rateLimitFields: 'refusals' },
      schema: {
        operationId: 'login',
        tags,
        summary: 'Sign in with email and password',
        body: loginInput,
        response: { 200: signedInSchema, ...signedInErrors, 429: errorSchema },
      },
    },
    async (request) => signInWithPassword(deps, request.body, clientInfo(request)),
  );

  app.get(
    '/users/me',
    {
      config: { tier: 'user', keyScope: 'read', caching: 'private' },
      schema: {
        operationId: 'getCurrentUser',
        tags,
        summary: 'The signed-in user',
        response: { 200: userResponse, ...signedInErrors },
      },
    },
    async (request) => ({ user: await getCurrentUser(deps, signedInActor(request)) }),
  );

  app.put(
    '/users/me',
    {
      config: { tier: 'user', keyScope: 'write' },
      bodyLimit: PROFILE_BODY_LIMIT,
      schema: {
        operationId: 'updateCurrentUser',
        tags,
        summary: 'Change name, avatar (data URL) or password',
        body: updateProfileInput.and(
          z.object({ avatar: text({ max: PROFILE_BODY_LIMIT, min: 0 }).optional() }),
        ),
        response: {
          200: profileUpdate,
          ...signedInErrors,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request) => {
      const actor = signedInActor(request);
      const { avatar, ...changes } = request.body;
      const picture = avatar ? decodeImageDataUrl(avatar) : undefined;
      return updateProfile(deps, actor, { ...changes, avatar: picture });
    },
  );

  app.post(
    '/users/me/avatar',
    {
      // Not queued as a whole: its body is read by the handler, and a slow
      // one would hold a database slot for its whole transfer. The picture
      // is stored in a slot of its own once it has arrived.
      config: { tier: 'user', keyScope: 'write', admission: 'steps' },
      schema: {
        operationId: 'uploadAvatar',
        tags,
        summary:
          'Upload a profile picture (multipart, field "file"; PNG, JPEG, WebP or GIF up to 2 MB)',
        documentedBody: { 'multipart/form-data': fileUploadBody },
        response: { 200: userResponse, ...signedInErrors, 413: errorSchema, 415: errorSchema },
      },
    },
    async (request) => {
      const file = await request.file({ limits: { fileSize: MAX_AVATAR_BYTES, files: 1 } });
      if (!file)
        throw new AppError('BAD_REQUEST', 'Attach an image in the "file" field', {
          fields: { file: 'is required' },
        });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw pictureTooHeavy();
      }
      const actor = signedInActor(request);
      return { user: await request.slots.during(() => setAvatar(deps, actor, bytes)) };
    },
  );

  app.delete(
    '/users/me',
    {
      config: { tier: 'user', keyScope: 'session-only' },
      schema: {
        operationId: 'deleteCurrentUser',
        tags,
        summary: 'Delete the account and everything it owns',
        response: { 204: z.null(), ...signedInErrors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteOwnAccount(deps, signedInActor(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/prompts',
    {
      config: { tier: 'user', keyScope: 'read', caching: 'private' },
      schema: {
        operationId: 'listMyPrompts',
        tags,
        summary: 'Prompts the user saved, and prompts they created (every status)',
        response: {
          200: myPrompts,
          ...signedInErrors,
        },
      },
    },
    async (request) => listMyPrompts(deps, signedInActor(request)),
  );

  app.get(
    '/users/plans',
    {
      config: { tier: 'public', keyScope: 'read' },
      schema: {
        operationId: 'listPlans',
        tags: ['Plans'],
        summary: 'The plans, and how this hub hands them out',
        response: {
          200: z.object({
            plans: z.array(planView),
            mode: z
              .enum(PLAN_MODES)
              .describe(
                "'admin': paid plans are set by an admin (ask with POST /users/plan-request); 'self-serve': any plan may be chosen; 'stripe': paid plans are bought through Stripe Checkout",
              ),
          }),
          ...commonErrors,
        },
      },
    },
    async () => ({ plans: await listPlans(deps), mode: deps.plans.mode }),
  );

  app.post(
    '/users/subscribe',
    {
      config: { tier: 'user', keyScope: 'session-only', idempotency: 'replay' },
      schema: {
        operationId: 'subscribeToPlan',
        tags: ['Plans'],
        summary:
          'Switch to a plan: Free always; a paid plan through Stripe Checkout in Stripe mode ({ checkoutUrl }), at once where plans are self-serve, else 403 (ask an admin)',
        body: subscribeInput,
        response: {
          200: subscribeOutcome,
          ...signedInErrors,
          // Stripe mode: an upgrade's card was declined (nothing changed).
          402: errorSchema,
          409: errorSchema,
          502: errorSchema,
        },
      },
    },
    async (request) =>
      subscribeToPlan(deps, signedInActor(request), {
        ...request.body,
        origin: publicOrigin(env, request),
      }),
  );

  app.post(
    '/users/plan-request',
    {
      config: { tier: 'user', keyScope: 'session-only', idempotency: 'replay' },
      schema: {
        operationId: 'requestPlan',
        tags: ['Plans'],
        summary: 'Ask the admins for a paid plan (one open request at a time: 409 while one is)',
        body: planRequestInput,
        response: {
          201: z.object({ planRequest: planRequestView }),
          ...signedInErrors,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const planRequest = await requestPlan(deps, signedInActor(request), request.body);
      return reply.code(201).header('location', '/api/users/plan-request').send({ planRequest });
    },
  );

  app.delete(
    '/users/plan-request',
    {
      config: { tier: 'user', keyScope: 'session-only' },
      schema: {
        operationId: 'withdrawPlanRequest',
        tags: ['Plans'],
        summary: 'Withdraw my open plan request (404 when there is none)',
        response: { 204: z.null().describe('Withdrawn'), ...signedInErrors },
      },
    },
    async (request, reply) => {
      await withdrawPlanRequest(deps, signedInActor(request));
      return reply.code(204).send(null);
    },
  );
};
