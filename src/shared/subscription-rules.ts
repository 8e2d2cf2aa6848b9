/**
 * Which plan's limits a subscription earns (decision 032), written once
 * for the server's quotas (as SQL, effective-plan.ts mirrors it) and the
 * screens (to say which limits apply now). Plain data, no zod.
 */

export const SUBSCRIPTION_STATES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const PLAN_REQUEST_STATUSES = ['open', 'approved', 'declined', 'withdrawn'] as const;
export type PlanRequestStatus = (typeof PLAN_REQUEST_STATUSES)[number];

/** The plan everyone falls back to: no subscription, or one that stopped paying. */
export const FALLBACK_PLAN_ID = 'free';

/** Pro's free trial in Stripe mode: no card asked for, Free's limits after it unless paid. */
export const TRIAL_DAYS = 14;
export const TRIAL_PLAN_ID = 'pro';

/** How long a past_due subscription keeps its plan before Free's limits apply. */
export const PAST_DUE_GRACE_DAYS = 7;

/**
 * How members reach a paid plan on this hub: 'admin' (self-hosted, the
 * default: an admin sets it, members ask), 'self-serve' (PLANS_SELF_SERVE:
 * every plan free to choose) or 'stripe' (STRIPE_SECRET_KEY: paid through
 * Stripe Checkout, decision 035).
 */
export const PLAN_MODES = ['admin', 'self-serve', 'stripe'] as const;
export type PlanMode = (typeof PLAN_MODES)[number];

export interface SubscriptionFacts {
  planId: string;
  status: SubscriptionState;
  graceUntil: Date | null;
}

/** The plan whose limits apply now: the subscription's, or Free's once it stopped paying. */
export function effectivePlanId(subscription: SubscriptionFacts | null, now: Date): string {
  if (!subscription) return FALLBACK_PLAN_ID;
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return subscription.planId;
    case 'past_due':
      return subscription.graceUntil !== null && subscription.graceUntil > now
        ? subscription.planId
        : FALLBACK_PLAN_ID;
    case 'canceled':
    case 'unpaid':
      return FALLBACK_PLAN_ID;
  }
}

/** The end of the grace a subscription turning past_due at `since` gets. */
export function graceEndFrom(since: Date): Date {
  return new Date(since.getTime() + PAST_DUE_GRACE_DAYS * 24 * 60 * 60 * 1000);
}
