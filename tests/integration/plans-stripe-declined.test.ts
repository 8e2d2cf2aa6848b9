/**
 * A declined card in Stripe mode (decision 035), against the Stripe
 * stand-in over real HTTP: a renewal whose charge fails makes the
 * subscription past_due with 7 days' grace; Stripe retries the card on
 * days 3, 5 and 7; a retry that succeeds ends it, and when the last one
 * fails the dashboard's setting ends it canceled or unpaid, with the Free
 * plan's limits and everything the member made kept. An upgrade charged to
 * a declined card changes nothing and says so.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prompts } from '../../src/server/db/schema.ts';
import { selectEffectivePlan } from '../../src/server/services/effective-plan.ts';
import { RETRY_DAYS } from '../helpers/fake-stripe/fake-stripe-billing.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import {
  buy,
  customerOf,
  DAY_SECONDS,
  me,
  type MeJson,
  startStripeRig,
  type StripeRig,
  subscribe,
} from '../helpers/stripe-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';
import { bearer } from '../helpers/test-users.ts';

let rig: StripeRig;

beforeAll(async () => {
  rig = await startStripeRig();
});

beforeEach(() => {
  rig.stripe.state.afterFailedRetries = 'past_due';
});

afterAll(async () => {
  await rig.close();
});

async function effectivePlan(member: TestUser, at = new Date()): Promise<string | undefined> {
  const [row] = await selectEffectivePlan(rig.testApp.database.db, member.id, at);
  return row?.planId;
}

/** Enterprise through Checkout (Pro would be a trial without a card). */
async function payingMember(name: string): Promise<TestUser> {
  const member = await createTestUser(rig.testApp.database.db, { name });
  await buy(rig, member, 'enterprise');
  return member;
}

async function declineCard(member: TestUser, declined = true): Promise<void> {
  rig.stripe.state.customer(await customerOf(rig, member)).paymentsFail = declined;
}

/** Moves the stand-in's clock and waits for every webhook it caused. */
async function advanceDays(days: number): Promise<void> {
  rig.stripe.state.advance(days * DAY_SECONDS);
  await rig.stripe.settle();
}

/** The renewal falls due (a period is 30 days) and its charge is tried once. */
async function renewalFails(member: TestUser): Promise<MeJson> {
  await declineCard(member);
  await advanceDays(30);
  return me(rig, member);
}

function eventsOf(member: string, type: string) {
  return rig.stripe.state.events.filter(
    (event) =>
      event.type === type && (event.data.object as { customer?: string }).customer === member,
  );
}

function deliveriesRefused() {
  return rig.stripe.deliveries.filter((delivery) => delivery.status !== 200);
}

