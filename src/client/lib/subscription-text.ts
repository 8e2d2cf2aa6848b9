/**
 * How a subscription reads on Settings and Pricing (decision 032): its
 * state in a word, and the one date that matters next, so both screens
 * say the same thing.
 */
import { PLANS } from '../../shared/plans.ts';
import type { SubscriptionView } from '../../shared/user-views.ts';

export const SUBSCRIPTION_STATE_LABELS: Record<SubscriptionView['status'], string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
};

/** A plan's name from the shared plan definitions (its id for a plan they do not know). */
export function planNameOf(planId: string): string {
  return PLANS.find((plan) => plan.id === planId)?.name ?? planId;
}

export function longDate(date: Date | string): string {
  return new Date(date).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * While a payment is due: until when the plan's limits stay, or, once the
 * grace is over and Stripe is still retrying, since when Free's apply.
 */
export function graceSentence(graceUntil: Date | string, planName: string, now: Date): string {
  const date = longDate(graceUntil);
  return new Date(graceUntil) > now
    ? `${planName}'s limits stay until ${date}, then the Free plan's limits apply.`
    : `The Free plan's limits apply since ${date}, until the payment goes through.`;
}

/** The next thing that happens to this plan, or null when nothing is due. */
export function subscriptionNextStep(
  subscription: SubscriptionView,
  planName: string,
  now = new Date(),
): string | null {
  const { status, currentPeriodEnd, trialEnd, cancelAtPeriodEnd, graceUntil } = subscription;
  if (status === 'trialing' && trialEnd) return `Trial ends on ${longDate(trialEnd)}.`;
  if (status === 'past_due') {
    return graceUntil
      ? `The last payment failed. ${graceSentence(graceUntil, planName, now)}`
      : 'The last payment failed.';
  }
  if (status === 'unpaid' || status === 'canceled') {
    return `${planName} is no longer paid for: the Free plan's limits apply. Everything you made stays.`;
  }
  if (cancelAtPeriodEnd && currentPeriodEnd)
    return `Changes to Free on ${longDate(currentPeriodEnd)}.`;
  // A smaller plan chosen in Manage billing (Stripe schedules it for the period's end).
  const scheduled = subscription.scheduledChange;
  if (scheduled) return `Changes to ${planNameOf(scheduled.planId)} on ${longDate(scheduled.at)}.`;
  if (currentPeriodEnd) return `Renews on ${longDate(currentPeriodEnd)}.`;
  return null;
}

/**
 * An upgrade Stripe holds until it is paid (its pending update): declined,
 * the card needs changing; waiting for the bank, the member confirms it on
 * the invoice. Null when no upgrade is waiting.
 */
export function pendingUpgradeText(subscription: SubscriptionView): string | null {
  const pending = subscription.pendingUpgrade;
  if (!pending) return null;
  const name = planNameOf(pending.planId);
  return pending.needsAction
    ? `Your upgrade to ${name} is waiting for you to confirm the payment with your bank.`
    : `Your upgrade to ${name} is waiting for payment: update your card in Manage billing.`;
}
