/**
 * A stand-in for Stripe over real HTTP (decision 035), like the AI
 * provider fakes: the official `stripe` package talks to it through
 * STRIPE_API_BASE, and it sends the app webhooks signed with the package's
 * own test-header helper. It speaks what the app uses: customers, Checkout
 * sessions (with a page a browser can "pay" on, or be declined on),
 * subscriptions (expanding their schedule and latest invoice), payment
 * intents, the invoice preview, and Customer Portal sessions (with a page
 * that schedules a smaller plan for the period's end), and hosted invoice
 * pages where a pending upgrade is paid or confirmed (3-D Secure).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { readBody, sendJson } from '../fake-ai/fake-http.ts';
import {
  type FakeCheckoutSession,
  type FakeEvent,
  type FakeInvoice,
  type FakePrice,
  FakeStripeBilling,
  FakeStripeError,
  type FakeSubscription,
  fakeId,
} from './fake-stripe-billing.ts';
import { field, type FormObject, parseStripeForm } from './stripe-form.ts';

export const FAKE_PRICES: readonly FakePrice[] = [
  { id: 'price_pro_month', name: 'Pro', amount: 1900, interval: 'month' },
  { id: 'price_pro_year', name: 'Pro', amount: 19000, interval: 'year' },
  { id: 'price_enterprise_month', name: 'Enterprise', amount: 9900, interval: 'month' },
  { id: 'price_enterprise_year', name: 'Enterprise', amount: 99000, interval: 'year' },
];

export const FAKE_WEBHOOK_SECRET = 'whsec_fake_stand_in_secret_for_tests';

export interface Delivery {
  eventId: string;
  type: string;
  status: number;
}

export interface FakeStripe {
  state: FakeStripeBilling;
  /** What the app needs in its environment to use the stand-in. */
  env: Record<string, string>;
  baseUrl: string;
  /** Where webhooks go (the app's /api/billing/stripe/webhook). */
  setWebhookUrl: (url: string) => void;
  deliveries: Delivery[];
  /** Resolves once every event made so far has been delivered. */
  settle: () => Promise<void>;
  /** Sends an event's body again with a fresh, valid signature (a retry or replay). */
  redeliver: (event: FakeEvent) => Promise<number>;
  /** Sends a body with the given Stripe-Signature header, as is. */
  post: (body: string, signature: string | undefined) => Promise<number>;
  signature: (body: string, options?: { secret?: string; timestamp?: number }) => string;
  close: () => Promise<void>;
}

type Handler = (form: FormObject, match: RegExpMatchArray, req: IncomingMessage) => unknown;

function booleanField(value: string | undefined): boolean | undefined {
  return value === undefined ? undefined : value === 'true';
}

