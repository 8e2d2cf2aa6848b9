/**
 * The billing doors again, on a hub in Stripe mode (decision 035): the
 * main matrix's app has no Stripe, where these doors only say 404 or 403.
 * Here Checkout, the Customer Portal, the webhook and the admin's plan
 * path answer as they do for real, for each of the five actors.
 */
import {
  everyone,
  type Expected,
  type MatrixRequest,
  signedIn,
  trpcMutation,
  trpcQuery,
} from './matrix-types.ts';

export interface StripeMatrixFixture {
  /** The Stripe stand-in's address (Checkout and the portal live there). */
  stripeBase: string;
  /** A subscription event of a paying member, with a new id on every call. */
  newEvent: () => string;
  /** A valid Stripe-Signature header for the body. */
  sign: (body: string, secret?: string) => string;
  /** A new member paying Enterprise through Stripe, on every call (their id). */
  newPayingMember: () => Promise<string>;
  /** A new member on Free with no Stripe customer, on every call (their id). */
  newFreeMember: () => Promise<string>;
}

/**
 * Who the signed-in actors are for a check: members paying Enterprise
 * through Stripe, made once ('paying'), or made fresh for this check
 * because it changes them ('fresh-paying'), or fresh members on Free
 * ('fresh-free').
 */
export type StripeActors = 'paying' | 'fresh-paying' | 'fresh-free';

export interface StripeMatrixCheck {
  label: string;
  actors: StripeActors;
  request: (fixture: StripeMatrixFixture) => MatrixRequest | Promise<MatrixRequest>;
  expect: Expected;
  /** What a 2xx answer must say, beyond its status. */
  verify?: (body: unknown, fixture: StripeMatrixFixture) => void;
}

function adminOnly(status: number): Expected {
  return { anonymous: 401, user: 403, owner: 403, admin: status, disabled: 403 };
}

function json(
  method: MatrixRequest['method'],
  url: string,
  payload?: Record<string, unknown>,
): MatrixRequest {
  return payload === undefined ? { method, url } : { method, url, payload };
}

