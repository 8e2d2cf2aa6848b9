/**
 * An app in Stripe mode wired to the Stripe stand-in over real HTTP: the
 * app calls the stand-in's API, the stand-in posts signed webhooks to the
 * listening app. Helpers drive a member through Checkout.
 */
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../src/server/db/schema.ts';
import { sendJson } from './accounts.ts';
import { type FakeStripe, startFakeStripe } from './fake-stripe/fake-stripe-server.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { bearer, type TestUser } from './test-users.ts';

export interface StripeRig {
  testApp: TestApp;
  stripe: FakeStripe;
  close: () => Promise<void>;
}

/** `env` adds to the stand-in's variables (SMTP_URL for the billing mails, say). */
export async function startStripeRig(env: Record<string, string> = {}): Promise<StripeRig> {
  const stripe = await startFakeStripe();
  const testApp = await createTestApp({
    listen: true,
    seed: false,
    env: { ...stripe.env, ...env },
  });
  stripe.setWebhookUrl(`${testApp.baseUrl}/api/billing/stripe/webhook`);
  return {
    testApp,
    stripe,
    close: async () => {
      await testApp.close();
      await stripe.close();
    },
  };
}

export interface MeJson {
  subscriptionPlan: string;
  subscriptionStatus: string;
  subscription: {
    planId: string;
    status: string;
    currentPeriodEnd: string | null;
    trialEnd: string | null;
    cancelAtPeriodEnd: boolean;
    graceUntil: string | null;
    interval: string | null;
    scheduledChange: { planId: string; interval: string | null; at: string } | null;
    pendingUpgrade: {
      planId: string;
      interval: string | null;
      expiresAt: string;
      needsAction: boolean;
      invoiceUrl: string | null;
    } | null;
  };
}

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

export async function customerOf(rig: StripeRig, member: TestUser): Promise<string> {
  const [row] = await rig.testApp.database.db
    .select({ customer: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, member.id));
  if (!row?.customer) throw new Error('member has no Stripe customer');
  return row.customer;
}

export const DAY_SECONDS = 24 * 60 * 60;
