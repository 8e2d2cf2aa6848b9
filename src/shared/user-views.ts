/**
 * What both doors return for a user and the plans, written once (see
 * prompt-views.ts): never a password hash, never a session.
 */
import { z } from 'zod';
import { isoDate } from './iso-date.ts';
import { ACCOUNT_STATUSES, SUBSCRIPTION_STATUSES, USER_ROLES } from './prompt-fields.ts';

export const userView = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable().describe('A path on this server, or null'),
  role: z.enum(USER_ROLES),
  subscriptionPlan: z.string(),
  status: z.enum(ACCOUNT_STATUSES).describe('The account: a disabled one cannot sign in'),
  subscriptionStatus: z
    .enum(SUBSCRIPTION_STATUSES)
    .describe("'disabled' while the account is disabled, else the subscription's state"),
  hasPassword: z
    .boolean()
    .describe('True when a password is set (Google-only accounts may set a first one)'),
  createdAt: isoDate,
});
export type UserView = z.infer<typeof userView>;

/** What saving a profile returns, on both doors. */
export const profileUpdate = z.object({
  user: userView,
  otherSessionsEnded: z
    .number()
    .int()
    .describe('Sessions on other devices that a password change ended'),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

export const planView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().describe('Per interval, in US dollars'),
  yearlyPrice: z.number(),
  interval: z.string(),
  features: z.array(z.object({ name: z.string(), included: z.boolean() })),
  monthlyGenerations: z.number().int().nullable().describe('Null means unlimited'),
  monthlySubmissions: z.number().int().nullable().describe('Null means unlimited'),
});
export type PlanView = z.infer<typeof planView>;

/** What the sign-in screen needs to know about this deployment. */
export const signInOptions = z.object({
  passwordSignIn: z.boolean(),
  googleSignIn: z.boolean(),
});
export type SignInOptions = z.infer<typeof signInOptions>;
