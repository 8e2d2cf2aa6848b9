/**
 * Stripe mode's connection (decision 035): the official client, pointed at
 * api.stripe.com or at STRIPE_API_BASE (the tests' stand-in), the webhook
 * secret, and the four prices, with the way back from a price to its plan.
 */
import Stripe from 'stripe';
import type { Env } from '../env.ts';

export type BillingInterval = 'month' | 'year';
export type PaidPlanId = 'pro' | 'enterprise';

export interface StripeBilling {
  client: Stripe;
  webhookSecret: string;
  /** The Stripe price id of a paid plan at an interval; null for a plan Stripe does not sell. */
  priceOf: (planId: string, interval: BillingInterval) => string | null;
  /** The plan and interval a Stripe price id stands for; null for a price this hub does not sell. */
  planOfPrice: (priceId: string) => { planId: PaidPlanId; interval: BillingInterval } | null;
  /** A customer's page in the Stripe Dashboard (its test-mode side for a test key), for admins. */
  customerDashboardUrl: (customerId: string) => string;
}

/** How long a signed webhook stays acceptable: older ones are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  // One retry on a network error; Stripe's idempotency keys make it safe.
  const common = { maxNetworkRetries: 1, timeout: 15_000, telemetry: false };
  if (!apiBase) return common;
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { ...common, host: url.hostname, port, protocol };
}

/** Stripe mode's connection when STRIPE_SECRET_KEY is set (env.ts checks the rest), else null. */
export function createStripeBilling(env: Env): StripeBilling | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  const prices: Record<PaidPlanId, Record<BillingInterval, string | undefined>> = {
    pro: { month: env.STRIPE_PRICE_PRO_MONTH, year: env.STRIPE_PRICE_PRO_YEAR },
    enterprise: {
      month: env.STRIPE_PRICE_ENTERPRISE_MONTH,
      year: env.STRIPE_PRICE_ENTERPRISE_YEAR,
    },
  };
  const byPrice = new Map<string, { planId: PaidPlanId; interval: BillingInterval }>();
  for (const planId of ['pro', 'enterprise'] as const)
    for (const interval of ['month', 'year'] as const) {
      const price = prices[planId][interval];
      if (price) byPrice.set(price, { planId, interval });
    }
  // Test keys (sk_test_, rk_test_) see test-mode objects, which live under /test/ in the Dashboard.
  const testMode = /^[sr]k_test_/.test(env.STRIPE_SECRET_KEY);
  return {
    client: new Stripe(env.STRIPE_SECRET_KEY, clientOptions(env.STRIPE_API_BASE)),
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    priceOf: (planId, interval) =>
      planId === 'pro' || planId === 'enterprise' ? (prices[planId][interval] ?? null) : null,
    planOfPrice: (priceId) => byPrice.get(priceId) ?? null,
    customerDashboardUrl: (customerId) =>
      `https://dashboard.stripe.com/${testMode ? 'test/' : ''}customers/${encodeURIComponent(customerId)}`,
  };
}
