/**
 * REST door of the mailed account links (API.md "Mail and notifications"):
 * forgotten passwords and address verification, a few lines each onto the
 * services (decisions 040 and 041).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordInput,
  resetPasswordInput,
  verifyEmailInput,
} from '../../shared/account-inputs.ts';
import { userView } from '../../shared/user-views.ts';
import { resendVerification, verifyEmail } from '../services/accounts/email-verification.ts';
import { requestPasswordReset, resetPassword } from '../services/accounts/password-recovery.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { clientInfo } from './client-info.ts';
import { commonErrors, errorSchema, signedInErrors, signedInSchema } from './rest-schemas.ts';
import { signedInActor } from './rest-tiers.ts';

const tags = ['Users'];
const accepted = z.object({ ok: z.literal(true) });

export const accountLinkRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/users/password/forgot',
    {
      config: { tier: 'public', keyScope: 'session-only' },
      schema: {
        operationId: 'forgotPassword',
        tags,
        summary:
          'Mail a one-hour password reset link; answers 202 whether or not the address has an account',
        body: forgotPasswordInput,
        response: { 202: accepted, ...commonErrors, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body, clientInfo(request));
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.post(
    '/users/password/reset',
    {
      config: { tier: 'public', keyScope: 'session-only' },
      schema: {
        operationId: 'resetPassword',
        tags,
        summary:
          "Set a new password with a reset link's token; ends every session and signs in (403 if disabled)",
        body: resetPasswordInput,
        response: { 200: signedInSchema, ...commonErrors, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request) => resetPassword(deps, request.body, clientInfo(request)),
  );

  app.post(
    '/users/email/verify',
    {
      config: { tier: 'public', keyScope: 'session-only' },
      schema: {
        operationId: 'verifyEmail',
        tags,
        summary:
          "Confirm an address with a verification link's token (single use, 24 hours); 400 for a used, expired or unknown one",
        body: verifyEmailInput,
        response: { 200: z.object({ user: userView }), ...commonErrors, 429: errorSchema },
      },
    },
    async (request) => ({ user: await verifyEmail(deps, request.body) }),
  );

  app.post(
    '/users/email/resend',
    {
      config: { tier: 'user', keyScope: 'session-only' },
      schema: {
        operationId: 'resendVerificationEmail',
        tags,
        summary:
          'Mail the signed-in member a new verification link (3 an hour); 409 when verified already or the hub sends no mail',
        response: { 202: accepted, ...signedInErrors, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await resendVerification(deps, signedInActor(request));
      return reply.code(202).send({ ok: true as const });
    },
  );
};
