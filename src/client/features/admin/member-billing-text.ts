/**
 * A member's subscription as an admin reads it on Manage Users (decision
 * 035): how it is paid, and the one date that matters next. The Status
 * column already says past due, canceled or unpaid; these lines say what
 * follows from it, in the third person (Settings speaks to the member).
 */
import type { SubscriptionView } from '../../../shared/user-views.ts';
import { FALLBACK_PLAN_ID } from '../../../shared/subscription-rules.ts';
import { planNameOf } from '../../lib/subscription-text.ts';

export function shortDate(date: Date | string): string {
  return new Date(date).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Monthly" or "Yearly" for a plan Stripe bills; null for Free or an admin's plan. */
export function billingIntervalLabel(subscription: SubscriptionView): string | null {
  if (subscription.interval === 'month') return 'Monthly';
  if (subscription.interval === 'year') return 'Yearly';
  return null;
}

/** The next thing that happens to the member's plan, or null when nothing will. */
export function memberBillingLine(subscription: SubscriptionView): string | null {
  const line = nextBillingLine(subscription);
  const pending = subscription.pendingUpgrade;
  if (!pending) return line;
  const waiting = `Upgrade to ${planNameOf(pending.planId)} ${pending.needsAction ? 'awaits confirmation' : 'awaits payment'}`;
  return line ? `${line}; ${waiting}` : waiting;
}

function nextBillingLine(subscription: SubscriptionView): string | null {
  const { status, interval, currentPeriodEnd, trialEnd, cancelAtPeriodEnd, graceUntil } =
    subscription;
  if (subscription.planId === FALLBACK_PLAN_ID) return null;
  switch (status) {
    case 'trialing':
      if (!trialEnd) return 'Trial, no card';
      return cancelAtPeriodEnd
        ? `Trial ends ${shortDate(trialEnd)}, then Free`
        : `Trial ends ${shortDate(trialEnd)}`;
    case 'past_due':
      return graceUntil
        ? `Payment failed; Free limits from ${shortDate(graceUntil)}`
        : 'Payment failed';
    case 'canceled':
    case 'unpaid':
      return 'Not paid for: Free limits apply';
    case 'active':
      if (interval === null) return 'Given by an admin';
      if (!currentPeriodEnd) return null;
      if (cancelAtPeriodEnd) return `Changes to Free on ${shortDate(currentPeriodEnd)}`;
      if (subscription.scheduledChange) {
        const { planId, at } = subscription.scheduledChange;
        return `Changes to ${planNameOf(planId)} on ${shortDate(at)}`;
      }
      return `Renews ${shortDate(currentPeriodEnd)}`;
  }
}
