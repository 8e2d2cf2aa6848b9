/**
 * What Stripe holds ahead of the plan (decision 035), against the Stripe
 * stand-in over real HTTP: a smaller plan chosen in the Customer Portal,
 * scheduled for the period's end (subscription_schedule.* webhooks); an
 * upgrade left pending by a declined card, until it expires or is paid;
 * one waiting for the bank's confirmation (3-D Secure), confirmed on the
 * hosted invoice; and a card declined at Checkout, which changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { sendJson } from '../helpers/accounts.ts';
import {
  advanceDays,
  buy,
  buyPaidPro,
  customerOf,
  effectivePlan,
  me,
  refusedDeliveries,
  subscribe,
  useStripeRig,
} from '../helpers/stripe-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

const rig = useStripeRig();

/** Posts a form on one of the stand-in's pages, as a browser would. */
async function postForm(url: string, fields: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const text = await response.text();
  await rig.stripe.settle();
  return { status: response.status, text, location: response.headers.get('location') };
}

function subscriptionOf(customer: string) {
  const live = [...rig.stripe.state.subscriptions.values()].filter(
    (one) => one.customer === customer && one.status !== 'canceled',
  );
  const subscription = live.at(-1);
  if (!subscription) throw new Error('no live subscription');
  return subscription;
}

async function paidPro(name: string): Promise<TestUser> {
  const member = await createTestUser(rig.testApp.database.db, { name });
  await buyPaidPro(rig, member);
  return member;
}

describe('a smaller plan chosen in the Customer Portal', () => {
  async function portalPage(member: TestUser) {
    const portal = await sendJson<{ url: string }>(rig.testApp.app, {
      method: 'POST',
      url: '/api/billing/portal',
      headers: bearer(member),
    });
    expect(portal.status).toBe(200);
    const page = await fetch(portal.body.url);
    return { url: portal.body.url, html: await page.text() };
  }

  it('shows as "changes to Pro" on the period end, and happens then', async () => {
    const member = await createTestUser(rig.testApp.database.db, { name: 'Dan Downgrade' });
    const bought = await buy(rig, member, 'enterprise');
    const customer = await customerOf(rig, member);
    const { html } = await portalPage(member);
    expect(html).toContain('Switch to Pro at the end of the period');

    const subscription = subscriptionOf(customer);
    const done = await postForm(`${rig.stripe.baseUrl}/portal/${customer}/schedule`, {
      subscription: subscription.id,
      price: 'price_pro_month',
      return: 'http://app/settings',
    });
    expect(done.status).toBe(303);
    const scheduled = await me(rig, member);
    expect(scheduled.subscriptionPlan).toBe('enterprise');
    expect(scheduled.subscription).toMatchObject({
      planId: 'enterprise',
      status: 'active',
      cancelAtPeriodEnd: false,
      scheduledChange: {
        planId: 'pro',
        interval: 'month',
        at: bought.subscription.currentPeriodEnd,
      },
    });
    const created = rig.stripe.deliveries.find(
      (delivery) => delivery.type === 'subscription_schedule.created',
    );
    expect(created?.status).toBe(200);
    expect(await effectivePlan(rig, member)).toBe('enterprise');

    // The period ends: Stripe moves to the schedule's next phase, Pro.
    await advanceDays(rig, 30.5);
    const changed = await me(rig, member);
    expect(changed.subscription).toMatchObject({
      planId: 'pro',
      status: 'active',
      scheduledChange: null,
    });
    expect(await effectivePlan(rig, member)).toBe('pro');
    // Its last phase over, the schedule lets go; Pro stays.
    await advanceDays(rig, 30);
    const released = await me(rig, member);
    expect(released.subscription).toMatchObject({ planId: 'pro', scheduledChange: null });
    expect(subscriptionOf(customer).schedule).toBeNull();
    expect(refusedDeliveries(rig)).toEqual([]);
  });

  it('is gone once the member cancels the scheduled change, and a replay changes nothing', async () => {
    const member = await createTestUser(rig.testApp.database.db, { name: 'Kay Keeps' });
    await buy(rig, member, 'enterprise');
    const customer = await customerOf(rig, member);
    const subscription = subscriptionOf(customer);
    await postForm(`${rig.stripe.baseUrl}/portal/${customer}/schedule`, {
      subscription: subscription.id,
      price: 'price_pro_month',
      return: '/',
    });
    expect((await me(rig, member)).subscription.scheduledChange?.planId).toBe('pro');
    const { html } = await portalPage(member);
    expect(html).toContain('Cancel the scheduled change');
    await postForm(`${rig.stripe.baseUrl}/portal/${customer}/release`, {
      subscription: subscription.id,
      return: '/',
    });
    const kept = await me(rig, member);
    expect(kept.subscription).toMatchObject({ planId: 'enterprise', scheduledChange: null });

    // The old "created" event again (a retry or a replay): handled once, nothing changes.
    const created = rig.stripe.state.events.find(
      (event) =>
        event.type === 'subscription_schedule.created' &&
        (event.data.object as { customer: string }).customer === customer,
    );
    expect(created).toBeDefined();
    if (created) expect(await rig.stripe.redeliver(created)).toBe(200);
    expect((await me(rig, member)).subscription.scheduledChange).toBeNull();
    expect(refusedDeliveries(rig)).toEqual([]);
  });
});

