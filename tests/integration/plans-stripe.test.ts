/**
 * Stripe mode (decision 035) against the Stripe stand-in over real HTTP:
 * Checkout, then the signed webhook, is what changes a plan; Pro's trial
 * without a card; an upgrade charged prorated; cancelling keeps the plan to
 * the period's end; a failed payment is past_due with 7 days' grace.
 */
import { describe, expect, it } from 'vitest';
import { sendJson } from '../helpers/accounts.ts';
import {
  advanceDays,
  buy,
  buyPaidPro,
  customerOf,
  DAY_SECONDS,
  declineCard,
  effectivePlan,
  me,
  type MeJson,
  payAtCheckout,
  refusedDeliveries,
  subscribe,
  useStripeRig,
} from '../helpers/stripe-app.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

const rig = useStripeRig();

function newMember(name: string): Promise<TestUser> {
  return createTestUser(rig.testApp.database.db, { name });
}

interface Preview {
  step: string;
  amountDueCents: number | null;
  prorationDate: number | null;
  trialDays: number | null;
  effectiveAt: Date | null;
}

async function preview(member: TestUser, planId: string, interval: 'month' | 'year' = 'month') {
  const result = await trpcCall<Preview>(
    rig.testApp.app,
    { path: 'account.previewPlanChange', type: 'query', input: { planId, interval } },
    bearer(member),
  );
  if (!result.ok) throw new Error(`preview failed: ${result.error.message}`);
  return result.data;
}

function allDeliveriesAccepted() {
  expect(refusedDeliveries(rig)).toEqual([]);
}

