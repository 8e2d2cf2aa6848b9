/** Input schemas of the account doors (tRPC and REST parse with these). */
import { z } from 'zod';

import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_PLAN_ID_LENGTH,
  MAX_PLAN_REQUEST_NOTE_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './account-limits.ts';
import { BILLING_INTERVALS } from './plan-steps.ts';
import { text } from './text-input.ts';

const email = text({ max: MAX_EMAIL_LENGTH }).pipe(
  z.email({ error: 'must be a valid email address' }),
);

// Passwords keep their spaces: they are secrets, compared exactly.
const newPassword = text({ min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH, trim: false });
const password = text({ max: MAX_PASSWORD_LENGTH, trim: false });

const name = text({ max: MAX_NAME_LENGTH });

export const registerInput = z.object({ name, email, password: newPassword });

export const loginInput = z.object({ email, password });

export const googleTokenInput = z.object({ token: text({ max: 8_000 }) });

export const updateProfileInput = z
  .object({
    name: name.optional(),
    currentPassword: text({ max: MAX_PASSWORD_LENGTH, min: 0, trim: false }).optional(),
    newPassword: newPassword.optional(),
  })
  .refine((value) => !value.currentPassword || value.newPassword, {
    message: 'is required to change the password',
    path: ['newPassword'],
  });

export const subscribeInput = z.object({
  planId: text({ max: MAX_PLAN_ID_LENGTH }),
  interval: z
    .enum(BILLING_INTERVALS)
    .optional()
    .describe('Stripe mode: pay monthly (the default) or yearly; ignored otherwise'),
  prorationDate: z
    .number()
    .int()
    .positive()
    .max(4_102_444_800)
    .optional()
    .describe(
      'Stripe mode, an upgrade: the prorationDate of the preview shown, so the charge matches it',
    ),
});
export type SubscribeInput = z.infer<typeof subscribeInput>;

/** Stripe mode: what a plan change would do and cost, before the member confirms it. */
export const planChangePreviewInput = z.object({
  planId: text({ max: MAX_PLAN_ID_LENGTH }),
  interval: z.enum(BILLING_INTERVALS).optional(),
});

/** A member asks the admins for a plan, with an optional note. */
export const planRequestInput = z.object({
  planId: text({ max: MAX_PLAN_ID_LENGTH }),
  note: text({ max: MAX_PLAN_REQUEST_NOTE_LENGTH, min: 0, multiline: true }).optional(),
});
export type PlanRequestInput = z.infer<typeof planRequestInput>;

export const forgotPasswordInput = z.object({ email });

/** A token from a mailed link: 43 base64url characters; anything far longer is not one. */
const linkToken = text({ max: 200 });

export const resetPasswordInput = z.object({ token: linkToken, newPassword });

export const verifyEmailInput = z.object({ token: linkToken });
