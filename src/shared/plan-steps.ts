/**
 * What choosing a plan does in Stripe mode (decision 035), written once for
 * the server (which acts on it) and the screens (which label the buttons
 * and the confirmation with it). Plain data, no zod.
 */
import { PLANS } from './plans.ts';
import { FALLBACK_PLAN_ID, type SubscriptionState, TRIAL_PLAN_ID } from './subscription-rules.ts';

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const PLAN_STEPS = [
  'current',
  'free-now',
  'cancel',
  'resume',
  'checkout',
  'trial',
  'upgrade',
  'portal',
  'fix-payment',
  'admin-given',
] as const;

export type PlanStep =
  /** Nothing to do: the member is on it (or already changing to Free). */
  | 'current'
  /** To Free at once: the member's plan was not bought through Stripe. */
  | 'free-now'
  /** To Free at the end of the paid period (the subscription is set to cancel then). */
  | 'cancel'
  /** Undo a cancellation that has not happened yet. */
  | 'resume'
  /** Stripe Checkout for a new subscription (with Pro's trial when offered). */
  | 'checkout'
  | 'trial'
  /** A bigger plan or a year instead of a month: at once, the difference charged prorated. */
  | 'upgrade'
  /** A smaller paid plan: in the Customer Portal, from the end of the period. */
  | 'portal'
  /** A failed payment comes first: fix the card in the Customer Portal. */
  | 'fix-payment'
  /** The plan was given by an admin (Enterprise by invoice): the admin changes it. */
  | 'admin-given';

export interface CurrentSubscription {
  planId: string;
  status: SubscriptionState;
  /** Set only for a subscription Stripe bills. */
  interval: string | null;
  cancelAtPeriodEnd: boolean;
}

const LIVE: readonly SubscriptionState[] = ['active', 'trialing', 'past_due'];

function rankOf(planId: string): number {
  return PLANS.find((plan) => plan.id === planId)?.sortOrder ?? -1;
}

function toFree(current: CurrentSubscription, billedByStripe: boolean, live: boolean): PlanStep {
  if (!live || current.planId === FALLBACK_PLAN_ID) return 'current';
  if (!billedByStripe) return 'free-now';
  return current.cancelAtPeriodEnd ? 'current' : 'cancel';
}

export function stripePlanStep(
  current: CurrentSubscription,
  target: { planId: string; interval: BillingInterval },
  trialAvailable: boolean,
): PlanStep {
  const live = LIVE.includes(current.status);
  const billedByStripe = live && current.interval !== null;
  if (target.planId === FALLBACK_PLAN_ID) return toFree(current, billedByStripe, live);
  if (!billedByStripe) {
    if (live && current.planId !== FALLBACK_PLAN_ID) return 'admin-given';
    return target.planId === TRIAL_PLAN_ID && trialAvailable ? 'trial' : 'checkout';
  }
  if (current.status === 'past_due') return 'fix-payment';
  const samePlan = current.planId === target.planId;
  if (samePlan && current.interval === target.interval)
    return current.cancelAtPeriodEnd ? 'resume' : 'current';
  // A trial has no card to charge a difference to: the new plan is bought in Checkout.
  if (current.status === 'trialing') return 'checkout';
  const bigger = rankOf(target.planId) > rankOf(current.planId);
  if (bigger || (samePlan && target.interval === 'year')) return 'upgrade';
  return 'portal';
}