describe('checkout, then the webhook', () => {
  it('changes nothing until Stripe confirms payment, then the plan is active', async () => {
    const member = await newMember('Cora Checkout');
    expect(await preview(member, 'enterprise')).toMatchObject({
      step: 'checkout',
      amountDueCents: 9900,
    });
    const started = await subscribe(rig, member, { planId: 'enterprise', interval: 'month' });
    expect(started.status).toBe(200);
    expect(started.body.checkoutUrl).toMatch(new RegExp(`^${rig.stripe.baseUrl}/checkout/cs_`));
    expect((await me(rig, member)).subscriptionPlan).toBe('free');
    expect(await effectivePlan(rig, member)).toBe('free');

    const paid = await payAtCheckout(rig, started.body.checkoutUrl);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/settings\?checkout=done&plan=enterprise$/);
    const after = await me(rig, member);
    expect(after.subscription).toMatchObject({
      planId: 'enterprise',
      status: 'active',
      interval: 'month',
      cancelAtPeriodEnd: false,
      trialEnd: null,
    });
    const periodEnd = Date.parse(after.subscription.currentPeriodEnd ?? '');
    expect(periodEnd - Date.now()).toBeGreaterThan(29 * DAY_SECONDS * 1000);
    expect(await effectivePlan(rig, member)).toBe('enterprise');
    allDeliveriesAccepted();
  });

  it('gives a yearly price for interval year', async () => {
    const member = await newMember('Yuri Yearly');
    const after = await buy(rig, member, 'enterprise', 'year');
    expect(after.subscription).toMatchObject({ planId: 'enterprise', interval: 'year' });
  });

  it('makes one Stripe customer for parallel first checkouts', async () => {
    const member = await newMember('Pat Parallel');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => subscribe(rig, member, { planId: 'enterprise' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const customer = await customerOf(rig, member);
    const hers = [...rig.stripe.state.customers.values()].filter(
      (one) => one.metadata.userId === member.id,
    );
    expect(hers.map((one) => one.id)).toEqual([customer]);
  });

  it('refuses a plan that does not exist and an interval that is not month or year', async () => {
    const member = await newMember('Ivo Invalid');
    expect((await subscribe(rig, member, { planId: 'platinum' })).status).toBe(404);
    const badInterval = await subscribe(rig, member, { planId: 'pro', interval: 'week' });
    expect(badInterval.status).toBe(400);
    expect((badInterval.body as { fields?: Record<string, string> }).fields).toHaveProperty(
      'interval',
    );
    expect(rig.stripe.state.customers.size).toBeGreaterThan(0);
    expect((await me(rig, member)).subscriptionPlan).toBe('free');
  });
});

describe("Pro's trial", () => {
  it('asks for no card, shows its end, and falls to Free when it ends unpaid', async () => {
    const member = await newMember('Tess Trial');
    expect(await preview(member, 'pro')).toMatchObject({
      step: 'trial',
      amountDueCents: 0,
      trialDays: 14,
    });
    const trialing = await buy(rig, member, 'pro');
    expect(trialing.subscription).toMatchObject({ planId: 'pro', status: 'trialing' });
    expect(trialing.subscriptionStatus).toBe('active');
    const trialEnd = Date.parse(trialing.subscription.trialEnd ?? '');
    expect(Math.round((trialEnd - Date.now()) / (DAY_SECONDS * 1000))).toBe(14);
    expect(await effectivePlan(rig, member)).toBe('pro');
    const customer = rig.stripe.state.customer(await customerOf(rig, member));
    expect(customer.hasCard).toBe(false);

    await advanceDays(rig, 15);
    const ended = await me(rig, member);
    expect(ended.subscription).toMatchObject({ planId: 'pro', status: 'canceled' });
    expect(ended.subscriptionStatus).toBe('canceled');
    expect(await effectivePlan(rig, member)).toBe('free');
    // One trial per member: Pro is bought now.
    expect(await preview(member, 'pro')).toMatchObject({ step: 'checkout', amountDueCents: 1900 });
    allDeliveriesAccepted();
  });

  it('is replaced by a paid plan bought during it, and the trial is ended at Stripe', async () => {
    const member = await newMember('Uma Upgrader');
    await buy(rig, member, 'pro');
    const trial = (await me(rig, member)).subscription;
    expect(trial.status).toBe('trialing');
    expect(await preview(member, 'enterprise')).toMatchObject({ step: 'checkout' });
    const after = await buy(rig, member, 'enterprise');
    expect(after.subscription).toMatchObject({ planId: 'enterprise', status: 'active' });
    const customer = await customerOf(rig, member);
    const states = [...rig.stripe.state.subscriptions.values()]
      .filter((one) => one.customer === customer)
      .map((one) => one.status)
      .sort();
    expect(states).toEqual(['active', 'canceled']);
    // The trial's own cancellation, delivered after, does not undo the new plan.
    expect((await me(rig, member)).subscription.planId).toBe('enterprise');
  });
});

describe('upgrades and cancelling', () => {
  it('upgrades at once, charging the prorated difference shown first', async () => {
    const member = await newMember('Ugo Upgrade');
    // The trial used up, so Pro is paid for from the start.
    await buyPaidPro(rig, member);
    expect((await me(rig, member)).subscription).toMatchObject({ planId: 'pro', status: 'active' });

    const shown = await preview(member, 'enterprise');
    expect(shown.step).toBe('upgrade');
    // Nearly the whole month left: close to $99 - $19.
    expect(shown.amountDueCents).toBeGreaterThan(7900);
    expect(shown.amountDueCents).toBeLessThanOrEqual(8000);
    const changed = await subscribe(rig, member, {
      planId: 'enterprise',
      interval: 'month',
      prorationDate: shown.prorationDate,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.checkoutUrl).toBeUndefined();
    await rig.stripe.settle();
    expect((await me(rig, member)).subscription).toMatchObject({
      planId: 'enterprise',
      status: 'active',
    });
    // A smaller plan is chosen in the Customer Portal, from the period's end.
    const down = await subscribe(rig, member, { planId: 'pro' });
    expect(down.status).toBe(409);
    expect(down.body.error).toMatch(/Manage billing/);
  });

  it('keeps the plan to the period end after cancelling, can undo it, then falls to Free', async () => {
    const member = await newMember('Cam Cancel');
    const bought = await buy(rig, member, 'enterprise');
    const periodEnd = bought.subscription.currentPeriodEnd;
    expect(await preview(member, 'free')).toMatchObject({
      step: 'cancel',
      effectiveAt: new Date(periodEnd ?? ''),
    });

    expect((await subscribe(rig, member, { planId: 'free' })).status).toBe(200);
    await rig.stripe.settle();
    const canceling = await me(rig, member);
    expect(canceling.subscription).toMatchObject({
      planId: 'enterprise',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: periodEnd,
    });
    expect(await effectivePlan(rig, member)).toBe('enterprise');

    // Changing one's mind before the end: no charge, the plan goes on.
    expect(await preview(member, 'enterprise')).toMatchObject({ step: 'resume' });
    await subscribe(rig, member, { planId: 'enterprise' });
    await rig.stripe.settle();
    expect((await me(rig, member)).subscription.cancelAtPeriodEnd).toBe(false);

    await subscribe(rig, member, { planId: 'free' });
    await rig.stripe.settle();
    await advanceDays(rig, 31);
    const ended = await me(rig, member);
    expect(ended.subscription.status).toBe('canceled');
    expect(await effectivePlan(rig, member)).toBe('free');
    allDeliveriesAccepted();
  });
});

describe('a failed payment', () => {
  it('is past_due with the plan kept for 7 days, then Free limits', async () => {
    const member = await newMember('Paz Pastdue');
    await buy(rig, member, 'enterprise');
    await declineCard(rig, member);
    await advanceDays(rig, 31);
    const pastDue = await me(rig, member);
    expect(pastDue.subscription).toMatchObject({ planId: 'enterprise', status: 'past_due' });
    expect(pastDue.subscriptionStatus).toBe('past_due');
    const grace = Date.parse(pastDue.subscription.graceUntil ?? '');
    expect(Math.round((grace - Date.now()) / (DAY_SECONDS * 1000))).toBe(7);
    expect(await effectivePlan(rig, member)).toBe('enterprise');
    expect(await effectivePlan(rig, member, new Date(grace + 1000))).toBe('free');
    // Changing plan waits for the card to be fixed.
    expect(await preview(member, 'pro')).toMatchObject({ step: 'fix-payment' });

    // Another failed retry does not move the grace on.
    await advanceDays(rig, 31);
    expect((await me(rig, member)).subscription.graceUntil).toBe(pastDue.subscription.graceUntil);

    // Paid again: active, no grace.
    await declineCard(rig, member, false);
    await advanceDays(rig, 31);
    expect((await me(rig, member)).subscription).toMatchObject({
      status: 'active',
      graceUntil: null,
    });
  });
});

describe('the Customer Portal', () => {
  it('opens for a member with billing, and says why not for one without', async () => {
    const member = await newMember('Milo Manage');
    const none = await sendJson<{ error: string }>(rig.testApp.app, {
      method: 'POST',
      url: '/api/billing/portal',
      headers: bearer(member),
    });
    expect(none.status).toBe(409);
    await buy(rig, member, 'enterprise');
    const opened = await sendJson<{ url: string }>(rig.testApp.app, {
      method: 'POST',
      url: '/api/billing/portal',
      headers: bearer(member),
    });
    expect(opened.status).toBe(200);
    expect(opened.body.url).toMatch(new RegExp(`^${rig.stripe.baseUrl}/portal/cus_`));
    const anonymous = await sendJson(rig.testApp.app, {
      method: 'POST',
      url: '/api/billing/portal',
    });
    expect(anonymous.status).toBe(401);
  });

  it('is not where a plan request goes: plans are bought here', async () => {
    const member = await newMember('Ada Asker');
    const asked = await sendJson<{ error: string }>(rig.testApp.app, {
      method: 'POST',
      url: '/api/users/plan-request',
      payload: { planId: 'enterprise' },
      headers: bearer(member),
    });
    expect(asked.status).toBe(409);
  });
});

describe("an admin's plan in Stripe mode", () => {
  it('is refused over a plan Stripe bills, and holds against an old subscription ending', async () => {
    const admin = await createTestUser(rig.testApp.database.db, {
      role: 'admin',
      name: 'Ada Admin',
    });
    const member = await newMember('Ivan Invoice');
    await buy(rig, member, 'enterprise');
    const setPlan = () =>
      sendJson<{ error: string }>(rig.testApp.app, {
        method: 'PUT',
        url: `/api/admin/users/${member.id}/plan`,
        payload: { planId: 'enterprise', reason: 'Pays by bank transfer' },
        headers: bearer(admin),
      });
    const refused = await setPlan();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/through Stripe/);

    // Cancelled at the period's end, then given Enterprise by invoice before it ends.
    await subscribe(rig, member, { planId: 'free' });
    await rig.stripe.settle();
    const customer = await customerOf(rig, member);
    const paid = [...rig.stripe.state.subscriptions.values()].find(
      (one) => one.customer === customer,
    );
    rig.stripe.state.cancelNow(paid?.id ?? '');
    await rig.stripe.settle();
    expect((await setPlan()).status).toBe(200);
    // A late copy of the ended subscription's news changes nothing.
    const ended = rig.stripe.state.events
      .filter((one) => one.type === 'customer.subscription.deleted')
      .at(-1);
    if (!ended) throw new Error('no deleted event');
    const late = JSON.stringify({ ...ended, id: `evt_late_admin_${Date.now()}` });
    expect(await rig.stripe.post(late, rig.stripe.signature(late))).toBe(200);
    expect((await me(rig, member)).subscription).toMatchObject({
      planId: 'enterprise',
      status: 'active',
      interval: null,
    });
    expect(await preview(member, 'pro')).toMatchObject({ step: 'admin-given' });
  });
});

describe('Manage Users in Stripe mode', () => {
  it("shows a payer's subscription and a link to their Stripe customer", async () => {
    const admin = await createTestUser(rig.testApp.database.db, {
      role: 'admin',
      name: 'Mia Manager',
    });
    const payer = await newMember('Lena Listed');
    await buy(rig, payer, 'enterprise', 'year');
    const free = await newMember('Lars Listed');
    const listed = await sendJson<{
      users: {
        _id: string;
        subscription: MeJson['subscription'];
        stripeCustomerUrl: string | null;
      }[];
    }>(rig.testApp.app, {
      method: 'GET',
      url: '/api/admin/users?search=Listed',
      headers: bearer(admin),
    });
    expect(listed.status).toBe(200);
    const byId = new Map(listed.body.users.map((user) => [user._id, user]));
    const customer = await customerOf(rig, payer);
    // A test key's customers are on the Dashboard's test side.
    expect(byId.get(payer.id)?.stripeCustomerUrl).toBe(
      `https://dashboard.stripe.com/test/customers/${customer}`,
    );
    expect(byId.get(payer.id)?.subscription).toMatchObject({
      planId: 'enterprise',
      status: 'active',
      interval: 'year',
      cancelAtPeriodEnd: false,
    });
    expect(byId.get(free.id)?.stripeCustomerUrl).toBeNull();
  });
});
