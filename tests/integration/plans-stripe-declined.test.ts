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
import { beforeEach, describe, expect, it } from 'vitest';
import { prompts } from '../../src/server/db/schema.ts';
import { RETRY_DAYS } from '../helpers/fake-stripe/fake-stripe-billing.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import {
  advanceDays,
  buyPaidPro,
  customerOf,
  DAY_SECONDS,
  declineCard,
  effectivePlan,
  eventsOf,
  me,
  type MeJson,
  payingMember,
  refusedDeliveries,
  subscribe,
  useStripeRig,
} from '../helpers/stripe-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

const rig = useStripeRig();

beforeEach(() => {
  rig.stripe.state.afterFailedRetries = 'past_due';
});

/** The renewal falls due (a period is 30 days) and its charge is tried once. */
async function renewalFails(member: TestUser): Promise<MeJson> {
  await declineCard(rig, member);
  await advanceDays(rig, 30);
  return me(rig, member);
}

describe('a declined renewal', () => {
  it('is past_due at once, with the plan kept for 7 days from the first failure', async () => {
    const member = await payingMember(rig, 'Dee Declined');
    const customer = await customerOf(rig, member);
    const pastDue = await renewalFails(member);
    expect(pastDue.subscription).toMatchObject({ planId: 'enterprise', status: 'past_due' });
    expect(pastDue.subscriptionStatus).toBe('past_due');
    expect(pastDue.subscriptionPlan).toBe('enterprise');
    const failed = eventsOf(rig, customer, 'invoice.payment_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.data.object).toMatchObject({ status: 'open', attempt_count: 1 });
    const grace = Date.parse(pastDue.subscription.graceUntil ?? '');
    expect(Math.round((grace - Date.now()) / (DAY_SECONDS * 1000))).toBe(7);
    expect(await effectivePlan(rig, member)).toBe('enterprise');
    expect(await effectivePlan(rig, member, new Date(grace + 1000))).toBe('free');

    // Retries on days 3 and 5 fail too: still past_due, the grace not moved on.
    await advanceDays(rig, RETRY_DAYS[1] + 0.5);
    const retried = await me(rig, member);
    expect(retried.subscription.status).toBe('past_due');
    expect(retried.subscription.graceUntil).toBe(pastDue.subscription.graceUntil);
    expect(
      eventsOf(rig, customer, 'invoice.payment_failed').map((e) => e.data.object),
    ).toMatchObject([{ attempt_count: 1 }, { attempt_count: 2 }, { attempt_count: 3 }]);
    expect(refusedDeliveries(rig)).toEqual([]);
  });

  it('ends when a retry is paid: active again, no grace, the plan kept', async () => {
    const member = await payingMember(rig, 'Fay Fixed');
    await renewalFails(member);
    // The member updates the card in the portal before the day-3 retry.
    await declineCard(rig, member, false);
    await advanceDays(rig, RETRY_DAYS[0] + 0.5);
    const fixed = await me(rig, member);
    expect(fixed.subscription).toMatchObject({
      planId: 'enterprise',
      status: 'active',
      graceUntil: null,
    });
    expect(fixed.subscriptionStatus).toBe('active');
    expect(await effectivePlan(rig, member)).toBe('enterprise');
  });

  it('ends canceled after the last retry fails: Free, everything kept, Checkout again', async () => {
    rig.stripe.state.afterFailedRetries = 'cancel';
    const member = await payingMember(rig, 'Cass Canceled');
    const made = await insertPrompt(rig.testApp.database.db, {
      title: 'Made while paying',
      status: 'approved',
      createdById: member.id,
    });
    await renewalFails(member);
    await advanceDays(rig, RETRY_DAYS[2] + 0.5);
    const ended = await me(rig, member);
    expect(ended.subscription).toMatchObject({
      planId: 'enterprise',
      status: 'canceled',
      graceUntil: null,
    });
    expect(ended.subscriptionStatus).toBe('canceled');
    expect(await effectivePlan(rig, member)).toBe('free');
    const kept = await rig.testApp.database.db
      .select({ id: prompts.id })
      .from(prompts)
      .where(eq(prompts.id, made));
    expect(kept).toHaveLength(1);
    // Back to a paid plan means a new Checkout (and a card that works).
    const again = await subscribe(rig, member, { planId: 'enterprise' });
    expect(again.body.checkoutUrl).toMatch(/\/checkout\/cs_/);
    expect(refusedDeliveries(rig)).toEqual([]);
  });

  it('ends unpaid after the last retry fails when Stripe is set to mark it unpaid', async () => {
    rig.stripe.state.afterFailedRetries = 'unpaid';
    const member = await payingMember(rig, 'Una Unpaid');
    await renewalFails(member);
    await advanceDays(rig, RETRY_DAYS[2] + 0.5);
    const ended = await me(rig, member);
    expect(ended.subscription).toMatchObject({
      planId: 'enterprise',
      status: 'unpaid',
      graceUntil: null,
    });
    expect(ended.subscriptionStatus).toBe('unpaid');
    expect(await effectivePlan(rig, member)).toBe('free');
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
    const before = await buyPaidPro(rig, member);
    const customer = await customerOf(rig, member);
    expect(before.subscription).toMatchObject({ planId: 'pro', status: 'active' });
    await declineCard(rig, member);

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
    expect(await effectivePlan(rig, member)).toBe('pro');
    expect(eventsOf(rig, customer, 'invoice.payment_failed')).toHaveLength(1);

    // The same over tRPC, for the web app.
    const viaTrpc = await trpcCall(
      rig.testApp.app,
      { path: 'account.subscribe', type: 'mutation', input: { planId: 'enterprise' } },
      bearer(member),
    );
    expect(viaTrpc.ok).toBe(false);
    if (!viaTrpc.ok) expect(viaTrpc.status).toBe(402);
    expect(refusedDeliveries(rig)).toEqual([]);
  });
});
