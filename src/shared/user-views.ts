/**
 * What both doors return for a user and the plans, written once (see
 * prompt-views.ts): never a password hash, never a session.
 */
import { z } from 'zod';
import { isoDate } from './iso-date.ts';
import { ACCOUNT_STATUSES, SUBSCRIPTION_STATUSES, USER_ROLES } from './prompt-fields.ts';
import { BILLING_INTERVALS, PLAN_STEPS } from './plan-steps.ts';
import { PLAN_MODES, PLAN_REQUEST_STATUSES, SUBSCRIPTION_STATES } from './subscription-rules.ts';

/** The member's subscription (decision 032); a member who never chose one is on Free, active. */
export const subscriptionView = z.object({
  planId: z.string(),
  status: z.enum(SUBSCRIPTION_STATES),
  currentPeriodEnd: isoDate.nullable().describe('When the paid period ends; null when none'),
  trialEnd: isoDate.nullable(),
  cancelAtPeriodEnd: z.boolean().describe('True when it ends (to Free) at currentPeriodEnd'),
  graceUntil: isoDate
    .nullable()
    .describe("While past_due: until when the plan's limits still apply, then Free's"),
  interval: z
    .string()
    .nullable()
    .describe("'month' or 'year' for a subscription paid through Stripe; null otherwise"),
  scheduledChange: z
    .object({
      planId: z.string(),
      interval: z.string().nullable(),
      at: isoDate,
    })
    .nullable()
    .describe(
      'Stripe mode: a smaller paid plan chosen in Manage billing, which starts at `at` (the period end)',
    ),
  pendingUpgrade: z
    .object({
      planId: z.string(),
      interval: z.string().nullable(),
      expiresAt: isoDate.describe('Stripe drops the upgrade if it is not paid by then'),
      needsAction: z
        .boolean()
        .describe('True when the bank asks the member to confirm the payment (3-D Secure)'),
      invoiceUrl: z
        .string()
        .nullable()
        .describe("The upgrade's invoice on Stripe, where it can be paid or confirmed"),
    })
    .nullable()
    .describe('Stripe mode: an upgrade that waits for its payment; the plan has not changed'),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;

export const userView = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z
    .boolean()
    .describe(
      'True once the address is proven: by its link, by Google, or made before verification',
    ),
  avatar: z.string().nullable().describe('A path on this server, or null'),
  role: z.enum(USER_ROLES),
  subscriptionPlan: z.string().describe("The subscription's plan (subscription.planId)"),
  subscription: subscriptionView,
  status: z.enum(ACCOUNT_STATUSES).describe('The account: a disabled one cannot sign in'),
  subscriptionStatus: z
    .enum(SUBSCRIPTION_STATUSES)
    .describe(
      "'disabled' while the account is disabled, 'active' for an active or trialing subscription, else its status",
    ),
  hasPassword: z
    .boolean()
    .describe('True when a password is set (Google-only accounts may set a first one)'),
  mailRefused: z
    .boolean()
    .describe(
      'True when the mail server refused the address for good: nothing is mailed to it until the member asks to try again',
    ),
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
  monthlyApiCalls: z
    .number()
    .int()
    .nullable()
    .describe("Calls a month with the member's API keys; null means unlimited"),
  maxPrivatePrompts: z
    .number()
    .int()
    .nullable()
    .describe('Private prompts a member may keep at once; null means unlimited'),
});
export type PlanView = z.infer<typeof planView>;

/** What choosing a plan answers: the member as now, or Stripe Checkout to pay first. */
export const subscribeOutcome = z.union([
  z.object({ user: userView }),
  z.object({
    checkoutUrl: z
      .string()
      .describe("Stripe Checkout's address; the plan changes once Stripe confirms (webhook)"),
  }),
]);
export type SubscribeOutcome = z.infer<typeof subscribeOutcome>;

/** Stripe mode: what a plan change would do and cost, shown before the member confirms. */
export const planChangePreview = z.object({
  step: z.enum(PLAN_STEPS),
  planId: z.string(),
  planName: z.string(),
  interval: z.enum(BILLING_INTERVALS),
  amountDueCents: z
    .number()
    .int()
    .nullable()
    .describe("Charged now (an upgrade's prorated difference from Stripe); null when nothing is"),
  currency: z.string(),
  prorationDate: z
    .number()
    .int()
    .nullable()
    .describe('Send it back with the change so the charge is the one shown'),
  trialDays: z.number().int().nullable(),
  effectiveAt: isoDate.nullable().describe('When a change to Free takes effect'),
  reason: z.string().nullable().describe('Why this change is not made here, if it is not'),
});
export type PlanChangePreview = z.infer<typeof planChangePreview>;

/** What the sign-in screen needs to know about this deployment. */
export const signInOptions = z.object({
  passwordSignIn: z.boolean(),
  googleSignIn: z.boolean(),
  /** The hub mails reset links (SMTP_URL); without, an admin makes them. */
  mail: z.boolean(),
});
export type SignInOptions = z.infer<typeof signInOptions>;

/** A member's request for a plan, which an admin answers (self-hosted hubs). */
export const planRequestView = z.object({
  _id: z.string(),
  planId: z.string(),
  planName: z.string(),
  note: z.string(),
  status: z.enum(PLAN_REQUEST_STATUSES),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
});
export type PlanRequestView = z.infer<typeof planRequestView>;

/** How this hub hands out plans, and the member's open request if any. */
export const planChoiceView = z.object({
  mode: z
    .enum(PLAN_MODES)
    .describe(
      "'admin': paid plans are set by an admin on request; 'self-serve': any plan may be chosen; 'stripe': paid plans are bought through Stripe",
    ),
  planRequest: planRequestView
    .nullable()
    .describe("The caller's open request; null when none or signed out"),
  trialAvailable: z
    .boolean()
    .describe("Stripe mode: the caller may still start Pro's free trial (once per member)"),
});
export type PlanChoiceView = z.infer<typeof planChoiceView>;