function createRoutes(state: FakeStripeBilling, baseUrl: () => string) {
  const customers = new Map<string, unknown>();
  const routes: [string, RegExp, Handler][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      (form, _match, req) => {
        // Stripe answers a repeated Idempotency-Key with the first answer.
        const key = req.headers['idempotency-key'];
        const known = typeof key === 'string' ? customers.get(key) : undefined;
        if (known) return known;
        const metadata = (form.metadata ?? {}) as Record<string, string>;
        const created = state.createCustomer(field(form, 'email') ?? '', metadata);
        if (typeof key === 'string') customers.set(key, created);
        return created;
      },
    ],
    ['POST', /^\/v1\/checkout\/sessions$/, (form) => createSession(state, form, baseUrl())],
    [
      'GET',
      /^\/v1\/subscriptions\/([\w]+)$/,
      (form, match) => expanded(state, state.subscription(match[1] ?? ''), form),
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([\w]+)$/,
      (form, match) =>
        expanded(
          state,
          state.update(match[1] ?? '', {
            cancelAtPeriodEnd: booleanField(field(form, 'cancel_at_period_end')),
            price: field(form, 'items', 0, 'price'),
          }),
          form,
        ),
    ],
    [
      'GET',
      /^\/v1\/subscription_schedules\/([\w]+)$/,
      (_form, match) => state.schedule(match[1] ?? ''),
    ],
    [
      'POST',
      /^\/v1\/subscription_schedules\/([\w]+)\/release$/,
      (_form, match) => state.releaseSchedule(match[1] ?? ''),
    ],
    [
      'GET',
      /^\/v1\/payment_intents\/([\w]+)$/,
      (_form, match) => state.paymentIntent(match[1] ?? ''),
    ],
    ['DELETE', /^\/v1\/subscriptions\/([\w]+)$/, (_form, match) => state.cancelNow(match[1] ?? '')],
    [
      'POST',
      /^\/v1\/invoices\/create_preview$/,
      (form) => {
        const subscription = field(form, 'subscription') ?? '';
        const price = field(form, 'subscription_details', 'items', 0, 'price') ?? '';
        const at = Number(field(form, 'subscription_details', 'proration_date') ?? state.now);
        const amount = state.prorationFor(subscription, price, at);
        return {
          id: fakeId('upcoming'),
          object: 'invoice',
          amount_due: Math.max(0, amount),
          total: amount,
          currency: 'usd',
        };
      },
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (form) => {
        const customer = state.customer(field(form, 'customer') ?? '');
        return {
          id: fakeId('bps'),
          object: 'billing_portal.session',
          customer: customer.id,
          return_url: field(form, 'return_url') ?? null,
          url: `${baseUrl()}/portal/${customer.id}?return=${encodeURIComponent(field(form, 'return_url') ?? '')}`,
        };
      },
    ],
  ];
  return routes;
}

/** `expand[]` as Stripe reads it, for the two paths the app asks for. */
function expanded(state: FakeStripeBilling, subscription: FakeSubscription, form: FormObject) {
  const wanted = Array.isArray(form.expand) ? form.expand : [];
  const copy: Record<string, unknown> = { ...subscription };
  if (wanted.includes('schedule') && subscription.schedule)
    copy.schedule = state.schedule(subscription.schedule);
  const invoiceWanted =
    wanted.includes('latest_invoice') || wanted.includes('latest_invoice.payments');
  if (invoiceWanted && subscription.latest_invoice) {
    const invoice: Partial<FakeInvoice> = { ...state.invoice(subscription.latest_invoice) };
    // An invoice's payments are "includable": there only when asked for.
    if (!wanted.includes('latest_invoice.payments')) delete invoice.payments;
    copy.latest_invoice = invoice;
  }
  return copy;
}

function createSession(state: FakeStripeBilling, form: FormObject, base: string) {
  const customer = state.customer(field(form, 'customer') ?? '');
  const price = field(form, 'line_items', 0, 'price') ?? '';
  state.price(price);
  const trialDays = field(form, 'subscription_data', 'trial_period_days');
  const endBehavior = field(
    form,
    'subscription_data',
    'trial_settings',
    'end_behavior',
    'missing_payment_method',
  );
  const id = fakeId('cs');
  const session: FakeCheckoutSession = {
    id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'open',
    customer: customer.id,
    client_reference_id: field(form, 'client_reference_id') ?? null,
    subscription: null,
    url: `${base}/checkout/${id}`,
    success_url: field(form, 'success_url') ?? '',
    cancel_url: field(form, 'cancel_url') ?? '',
    payment_method_collection: field(form, 'payment_method_collection') ?? 'always',
    price,
    trialDays: trialDays ? Number(trialDays) : null,
    trialEndsWithoutCard: endBehavior === 'pause' ? 'pause' : 'cancel',
    metadata: ((form.subscription_data as FormObject | undefined)?.metadata ?? {}) as Record<
      string,
      string
    >,
  };
  state.sessions.set(id, session);
  return session;
}

const PAGE_HEAD = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>`;
const PAGE_END = '</main></body></html>';

/** Checkout's page: the amount, Subscribe, a declined test card, and Back (the cancel_url). */
function checkoutPage(session: FakeCheckoutSession, price: FakePrice, declined = false): string {
  const amount = session.trialDays ? '$0.00 today' : `$${(price.amount / 100).toFixed(2)}`;
  return `${PAGE_HEAD('Stripe stand-in checkout')}<h1>Stand-in checkout</h1><p>${amount}</p>
