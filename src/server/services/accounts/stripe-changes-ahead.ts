/**
 * What Stripe holds for a subscription beyond its current plan (decision
 * 035): a smaller plan the Customer Portal scheduled for the period's end
 * (a subscription schedule's next phase), and an upgrade waiting for its
 * payment (`pending_update`, from `pending_if_incomplete`), declined or
 * waiting for the member to confirm it with the bank (3-D Secure). Read
 * from the subscription as Stripe has it now, like the rest of the sync.
 */
import type Stripe from 'stripe';
import type { StripeBilling } from '../../billing/stripe-billing.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { callStripe } from './stripe-calls.ts';

/** Fetch subscriptions with these expanded: the schedule's phases and the open invoice's payments. */
export const SUBSCRIPTION_EXPAND = ['schedule', 'latest_invoice.payments'];

/** The row's columns for the changes ahead; all empty when there are none. */
export interface ChangesAhead {
  scheduledPlanId: string | null;
  scheduledInterval: string | null;
  scheduledAt: Date | null;
  pendingPlanId: string | null;
  pendingInterval: string | null;
  pendingExpiresAt: Date | null;
  pendingInvoiceUrl: string | null;
  pendingNeedsAction: boolean;
}

function idOf(value: string | { id: string }): string {
  return typeof value === 'string' ? value : value.id;
}

/**
 * The phase after the current one, when the schedule is still running:
 * the portal's downgrade is a two-phase schedule whose second phase has the
 * smaller price and starts at the period's end.
 */
function nextPhase(schedule: Stripe.SubscriptionSchedule | string | null) {
  if (!schedule || typeof schedule === 'string') return null;
  if (schedule.status !== 'active' && schedule.status !== 'not_started') return null;
  const currentEnd = schedule.current_phase?.end_date ?? 0;
  return schedule.phases.find((phase) => phase.start_date >= currentEnd) ?? null;
}

function scheduled(billing: StripeBilling, subscription: Stripe.Subscription) {
  const phase = nextPhase(subscription.schedule);
  const price = phase?.items[0]?.price;
  const sold = price ? billing.planOfPrice(idOf(price)) : null;
  const current = subscription.items.data[0]?.price.id;
  if (!phase || !sold || !price || idOf(price) === current) return null;
  return { planId: sold.planId, interval: sold.interval, at: new Date(phase.start_date * 1000) };
}

/** The open invoice's payment intent, if Stripe tried to charge it through one. */
function paymentIntentOf(invoice: Stripe.Subscription['latest_invoice']): string | null {
  if (!invoice || typeof invoice === 'string') return null;
  for (const payment of invoice.payments?.data ?? []) {
    const intent = payment.payment.payment_intent;
    if (intent) return idOf(intent);
  }
  return null;
}

/** True when the bank asks the member to confirm the pending upgrade's payment. */
async function needsAction(
  deps: ServiceDeps,
  billing: StripeBilling,
  invoice: Stripe.Subscription['latest_invoice'],
): Promise<boolean> {
  const intentId = paymentIntentOf(invoice);
  if (!intentId) return false;
  const intent = await callStripe(deps, () => billing.client.paymentIntents.retrieve(intentId));
  return intent.status === 'requires_action';
}

/** Reads the changes ahead from a subscription fetched with SUBSCRIPTION_EXPAND. */
export async function changesAhead(
  deps: ServiceDeps,
  billing: StripeBilling,
  subscription: Stripe.Subscription,
): Promise<ChangesAhead> {
  const next = scheduled(billing, subscription);
  const pending = subscription.pending_update;
  const pendingPrice = pending?.subscription_items?.[0]?.price.id;
  const upgrade = pendingPrice ? billing.planOfPrice(pendingPrice) : null;
  const invoice = subscription.latest_invoice;
  return {
    scheduledPlanId: next?.planId ?? null,
    scheduledInterval: next?.interval ?? null,
    scheduledAt: next?.at ?? null,
    pendingPlanId: pending && upgrade ? upgrade.planId : null,
    pendingInterval: pending && upgrade ? upgrade.interval : null,
    pendingExpiresAt: pending && upgrade ? new Date(pending.expires_at * 1000) : null,
    pendingInvoiceUrl:
      pending && upgrade && invoice && typeof invoice !== 'string'
        ? (invoice.hosted_invoice_url ?? null)
        : null,
    pendingNeedsAction: pending && upgrade ? await needsAction(deps, billing, invoice) : false,
  };
}

/** The subscription as Stripe has it now, with what it holds ahead. */
export async function retrieveWithChanges(
  deps: ServiceDeps,
  billing: StripeBilling,
  subscriptionId: string,
): Promise<{ subscription: Stripe.Subscription; changes: ChangesAhead }> {
  const subscription = await callStripe(deps, () =>
    billing.client.subscriptions.retrieve(subscriptionId, { expand: SUBSCRIPTION_EXPAND }),
  );
  return { subscription, changes: await changesAhead(deps, billing, subscription) };
}