describe('a declined renewal', () => {
  it('is past_due at once, with the plan kept for 7 days from the first failure', async () => {
    const member = await payingMember('Dee Declined');
    const customer = await customerOf(rig, member);
    const pastDue = await renewalFails(member);
    expect(pastDue.subscription).toMatchObject({ planId: 'enterprise', status: 'past_due' });
    expect(pastDue.subscriptionStatus).toBe('past_due');
    expect(pastDue.subscriptionPlan).toBe('enterprise');
    const failed = eventsOf(customer, 'invoice.payment_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.data.object).toMatchObject({ status: 'open', attempt_count: 1 });
    const grace = Date.parse(pastDue.subscription.graceUntil ?? '');
    expect(Math.round((grace - Date.now()) / (DAY_SECONDS * 1000))).toBe(7);
    expect(await effectivePlan(member)).toBe('enterprise');
    expect(await effectivePlan(member, new Date(grace + 1000))).toBe('free');

    // Retries on days 3 and 5 fail too: still past_due, the grace not moved on.
    await advanceDays(RETRY_DAYS[1] + 0.5);
    const retried = await me(rig, member);
    expect(retried.subscription.status).toBe('past_due');
    expect(retried.subscription.graceUntil).toBe(pastDue.subscription.graceUntil);
    expect(eventsOf(customer, 'invoice.payment_failed').map((e) => e.data.object)).toMatchObject([
      { attempt_count: 1 },
      { attempt_count: 2 },
      { attempt_count: 3 },
    ]);
    expect(deliveriesRefused()).toEqual([]);
  });

  it('ends when a retry is paid: active again, no grace, the plan kept', async () => {
    const member = await payingMember('Fay Fixed');
    await renewalFails(member);
    // The member updates the card in the portal before the day-3 retry.
    await declineCard(member, false);
    await advanceDays(RETRY_DAYS[0] + 0.5);
    const fixed = await me(rig, member);
    expect(fixed.subscription).toMatchObject({
      planId: 'enterprise',
      status: 'active',
      graceUntil: null,
    });
    expect(fixed.subscriptionStatus).toBe('active');
    expect(await effectivePlan(member)).toBe('enterprise');
  });

  it('ends canceled after the last retry fails: Free, everything kept, Checkout again', async () => {
    rig.stripe.state.afterFailedRetries = 'cancel';
    const member = await payingMember('Cass Canceled');
    const made = await insertPrompt(rig.testApp.database.db, {
      title: 'Made while paying',
      status: 'approved',
      createdById: member.id,
    });
    await renewalFails(member);
    await advanceDays(RETRY_DAYS[2] + 0.5);
    const ended = await me(rig, member);
    expect(ended.subscription).toMatchObject({
      planId: 'enterprise',
      status: 'canceled',
      graceUntil: null,
    });
    expect(ended.subscriptionStatus).toBe('canceled');
    expect(await effectivePlan(member)).toBe('free');
    const kept = await rig.testApp.database.db
      .select({ id: prompts.id })
      .from(prompts)
      .where(eq(prompts.id, made));
    expect(kept).toHaveLength(1);
    // Back to a paid plan means a new Checkout (and a card that works).
    const again = await subscribe(rig, member, { planId: 'enterprise' });
    expect(again.body.checkoutUrl).toMatch(/\/checkout\/cs_/);
    expect(deliveriesRefused()).toEqual([]);
  });

  it('ends unpaid after the last retry fails when Stripe is set to mark it unpaid', async () => {
    rig.stripe.state.afterFailedRetries = 'unpaid';
    const member = await payingMember('Una Unpaid');
    await renewalFails(member);
    await advanceDays(RETRY_DAYS[2] + 0.5);
    const ended = await me(rig, member);
    expect(ended.subscription).toMatchObject({
      planId: 'enterprise',
      status: 'unpaid',
      graceUntil: null,
    });
    expect(ended.subscriptionStatus).toBe('unpaid');
    expect(await effectivePlan(member)).toBe('free');
    // The Customer Portal still opens, to pay the invoice or change the card.
    const portal = await trpcCall<{ url: string }>(
      rig.testApp.app,
      { path: 'account.billingPortal', type: 'mutation' },
      bearer(member),
    );
    expect(portal.ok).toBe(true);
  });
});

describe('an upgrade charged to a declined card', () => {
  it('answers 402 with the reason, and the plan and period stay as they were', async () => {
    const member = await createTestUser(rig.testApp.database.db, { name: 'Ula Upgrade' });
    // Pro paid for (the trial used and ended at once), then a declined card.
    await buy(rig, member, 'pro');
    const customer = await customerOf(rig, member);
    const trial = [...rig.stripe.state.subscriptions.values()].find(
      (one) => one.customer === customer,
    );
    rig.stripe.state.cancelNow(trial?.id ?? '');
    await rig.stripe.settle();
    const before = await buy(rig, member, 'pro');
    expect(before.subscription).toMatchObject({ planId: 'pro', status: 'active' });
    await declineCard(member);

    const answer = await subscribe(rig, member, { planId: 'enterprise', interval: 'month' });
    expect(answer.status).toBe(402);
    expect(answer.body.error).toBe(
      'Your card was declined, so your plan did not change. Update your payment method in Manage billing, then try again.',
    );
    await rig.stripe.settle();
    const after = await me(rig, member);
    // The plan and period are as they were; Stripe holds the upgrade until it is paid.
    const { pendingUpgrade, ...unchanged } = after.subscription;
    expect({ ...unchanged, pendingUpgrade: null }).toEqual(before.subscription);
    expect(pendingUpgrade).toMatchObject({
      planId: 'enterprise',
      interval: 'month',
      needsAction: false,
    });
    expect(pendingUpgrade?.invoiceUrl).toMatch(/\/invoice\/in_/);
    expect(await effectivePlan(member)).toBe('pro');
    expect(eventsOf(customer, 'invoice.payment_failed')).toHaveLength(1);

    // The same over tRPC, for the web app.
    const viaTrpc = await trpcCall(
      rig.testApp.app,
      { path: 'account.subscribe', type: 'mutation', input: { planId: 'enterprise' } },
      bearer(member),
    );
    expect(viaTrpc.ok).toBe(false);
    if (!viaTrpc.ok) expect(viaTrpc.status).toBe(402);
    expect(deliveriesRefused()).toEqual([]);
  });
});
