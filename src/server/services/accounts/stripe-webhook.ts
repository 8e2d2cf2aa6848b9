/**
 * Stripe's webhook (decision 035): the signature checked with the official
 * package (a forged, missing or stale one is a 400), each event handled
 * once (its id stored in the transaction that applies it), and the
 * subscription it concerns fetched from Stripe as it is now, so the order
 * in which events arrive does not matter.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { type StripeBilling, WEBHOOK_TOLERANCE_SECONDS } from '../../billing/stripe-billing.ts';
import { stripeEvents } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import type { Database } from '../../db/client.ts';
import { notifyBilling } from '../notifications/billing-notices.ts';
import { applyStripeSubscription, type SyncOutcome } from './stripe-subscription-sync.ts';
import { requireStripe } from './stripe-calls.ts';
import { retrieveWithChanges } from './stripe-changes-ahead.ts';

export interface WebhookOutcome {
  received: true;
  /** True when this event had been handled before (a retry or a replay). */
  duplicate: boolean;
}

function verifiedEvent(billing: StripeBilling, body: Buffer, signature: string | undefined) {
  if (!signature) throw new AppError('BAD_REQUEST', 'The Stripe-Signature header is missing.');
  try {
    return billing.client.webhooks.constructEvent(
      body,
      signature,
      billing.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch {
    throw new AppError(
      'BAD_REQUEST',
      'The Stripe signature does not match this body, or is too old to accept.',
    );
  }
}

/** The subscription an event is about, if it is about one we follow. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.trial_will_end':
    case 'customer.subscription.pending_update_applied':
    case 'customer.subscription.pending_update_expired':
      return event.data.object.id;
    case 'subscription_schedule.created':
    case 'subscription_schedule.updated':
    case 'subscription_schedule.released':
    case 'subscription_schedule.canceled':
    case 'subscription_schedule.completed':
    case 'subscription_schedule.aborted': {
      // A released schedule no longer names its subscription, only the one it released.
      const schedule = event.data.object;
      const subscription = schedule.subscription ?? schedule.released_subscription;
      if (!subscription) return null;
      return typeof subscription === 'string' ? subscription : subscription.id;
    }
    // An upgrade left pending (declined, or awaiting 3-D Secure) may be told
    // only by its invoice: follow the invoice to its subscription.
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required': {
      const subscription = event.data.object.parent?.subscription_details?.subscription;
      if (!subscription) return null;
      return typeof subscription === 'string' ? subscription : subscription.id;
    }
    case 'checkout.session.completed': {
      const { subscription } = event.data.object;
      if (!subscription) return null;
      return typeof subscription === 'string' ? subscription : subscription.id;
    }
    default:
      return null;
  }
}

async function seenBefore(deps: ServiceDeps, eventId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, eventId));
  return row !== undefined;
}

export async function handleStripeWebhook(
  deps: ServiceDeps,
  body: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const billing = requireStripe(deps);
  const event = verifiedEvent(billing, body, signature);
  if (await seenBefore(deps, event.id)) return { received: true, duplicate: true };
  const subscriptionId = subscriptionIdOf(event);
  const fetched = subscriptionId ? await retrieveWithChanges(deps, billing, subscriptionId) : null;
  const outcome = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, createdAt: new Date(event.created * 1000) })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    // Another delivery of the same event got here first.
    if (!fresh) return null;
    if (!fetched) return { applied: false, replaced: null, written: null };
    const { subscription, changes } = fetched;
    const synced = await applyStripeSubscription(
      tx,
      billing,
      deps.log,
      subscription,
      new Date(),
      changes,
    );
    await tellMember(deps, tx, event.type, synced);
    return synced;
  });
  if (!outcome) return { received: true, duplicate: true };
  if (outcome.written) deps.outbox.wake();
  if (outcome.replaced) await cancelReplaced(deps, billing, outcome.replaced);
  return { received: true, duplicate: false };
}

/**
 * What the member hears of this event (decision 045), in its transaction:
 * a payment failed when the subscription has just gone past_due (a later
 * failed retry of the same one is not news), a trial ending when Stripe
 * says so and the trial is still the one followed.
 */
async function tellMember(
  deps: ServiceDeps,
  tx: Database,
  eventType: string,
  synced: SyncOutcome,
): Promise<void> {
  const row = synced.written;
  if (!row) return;
  if (row.pastDueBegan) {
    const notice = { userId: row.userId, planId: row.planId, endsAt: row.graceUntil };
    await notifyBilling(deps, tx, { ...notice, kind: 'payment-failed' });
  }
  if (eventType === 'customer.subscription.trial_will_end' && row.status === 'trialing') {
    const notice = { userId: row.userId, planId: row.planId, endsAt: row.trialEnd };
    await notifyBilling(deps, tx, { ...notice, kind: 'trial-ending' });
  }
}

/**
 * A trial (or other live subscription) the member replaced by buying a
 * plan: it ends now, so it cannot bill or outlive the new one. A failure is
 * logged; its own later events are ignored by the sync either way.
 */
async function cancelReplaced(deps: ServiceDeps, billing: StripeBilling, subscriptionId: string) {
  try {
    await billing.client.subscriptions.cancel(subscriptionId, { prorate: false });
  } catch (error) {
    deps.log.warn(
      { err: error, subscription: subscriptionId },
      'replaced subscription not canceled',
    );
  }
}
