/**
 * How a subscription reads on Settings and Pricing (decision 032): its
 * state in a word, and the one date that matters next, so both screens
 * say the same thing.
 */
import type { SubscriptionView } from '../../shared/user-views.ts';

export const SUBSCRIPTION_STATE_LABELS: Record<SubscriptionView['status'], string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
};

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
  if (currentPeriodEnd) return `Renews on ${longDate(currentPeriodEnd)}.`;
  return null;
}
