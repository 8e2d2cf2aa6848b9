/**
 * A member changing plan in Stripe mode (decision 035). Nothing here writes
 * the plan: Checkout, an upgrade, a cancellation or its undoing are asked of
 * Stripe, and the row changes when Stripe's signed webhook says so. Only a
 * move to Free from a plan Stripe does not bill (an admin's) applies here.
 */
import type Stripe from 'stripe';
import type { BillingInterval, PlanStep } from '../../../shared/plan-steps.ts';
import { stripePlanStep } from '../../../shared/plan-steps.ts';
import { TRIAL_DAYS } from '../../../shared/subscription-rules.ts';
import type { PlanChangePreview, SubscribeOutcome } from '../../../shared/user-views.ts';
import type { Actor } from '../../auth/actor.ts';
import type { StripeBilling } from '../../billing/stripe-billing.ts';
import { AppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { callStripe, requireStripe } from './stripe-calls.ts';
import { changesAhead, SUBSCRIPTION_EXPAND } from './stripe-changes-ahead.ts';
import { ensureStripeCustomer } from './stripe-customer.ts';
import { readStripeRow } from './stripe-subscription-sync.ts';
import { findPlan, lockMember, writeActivePlan } from './subscription-writes.ts';
import { findUserView } from './user-view.ts';

interface Target {
  planId: string;
  interval: BillingInterval;
}

async function currentState(deps: ServiceDeps, userId: string) {
  const row = await readStripeRow(deps.db, userId);
  const current = row ?? {
    planId: 'free',
    status: 'active' as const,
    billingInterval: null,
    cancelAtPeriodEnd: false,
    trialStartedAt: null,
    providerSubscriptionId: null,
    currentPeriodEnd: null,
  };
  return {
    row: current,
    trialAvailable: current.trialStartedAt === null,
  };
}

async function stepFor(deps: ServiceDeps, actor: Actor, target: Target) {
  const plan = await findPlan(deps.db, target.planId);
  const { row, trialAvailable } = await currentState(deps, actor.userId);
  const step = stripePlanStep({ ...row, interval: row.billingInterval }, target, trialAvailable);
  return { plan, row, step };
}

const REFUSALS: Partial<Record<PlanStep, string>> = {
  portal: 'A smaller plan starts at the end of your billing period: choose it in Manage billing.',
  'fix-payment': 'Your last payment failed: update your payment method in Manage billing first.',
  'admin-given': 'Your plan was given by an admin: ask an admin to change it.',
};

function refuseIfNeeded(step: PlanStep): void {
  const reason = REFUSALS[step];
  if (reason) throw new AppError('CONFLICT', reason);
}

/** The subscription's one item (our subscriptions carry exactly one price). */
async function subscriptionItem(deps: ServiceDeps, billing: StripeBilling, subscriptionId: string) {
  const subscription = await callStripe(deps, () =>
    billing.client.subscriptions.retrieve(subscriptionId),
  );
  const item = subscription.items.data[0];
  if (!item) throw new AppError('CONFLICT', 'This subscription has no price to change.');
  return item;
}

function priceOrThrow(billing: StripeBilling, target: Target): string {
  const price = billing.priceOf(target.planId, target.interval);
  if (!price) throw new AppError('BAD_REQUEST', 'That plan cannot be bought here.');
  return price;
}

async function startCheckout(
  deps: ServiceDeps,
  billing: StripeBilling,
  actor: Actor,
  target: Target & { origin: string; trial: boolean },
): Promise<string> {
  const customer = await ensureStripeCustomer(deps, billing, actor.userId);
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'subscription',
    customer,
    client_reference_id: actor.userId,
    line_items: [{ price: priceOrThrow(billing, target), quantity: 1 }],
    // The plan bought, so Settings can tell when Stripe's confirmation has arrived.
    success_url: `${target.origin}/settings?checkout=done&plan=${encodeURIComponent(target.planId)}`,
    cancel_url: `${target.origin}/pricing?checkout=canceled`,
    subscription_data: { metadata: { userId: actor.userId } },
    // A trial asks for no card; without one it ends canceled (Free), never charged.
    payment_method_collection: target.trial ? 'if_required' : 'always',
  };
  if (target.trial && params.subscription_data)
    Object.assign(params.subscription_data, {
      trial_period_days: TRIAL_DAYS,
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    });
  const session = await callStripe(deps, () => billing.client.checkout.sessions.create(params));
  if (!session.url) throw new AppError('BAD_GATEWAY', 'Stripe gave no checkout address.');
  return session.url;
}

