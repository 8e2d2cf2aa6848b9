/**
 * An app in Stripe mode wired to the Stripe stand-in over real HTTP: the
 * app calls the stand-in's API, the stand-in posts signed webhooks to the
 * listening app. Helpers drive a member through Checkout.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { subscriptions } from '../../src/server/db/schema.ts';
import { selectEffectivePlan } from '../../src/server/services/effective-plan.ts';
import type { components } from '../generated/rest-api.ts';
import { sendJson } from './accounts.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe/fake-stripe-server.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { bearer, createTestUser, type TestUser } from './test-users.ts';

export interface StripeRig {
  testApp: TestApp;
  stripe: FakeStripe;
  close: () => Promise<void>;
}

/** Points the stand-in's webhooks at the app listening on `baseUrl`. */
export function sendWebhooksTo(stripe: FakeStripe, baseUrl: string): void {
  stripe.setWebhookUrl(`${baseUrl}/api/billing/stripe/webhook`);
}

/** `env` adds to the stand-in's variables (SMTP_URL for the billing mails, say). */
export async function startStripeRig(env: Record<string, string> = {}): Promise<StripeRig> {
  const stripe = await startFakeStripe();
  const testApp = await createTestApp({
    listen: true,
    seed: false,
    env: { ...stripe.env, ...env },
  });
  sendWebhooksTo(stripe, testApp.baseUrl);
  return {
    testApp,
    stripe,
    close: async () => {
      await testApp.close();
      await stripe.close();
    },
  };
}

/**
 * One rig for the whole file: started before its tests, closed after them.
 * `env` is read when the rig starts, so it may name a server started in an
 * earlier beforeAll (registered before this call, it also closes after the rig).
 */
export function useStripeRig(env: () => Record<string, string> = () => ({})): StripeRig {
  let started: StripeRig | undefined;
  beforeAll(async () => {
    started = await startStripeRig(env());
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): StripeRig => {
    if (!started) throw new Error('the Stripe rig is not running');
    return started;
  };
  return {
    get testApp() {
      return current().testApp;
    },
    get stripe() {
      return current().stripe;
    },
    close: () => current().close(),
  };
}

/** What GET /api/users/me says of a member's plan, as the REST schema has it. */
export type MeJson = Pick<
  components['schemas']['User'],
  'subscriptionPlan' | 'subscriptionStatus' | 'subscription'
>;

export async function me(rig: StripeRig, member: TestUser): Promise<MeJson> {
  const response = await sendJson<{ user: MeJson }>(rig.testApp.app, {
    method: 'GET',
    url: '/api/users/me',
    headers: bearer(member),
  });
  return response.body.user;
}

export function subscribe(rig: StripeRig, member: TestUser, payload: Record<string, unknown>) {
  return sendJson<{ checkoutUrl?: string; user?: MeJson; error?: string }>(rig.testApp.app, {
    method: 'POST',
    url: '/api/users/subscribe',
    payload,
    headers: bearer(member),
  });
}

/** Opens Checkout's page and pays (or confirms the trial) as a browser would; then webhooks settle. */
export async function payAtCheckout(rig: StripeRig, checkoutUrl: string | undefined) {
  if (!checkoutUrl) throw new Error('no checkout address');
  const page = await fetch(checkoutUrl);
  if (page.status !== 200) throw new Error(`checkout page answered ${page.status}`);
  await page.text();
  const paid = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  await paid.arrayBuffer();
  await rig.stripe.settle();
  return paid;
}

/** Buys a plan through Checkout and waits for Stripe's webhooks to apply it. */
export async function buy(
  rig: StripeRig,
  member: TestUser,
  planId: string,
  interval: 'month' | 'year' = 'month',
) {
  const started = await subscribe(rig, member, { planId, interval });
  if (started.status !== 200) throw new Error(`subscribe answered ${started.status}`);
  await payAtCheckout(rig, started.body.checkoutUrl);
  return me(rig, member);
}

/** A new member paying for Enterprise through Checkout (Pro would be a trial without a card). */
export async function payingMember(
  rig: StripeRig,
  name: string,
  role: 'user' | 'admin' = 'user',
): Promise<TestUser> {
  const member = await createTestUser(rig.testApp.database.db, { name, role });
  await buy(rig, member, 'enterprise');
  return member;
}

export async function customerOf(rig: StripeRig, member: TestUser): Promise<string> {
  const [row] = await rig.testApp.database.db
    .select({ customer: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, member.id));
  if (!row?.customer) throw new Error('member has no Stripe customer');
  return row.customer;
}

export const DAY_SECONDS = 24 * 60 * 60;

/** Moves the stand-in's clock (every subscription on it) and waits for the webhooks it caused. */
export async function advanceDays(rig: StripeRig, days: number): Promise<void> {
  rig.stripe.state.advance(days * DAY_SECONDS);
  await rig.stripe.settle();
}

/** The plan whose limits apply to the member at `at`, as the app reads it. */
export async function effectivePlan(
  rig: StripeRig,
  member: TestUser,
  at = new Date(),
): Promise<string | undefined> {
  const [row] = await selectEffectivePlan(rig.testApp.database.db, member.id, at);
  return row?.planId;
}

/** The member's card is declined from now on (or accepted again with `declined` false). */
export async function declineCard(rig: StripeRig, member: TestUser, declined = true) {
  rig.stripe.state.customer(await customerOf(rig, member)).paymentsFail = declined;
}

/** Pro paid by card: the trial Checkout gives first is ended, then Pro is bought again. */
export async function buyPaidPro(rig: StripeRig, member: TestUser): Promise<MeJson> {
  await buy(rig, member, 'pro');
  const customer = await customerOf(rig, member);
  const trial = [...rig.stripe.state.subscriptions.values()].find(
    (one) => one.customer === customer && one.status !== 'canceled',
  );
  if (!trial) throw new Error('no trial at the stand-in');
  rig.stripe.state.cancelNow(trial.id);
  await rig.stripe.settle();
  return buy(rig, member, 'pro');
}

/** The events the stand-in made of `type` for one customer. */
export function eventsOf(rig: StripeRig, customer: string, type: string) {
  return rig.stripe.state.events.filter(
    (event) =>
      event.type === type && (event.data.object as { customer?: string }).customer === customer,
  );
}

/** Posts a body to the app's Stripe webhook with the given Stripe-Signature header. */
export function postWebhook(rig: StripeRig, body: string, signature: string): Promise<Response> {
  return fetch(`${rig.testApp.baseUrl}/api/billing/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
}

/** Webhook deliveries the app did not answer with 200. */
export function refusedDeliveries(rig: StripeRig) {
  return rig.stripe.deliveries.filter((delivery) => delivery.status !== 200);
}
