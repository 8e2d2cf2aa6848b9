/**
 * Writing what Stripe says about a subscription into the member's row
 * (decision 035): the only way a plan changes in Stripe mode. The caller
 * passes the subscription as Stripe holds it now (fetched, not the event's
 * copy), so events arriving twice or out of order all lead to the same row.
 */
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import {
  FALLBACK_PLAN_ID,
  graceEndFrom,
  type SubscriptionState,
} from '../../../shared/subscription-rules.ts';
import type { StripeBilling } from '../../billing/stripe-billing.ts';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { ChangesAhead } from './stripe-changes-ahead.ts';
import { lockMember, NO_STRIPE_CHANGES } from './subscription-writes.ts';

export const STRIPE_PROVIDER = 'stripe';

const LIVE_STATES: readonly SubscriptionState[] = ['active', 'trialing', 'past_due'];

export function isLive(status: SubscriptionState): boolean {
  return LIVE_STATES.includes(status);
}

/**
 * Stripe's states in ours. `incomplete` (the first payment not made yet)
 * changes nothing; `incomplete_expired` never started; `paused` (a trial
 * ended without a card, where the dashboard pauses instead of cancelling)
 * earns no plan, like unpaid.
 */
function stateOf(status: Stripe.Subscription.Status): SubscriptionState | null {
  switch (status) {
    case 'active':
      return 'active';
    case 'trialing':
      return 'trialing';
    case 'past_due':
      return 'past_due';
    case 'canceled':
      return 'canceled';
    case 'unpaid':
      return 'unpaid';
    case 'incomplete_expired':
      return 'canceled';
    case 'paused':
      return 'unpaid';
    default:
      // 'incomplete', or a state newer than this code: no plan change.
      return null;
  }
}

function idOf(value: string | { id: string }): string {
  return typeof value === 'string' ? value : value.id;
}

function dateOf(seconds: number | null | undefined): Date | null {
  return seconds ? new Date(seconds * 1000) : null;
}

export async function findMemberByCustomer(db: Database, customerId: string) {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, STRIPE_PROVIDER),
        eq(subscriptions.providerCustomerId, customerId),
      ),
    );
  return row?.userId ?? null;
}

export async function readStripeRow(db: Database, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

export interface SyncOutcome {
  /** Whether the row now follows this subscription. */
  applied: boolean;
  /** A live subscription the member had before, which this one replaces: cancel it at Stripe. */
  replaced: string | null;
  /** The row as written, when applied: whom to tell what (billing-notices.ts). */
  written: {
    userId: string;
    planId: string;
    status: SubscriptionState;
    trialEnd: Date | null;
    graceUntil: Date | null;
    /** The subscription went past_due just now: a payment failed. */
    pastDueBegan: boolean;
  } | null;
}

const IGNORED: SyncOutcome = { applied: false, replaced: null, written: null };

/**
 * Applies the subscription to its customer's member, in the caller's
 * transaction. A member follows one subscription: a new live one (a paid
 * plan bought during a trial) takes over, and an old one's later news is
 * ignored so it cannot undo the newer.
 */
export async function applyStripeSubscription(
  tx: Database,
  billing: StripeBilling,
  log: ServiceLogger,
  subscription: Stripe.Subscription,
  now: Date,
  changes: ChangesAhead = NO_STRIPE_CHANGES,
): Promise<SyncOutcome> {
  const customerId = idOf(subscription.customer);
  const userId = await findMemberByCustomer(tx, customerId);
  const item = subscription.items.data[0];
  const sold = item ? billing.planOfPrice(item.price.id) : null;
  const status = stateOf(subscription.status);
  if (!userId || !item || !sold || !status) {
    log.warn(
      { subscription: subscription.id, status: subscription.status, known: Boolean(userId) },
      'Stripe subscription ignored: no member, no price of ours, or not started',
    );
    return IGNORED;
  }
  await lockMember(tx, userId);
  const row = await readStripeRow(tx, userId);
  const followed = row?.providerSubscriptionId ?? null;
  // A paid plan in force, Stripe's (billed: an interval) or an admin's.
  const holdsPlan = row !== null && isLive(row.status) && row.planId !== FALLBACK_PLAN_ID;
  const followedIsLive = holdsPlan && row.billingInterval !== null && followed !== null;
  const followsThis = followedIsLive && followed === subscription.id;
  // An ended subscription never undoes a newer one, nor a plan an admin gave since.
  if (holdsPlan && !followsThis && !isLive(status)) return IGNORED;
  const samePastDue = row?.status === 'past_due' && followed === subscription.id;
  const trialStart = dateOf(subscription.trial_start);
  const fields = {
    planId: sold.planId,
    status,
    currentPeriodEnd: dateOf(item.current_period_end),
    trialEnd: dateOf(subscription.trial_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    // The grace runs from when the app first heard of the failed payment, once.
    graceUntil: status === 'past_due' ? (samePastDue ? row.graceUntil : graceEndFrom(now)) : null,
    provider: STRIPE_PROVIDER,
    providerCustomerId: customerId,
    providerSubscriptionId: subscription.id,
    billingInterval: sold.interval,
    trialStartedAt: row?.trialStartedAt ?? trialStart,
    // A scheduled downgrade or a pending upgrade belongs to a live subscription only.
    ...(isLive(status) ? changes : NO_STRIPE_CHANGES),
    updatedAt: now,
  };
  await tx
    .insert(subscriptions)
    .values({ userId, ...fields, createdAt: now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: fields });
  const replaced = followedIsLive && followed !== subscription.id ? followed : null;
  const written = {
    userId,
    planId: fields.planId,
    status,
    trialEnd: fields.trialEnd,
    graceUntil: fields.graceUntil,
    pastDueBegan: status === 'past_due' && !samePastDue,
  };
  return { applied: true, replaced, written };
}