async function setCancelAtPeriodEnd(
  deps: ServiceDeps,
  billing: StripeBilling,
  subscriptionId: string,
  cancel: boolean,
): Promise<void> {
  // Stripe refuses to change cancelling on a subscription a schedule manages
  // (a smaller plan chosen in the portal): Free replaces that plan, so the
  // schedule lets go first (decision 059).
  if (cancel) {
    const current = await callStripe(deps, () =>
      billing.client.subscriptions.retrieve(subscriptionId),
    );
    const schedule = current.schedule;
    if (schedule) {
      const scheduleId = typeof schedule === 'string' ? schedule : schedule.id;
      await callStripe(deps, () => billing.client.subscriptionSchedules.release(scheduleId));
    }
  }
  await callStripe(deps, () =>
    billing.client.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
  );
}

async function upgrade(
  deps: ServiceDeps,
  billing: StripeBilling,
  subscriptionId: string,
  target: Target & { prorationDate?: number | undefined },
): Promise<void> {
  const item = await subscriptionItem(deps, billing, subscriptionId);
  const updated = await callStripe(deps, () =>
    billing.client.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: priceOrThrow(billing, target) }],
      // The difference is invoiced and charged now; if the charge fails the
      // change does not happen (Stripe keeps it pending).
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      ...(target.prorationDate ? { proration_date: target.prorationDate } : {}),
      expand: SUBSCRIPTION_EXPAND,
    }),
  );
  // Stripe answers 200 either way; a charge not made leaves the change pending.
  if (!updated.pending_update) return;
  const { pendingNeedsAction } = await changesAhead(deps, billing, updated);
  if (pendingNeedsAction) {
    throw new AppError(
      'PAYMENT_REQUIRED',
      'Your bank asks you to confirm this payment. Your plan changes once you confirm it: use "Confirm payment" under Your plan.',
    );
  }
  throw new AppError(
    'PAYMENT_REQUIRED',
    'Your card was declined, so your plan did not change. Update your payment method in Manage billing, then try again.',
  );
}

async function moveToFreeNow(deps: ServiceDeps, actor: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockMember(tx, actor.userId);
    await writeActivePlan(tx, actor.userId, 'free', new Date());
  });
}

export async function changeStripePlan(
  deps: ServiceDeps,
  actor: Actor,
  input: Target & { origin: string; prorationDate?: number | undefined },
): Promise<SubscribeOutcome> {
  const billing = requireStripe(deps);
  const { row, step } = await stepFor(deps, actor, input);
  refuseIfNeeded(step);
  const subscriptionId = row.providerSubscriptionId;
  switch (step) {
    case 'trial':
    case 'checkout':
      return {
        checkoutUrl: await startCheckout(deps, billing, actor, {
          ...input,
          trial: step === 'trial',
        }),
      };
    case 'free-now':
      await moveToFreeNow(deps, actor);
      break;
    case 'cancel':
    case 'resume':
      if (subscriptionId)
        await setCancelAtPeriodEnd(deps, billing, subscriptionId, step === 'cancel');
      break;
    case 'upgrade':
      if (subscriptionId) await upgrade(deps, billing, subscriptionId, input);
      break;
    default:
      break;
  }
  return { user: await findUserView(deps.db, actor.userId) };
}

/** What the change would do and cost, for the confirmation; nothing is changed. */
export async function previewStripePlanChange(
  deps: ServiceDeps,
  actor: Actor,
  target: Target,
): Promise<PlanChangePreview> {
  const billing = requireStripe(deps);
  const { plan, row, step } = await stepFor(deps, actor, target);
  const price = target.interval === 'year' ? plan.yearlyPriceCents : plan.priceCents;
  const base: PlanChangePreview = {
    step,
    planId: plan.id,
    planName: plan.name,
    interval: target.interval,
    amountDueCents: null,
    currency: 'usd',
    prorationDate: null,
    trialDays: step === 'trial' ? TRIAL_DAYS : null,
    effectiveAt: step === 'cancel' ? row.currentPeriodEnd : null,
    reason: REFUSALS[step] ?? null,
  };
  if (step === 'trial') return { ...base, amountDueCents: 0 };
  if (step === 'checkout') return { ...base, amountDueCents: price };
  if (step !== 'upgrade' || !row.providerSubscriptionId) return base;
  return { ...base, ...(await prorationOf(deps, billing, row.providerSubscriptionId, target)) };
}

/** Stripe's own figure for the upgrade's prorated charge, and the instant it holds for. */
async function prorationOf(
  deps: ServiceDeps,
  billing: StripeBilling,
  subscriptionId: string,
  target: Target,
) {
  const item = await subscriptionItem(deps, billing, subscriptionId);
  const prorationDate = Math.floor(Date.now() / 1000);
  const invoice = await callStripe(deps, () =>
    billing.client.invoices.createPreview({
      subscription: subscriptionId,
      subscription_details: {
        items: [{ id: item.id, price: priceOrThrow(billing, target) }],
        proration_behavior: 'always_invoice',
        proration_date: prorationDate,
      },
    }),
  );
  return { amountDueCents: invoice.amount_due, currency: invoice.currency, prorationDate };
}