describe('Free chosen while a smaller plan is scheduled', () => {
  it('releases the schedule, then changes to Free at the period end', async () => {
    const member = await createTestUser(rig.testApp.database.db, { name: 'Fern Free' });
    await buy(rig, member, 'enterprise');
    const customer = await customerOf(rig, member);
    rig.stripe.state.scheduleChange(subscriptionOf(customer).id, 'price_pro_month');
    await rig.stripe.settle();
    expect((await me(rig, member)).subscription.scheduledChange?.planId).toBe('pro');

    const answer = await subscribe(rig, member, { planId: 'free' });
    expect(answer.status).toBe(200);
    await rig.stripe.settle();
    const leaving = await me(rig, member);
    expect(leaving.subscription).toMatchObject({
      planId: 'enterprise',
      cancelAtPeriodEnd: true,
      scheduledChange: null,
    });
    expect(subscriptionOf(customer).schedule).toBeNull();
    expect(refusedDeliveries(rig)).toEqual([]);
  });
});

describe('an upgrade left pending by a declined card', () => {
  it('shows while it waits, and is gone when Stripe lets it expire', async () => {
    const member = await paidPro('Pia Pending');
    const customer = await customerOf(rig, member);
    rig.stripe.state.customer(customer).paymentsFail = true;
    const answer = await subscribe(rig, member, { planId: 'enterprise', interval: 'month' });
    expect(answer.status).toBe(402);
    await rig.stripe.settle();
    const waiting = await me(rig, member);
    expect(waiting.subscription.planId).toBe('pro');
    expect(waiting.subscription.pendingUpgrade).toMatchObject({
      planId: 'enterprise',
      interval: 'month',
      needsAction: false,
    });
    const expiresAt = Date.parse(waiting.subscription.pendingUpgrade?.expiresAt ?? '');
    expect(Math.round((expiresAt - rig.stripe.state.now * 1000) / 3_600_000)).toBe(23);

    await advanceDays(rig, 1);
    const expired = await me(rig, member);
    expect(expired.subscription).toMatchObject({ planId: 'pro', pendingUpgrade: null });
    expect(await effectivePlan(rig, member)).toBe('pro');
    expect(refusedDeliveries(rig)).toEqual([]);
  });

  it('goes through once the invoice is paid with a card that works', async () => {
    const member = await paidPro('Paul Pays');
    const customer = await customerOf(rig, member);
    rig.stripe.state.customer(customer).paymentsFail = true;
    await subscribe(rig, member, { planId: 'enterprise', interval: 'month' });
    await rig.stripe.settle();
    const invoiceUrl = (await me(rig, member)).subscription.pendingUpgrade?.invoiceUrl ?? '';
    expect(invoiceUrl).toMatch(/\/invoice\/in_/);

    // Still declined: the page says so, and the upgrade keeps waiting.
    const again = await postForm(`${invoiceUrl}/pay`);
    expect(again.status).toBe(200);
    expect(again.text).toContain('Your card was declined.');
    expect((await me(rig, member)).subscription.pendingUpgrade?.planId).toBe('enterprise');

    rig.stripe.state.customer(customer).paymentsFail = false;
    expect((await postForm(`${invoiceUrl}/pay`)).status).toBe(200);
    const upgraded = await me(rig, member);
    expect(upgraded.subscription).toMatchObject({ planId: 'enterprise', pendingUpgrade: null });
    expect(await effectivePlan(rig, member)).toBe('enterprise');
    expect(refusedDeliveries(rig)).toEqual([]);
  });
});