${declined ? '<p role="alert">Your card was declined. Try another card, or go back.</p>' : ''}
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Subscribe</button></form>
<form method="post" action="/checkout/${session.id}/decline"><button type="submit">Pay with a declined test card</button></form>
<a href="${session.cancel_url}">Back</a>${PAGE_END}`;
}

function hidden(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The portal's page: for each live subscription, a smaller plan at the
 * same interval to switch to at the period's end (a schedule), or the
 * scheduled change to cancel; and Return.
 */
function portalPage(state: FakeStripeBilling, customerId: string, returnUrl: string): string {
  const rows = [...state.subscriptions.values()]
    .filter((one) => one.customer === customerId && one.status !== 'canceled')
    .map((subscription) => {
      const current = subscription.items.data[0]?.price;
      if (!current) return '';
      const back = { subscription: subscription.id, return: returnUrl };
      if (subscription.schedule)
        return `<p>A change is scheduled for the end of the period.</p>
<form method="post" action="/portal/${customerId}/release">${hidden(back)}<button type="submit">Cancel the scheduled change</button></form>`;
      return FAKE_PRICES.filter(
        (price) =>
          price.interval === current.recurring.interval && price.amount < current.unit_amount,
      )
        .map(
          (price) =>
            `<form method="post" action="/portal/${customerId}/schedule">${hidden({ ...back, price: price.id })}<button type="submit">Switch to ${price.name} at the end of the period</button></form>`,
        )
        .join('');
    })
    .join('');
  return `${PAGE_HEAD('Stripe stand-in portal')}<h1>Stand-in billing portal</h1>${rows}
<a href="${escapeHtml(returnUrl)}">Return</a>${PAGE_END}`;
}

/** The hosted invoice page: its amount and state, and Pay (or Confirm payment, for 3-D Secure). */
function invoicePage(state: FakeStripeBilling, invoice: FakeInvoice, note = ''): string {
  const intent = state.paymentIntent(invoice.payments.data[0]?.payment.payment_intent ?? '');
  const action = intent.status === 'requires_action' ? 'Confirm payment' : 'Pay';
  const open = invoice.status === 'open';
  return `${PAGE_HEAD('Stripe stand-in invoice')}<h1>Stand-in invoice</h1>