function field(body: unknown, ...path: string[]): unknown {
  let node = body;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function expectString(value: unknown, pattern: RegExp, what: string): void {
  if (typeof value !== 'string' || !pattern.test(value))
    throw new Error(`${what}: expected ${String(pattern)}, got ${JSON.stringify(value)}`);
}

function opensCheckout(body: unknown, f: StripeMatrixFixture): void {
  const url = field(body, 'checkoutUrl') ?? field(body, 'result', 'data', 'json', 'checkoutUrl');
  expectString(url, new RegExp(`^${f.stripeBase}/checkout/cs_`), 'checkoutUrl');
}

function opensPortal(body: unknown, f: StripeMatrixFixture): void {
  const url = field(body, 'url') ?? field(body, 'result', 'data', 'json', 'url');
  expectString(url, new RegExp(`^${f.stripeBase}/portal/cus_`), 'portal url');
}

function signedWebhook(body: string, signature: string): MatrixRequest {
  return {
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  };
}

export const STRIPE_BILLING_ROWS: Record<string, readonly StripeMatrixCheck[]> = {
  'POST /api/users/subscribe': [
    {
      label: 'Enterprise from Free: Checkout',
      actors: 'fresh-free',
      request: () => json('POST', '/api/users/subscribe', { planId: 'enterprise' }),
      expect: signedIn(200),
      verify: opensCheckout,
    },
    {
      label: "Pro's trial from Free: Checkout",
      actors: 'fresh-free',
      request: () => json('POST', '/api/users/subscribe', { planId: 'pro', interval: 'year' }),
      expect: signedIn(200),
      verify: opensCheckout,
    },
    {
      label: 'Free while paying: ends at the period end',
      actors: 'fresh-paying',
      request: () => json('POST', '/api/users/subscribe', { planId: 'free' }),
      expect: signedIn(200),
      verify: (body) => expectString(field(body, 'user', '_id'), /./, 'user'),
    },
    {
      label: 'a smaller plan while paying: the portal',
      actors: 'paying',
      request: () => json('POST', '/api/users/subscribe', { planId: 'pro' }),
      expect: signedIn(409),
    },
  ],
  'account.subscribe': [
    {
      label: 'Enterprise from Free: Checkout',
      actors: 'fresh-free',
      request: () => trpcMutation('account.subscribe', { planId: 'enterprise' }),
      expect: signedIn(200),
      verify: opensCheckout,
    },
    {
      label: 'a smaller plan while paying: the portal',
      actors: 'paying',
      request: () => trpcMutation('account.subscribe', { planId: 'pro' }),
      expect: signedIn(409),
    },
  ],
  'account.previewPlanChange': [
    {
      label: 'to Free while paying',
      actors: 'paying',
      request: () => trpcQuery('account.previewPlanChange', { planId: 'free' }),
      expect: signedIn(200),
      verify: (body) => {
        if (field(body, 'result', 'data', 'json', 'step') !== 'cancel')
          throw new Error(`step: expected cancel in ${JSON.stringify(body)}`);
      },
    },
  ],
  'account.billingPortal': [
    {
      label: 'paying: the portal',
      actors: 'paying',
      request: () => trpcMutation('account.billingPortal'),
      expect: signedIn(200),
      verify: opensPortal,
    },
    {
      label: 'on Free: nothing to manage',
      actors: 'fresh-free',
      request: () => trpcMutation('account.billingPortal'),
      expect: signedIn(409),
    },
  ],
  'POST /api/billing/portal': [
    {
      label: 'paying: the portal',
      actors: 'paying',
      request: () => json('POST', '/api/billing/portal'),
      expect: signedIn(200),
      verify: opensPortal,
    },
    {
      label: 'on Free: nothing to manage',
      actors: 'fresh-free',
      request: () => json('POST', '/api/billing/portal'),
      expect: signedIn(409),
    },
  ],
  // Stripe's door: whoever calls, the signature decides; a session token neither helps nor hurts.
  'POST /api/billing/stripe/webhook': [
    {
      label: 'a signed event',
      actors: 'paying',
      request: (f) => {
        const body = f.newEvent();
        return signedWebhook(body, f.sign(body));
      },
      expect: everyone(200),
      verify: (body) => {
        if (field(body, 'duplicate') !== false) throw new Error(`not handled: ${String(body)}`);
      },
    },
    {
      label: 'signed with another secret',
      actors: 'paying',
      request: (f) => {
        const body = f.newEvent();
        return signedWebhook(body, f.sign(body, 'whsec_someone_else'));
      },
      expect: everyone(400),
    },
    {
      label: 'no signature',
      actors: 'paying',
      request: (f) => ({
        method: 'POST',
        url: '/api/billing/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: f.newEvent(),
      }),
      expect: everyone(400),
    },
  ],
  // Plans are bought, not asked for, with Stripe.
  'POST /api/users/plan-request': [
    {
      label: 'ask for Enterprise',
      actors: 'fresh-free',
      request: () => json('POST', '/api/users/plan-request', { planId: 'enterprise' }),
      expect: signedIn(409),
    },
  ],
  'account.requestPlan': [
    {
      label: 'ask for Enterprise',
      actors: 'fresh-free',
      request: () => trpcMutation('account.requestPlan', { planId: 'enterprise' }),
      expect: signedIn(409),
    },
  ],
  'account.planChoice': [
    {
      label: 'Stripe mode',
      actors: 'paying',
      request: () => trpcQuery('account.planChoice'),
      expect: everyone(200),
      verify: (body) => {
        if (field(body, 'result', 'data', 'json', 'mode') !== 'stripe')
          throw new Error(`mode: ${JSON.stringify(body)}`);
      },
    },
  ],
  'PUT /api/admin/users/:id/plan': [
    {
      label: 'over a plan Stripe bills',
      actors: 'paying',
      request: async (f) =>
        json('PUT', `/api/admin/users/${await f.newPayingMember()}/plan`, {
          planId: 'enterprise',
          reason: 'Pays by bank transfer',
        }),
      expect: adminOnly(409),
    },
    {
      label: 'to a member on Free (by invoice)',
      actors: 'paying',
      request: async (f) =>
        json('PUT', `/api/admin/users/${await f.newFreeMember()}/plan`, {
          planId: 'enterprise',
          reason: 'Pays by bank transfer',
        }),
      expect: adminOnly(200),
    },
  ],
  'admin.users.setPlan': [
    {
      label: 'over a plan Stripe bills',
      actors: 'paying',
      request: async (f) =>
        trpcMutation('admin.users.setPlan', {
          id: await f.newPayingMember(),
          planId: 'enterprise',
          reason: 'Pays by bank transfer',
        }),
      expect: adminOnly(409),
    },
  ],
};