describe('an upgrade waiting for 3-D Secure', () => {
  it('asks the member to confirm the payment, not "declined", and applies once confirmed', async () => {
    const member = await paidPro('Sue Secure');
    const customer = await customerOf(rig, member);
    rig.stripe.state.customer(customer).needsAuthentication = true;
    const answer = await subscribe(rig, member, { planId: 'enterprise', interval: 'month' });
    expect(answer.status).toBe(402);
    expect(answer.body.error).toBe(
      'Your bank asks you to confirm this payment. Your plan changes once you confirm it: use "Confirm payment" under Your plan.',
    );
    await rig.stripe.settle();
    const waiting = await me(rig, member);
    expect(waiting.subscription.planId).toBe('pro');
    expect(waiting.subscription.pendingUpgrade).toMatchObject({
      planId: 'enterprise',
      needsAction: true,
    });
    const invoiceUrl = waiting.subscription.pendingUpgrade?.invoiceUrl ?? '';
    expect(invoiceUrl).toMatch(/\/invoice\/in_/);
    const page = await fetch(invoiceUrl);
    expect(await page.text()).toContain('Confirm payment');

    expect((await postForm(`${invoiceUrl}/pay`)).status).toBe(200);
    const upgraded = await me(rig, member);
    expect(upgraded.subscription).toMatchObject({ planId: 'enterprise', pendingUpgrade: null });
    expect(
      rig.stripe.deliveries.some(
        (delivery) => delivery.type === 'customer.subscription.pending_update_applied',
      ),
    ).toBe(true);
    expect(refusedDeliveries(rig)).toEqual([]);
  });
});

describe('a card declined at Checkout', () => {
  it('leaves the plan as it was and sends the member back to Pricing', async () => {
    const member = await createTestUser(rig.testApp.database.db, { name: 'Dora Declined' });
    const started = await subscribe(rig, member, { planId: 'enterprise', interval: 'month' });
    const checkoutUrl = started.body.checkoutUrl ?? '';
    const page = await (await fetch(checkoutUrl)).text();
    expect(page).toContain('Pay with a declined test card');
    const before = rig.stripe.state.events.length;

    const declined = await postForm(`${checkoutUrl}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.text).toContain('Your card was declined.');
    expect(rig.stripe.state.events.length).toBe(before);
    const back = /<a href="([^"]+)">Back<\/a>/.exec(declined.text)?.[1] ?? '';
    // Back is Checkout's cancel_url: Pricing says the plan did not change (the browser test reads it).
    expect(new URL(back).pathname + new URL(back).search).toBe('/pricing?checkout=canceled');

    const after = await me(rig, member);
    expect(after.subscription).toMatchObject({ planId: 'free', status: 'active', interval: null });
    expect(await effectivePlan(rig, member)).toBe('free');
  });
});