<p>$${(invoice.amount_due / 100).toFixed(2)}: ${open ? 'open' : 'paid'}</p>${note}
${open ? `<form method="post" action="/invoice/${invoice.id}/pay"><button type="submit">${action}</button></form>` : ''}${PAGE_END}`;
}

function sendPage(res: ServerResponse, status: number, html: string): true {
  res.writeHead(status, { 'content-type': 'text/html' }).end(html);
  return true;
}

async function portalAction(state: FakeStripeBilling, req: IncomingMessage, path: string) {
  const action = /^\/portal\/(\w+)\/(schedule|release)$/.exec(path);
  if (!action || req.method !== 'POST') return null;
  const form = new URLSearchParams(await readBody(req));
  const subscription = state.subscription(form.get('subscription') ?? '');
  if (subscription.customer !== action[1])
    throw new FakeStripeError('Not this customer', 'invalid');
  if (action[2] === 'schedule') state.scheduleChange(subscription.id, form.get('price') ?? '');
  else if (subscription.schedule) state.releaseSchedule(subscription.schedule);
  return `/portal/${subscription.customer}?return=${encodeURIComponent(form.get('return') ?? '/')}`;
}

async function servePages(state: FakeStripeBilling, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  if (url.pathname === '/favicon.ico') {
    res.writeHead(204).end();
    return true;
  }
  const pay = /^\/checkout\/(\w+)\/(pay|decline)$/.exec(url.pathname);
  if (pay && req.method === 'POST') {
    await readBody(req);
    const id = pay[1] ?? '';
    if (pay[2] === 'decline') {
      // Stripe keeps the session open and says so on its page; nothing is created.
      const session = state.sessions.get(id);
      if (!session) return sendPage(res, 404, 'No such session');
      return sendPage(res, 200, checkoutPage(session, state.price(session.price), true));
    }
    const session = state.completeCheckout(id);
    res.writeHead(303, { location: session.success_url }).end();
    return true;
  }
  const page = /^\/checkout\/(\w+)$/.exec(url.pathname);
  const session = page ? state.sessions.get(page[1] ?? '') : undefined;
  if (session) return sendPage(res, 200, checkoutPage(session, state.price(session.price)));
  const back = await portalAction(state, req, url.pathname);
  if (back) {
    res.writeHead(303, { location: back }).end();
    return true;
  }
  const portal = /^\/portal\/(\w+)$/.exec(url.pathname);
  if (portal)
    return sendPage(
      res,
      200,
      portalPage(state, portal[1] ?? '', url.searchParams.get('return') ?? '/'),
    );
  const invoice = /^\/invoice\/(\w+)(\/pay)?$/.exec(url.pathname);
  if (invoice) {
    const found = state.invoice(invoice[1] ?? '');
    if (!invoice[2]) return sendPage(res, 200, invoicePage(state, found));
    await readBody(req);
    const paid = state.payInvoice(found.id);
    const note = paid ? '' : '<p role="alert">Your card was declined.</p>';
    return sendPage(res, 200, invoicePage(state, found, note));
  }
  return false;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const signer = new Stripe('sk_test_signer_only');
  let webhookUrl = '';
  const deliveries: Delivery[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  const signature = (body: string, options: { secret?: string; timestamp?: number } = {}) =>
    signer.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? FAKE_WEBHOOK_SECRET,
      timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    });
  const post = async (body: string, header: string | undefined) => {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(header === undefined ? {} : { 'stripe-signature': header }),
      },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  };
  const deliver = async (event: FakeEvent) => {
    const body = JSON.stringify(event);
    const status = await post(body, signature(body));
    deliveries.push({ eventId: event.id, type: event.type, status });
    return status;
  };
  // Events go out one at a time, in the order they were made, after the
  // API answer that made them (as Stripe's do).
  const state = new FakeStripeBilling(
    new Map(FAKE_PRICES.map((price) => [price.id, price])),
    (e) => {
      queue = queue.then(() => (webhookUrl ? deliver(e) : undefined)).catch(() => undefined);
    },
  );
  const routes = createRoutes(state, () => baseUrl);
  const server = createServer((req, res) => {
    void (async () => {
      try {
        if (await servePages(state, req, res)) return;
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const path = url.pathname;
        // Stripe sends a GET's parameters (expand[]) in the query, others in the body.
        const form = parseStripeForm(
          req.method === 'GET' ? url.search.slice(1) : await readBody(req),
        );
        for (const [method, pattern, handle] of routes) {
          const match = req.method === method ? pattern.exec(path) : null;
          if (match) return sendJson(res, 200, handle(form, match, req));
        }
        sendJson(res, 404, { error: { type: 'invalid_request_error', message: `No ${path}` } });
      } catch (error) {
        const known = error instanceof FakeStripeError ? error : null;
        sendJson(res, known?.status ?? 500, {
          error: {
            type: known?.status === 402 ? 'card_error' : 'invalid_request_error',
            code: known?.code ?? 'fake_failure',
            message: error instanceof Error ? error.message : String(error),
          },
        });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.pagesBase = baseUrl;
  return {
    state,
    baseUrl,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_PRICE_PRO_MONTH: 'price_pro_month',
      STRIPE_PRICE_PRO_YEAR: 'price_pro_year',
      STRIPE_PRICE_ENTERPRISE_MONTH: 'price_enterprise_month',
      STRIPE_PRICE_ENTERPRISE_YEAR: 'price_enterprise_year',
      STRIPE_API_BASE: baseUrl,
    },
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    deliveries,
    settle: async () => {
      // A delivery can make more events (the app cancels a replaced trial).
      for (let seen = -1; seen !== state.events.length;) {
        seen = state.events.length;
        await queue;
      }
    },
    redeliver: (event) => deliver(event),
    post,
    signature,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
