/**
 * Stripe's webhook door (decision 035): a forged, missing or stale
 * signature is a 400 and changes nothing; an event sent twice is handled
 * once; events arriving in the wrong order still leave the row as Stripe
 * has the subscription now.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stripeEvents } from '../../src/server/db/schema.ts';
import { sendJson } from '../helpers/accounts.ts';
import {
  customerOf,
  eventsOf,
  me,
  payingMember,
  postWebhook,
  sendWebhooksTo,
  subscribe,
  useStripeRig,
} from '../helpers/stripe-app.ts';
import { createTestApp } from '../helpers/test-app.ts';

const rig = useStripeRig();

async function storedEvents(): Promise<number> {
  const [row] = await rig.testApp.database.db.select({ n: count() }).from(stripeEvents);
  return row?.n ?? 0;
}

/** A subscription event for the member's current subscription, as Stripe would send it. */
async function boughtMember(name: string) {
  const member = await payingMember(rig, name);
  const customer = await customerOf(rig, member);
  const [event] = eventsOf(rig, customer, 'customer.subscription.created');
  if (!event) throw new Error('no event');
  return { member, customer, event };
}

describe('the signature', () => {
  it('refuses a body signed with another secret, a changed body, none, or garbage', async () => {
    const { event } = await boughtMember('Fran Forged');
    const body = JSON.stringify({ ...event, id: 'evt_forged_one' });
    const before = await storedEvents();
    const forged = rig.stripe.signature(body, { secret: 'whsec_someone_else' });
    expect(await rig.stripe.post(body, forged)).toBe(400);
    const signedOther = rig.stripe.signature(JSON.stringify(event));
    expect(await rig.stripe.post(body, signedOther)).toBe(400);
    expect(await rig.stripe.post(body, undefined)).toBe(400);
    expect(await rig.stripe.post(body, 't=1,v1=abc')).toBe(400);
    expect(await rig.stripe.post('not json', rig.stripe.signature('not json'))).toBe(400);
    expect(await storedEvents()).toBe(before);
  });

  it('refuses a replay of a signature older than five minutes', async () => {
    const { event } = await boughtMember('Remy Replay');
    const body = JSON.stringify({ ...event, id: 'evt_stale_one' });
    const stale = rig.stripe.signature(body, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(await rig.stripe.post(body, stale)).toBe(400);
    const answer = await postWebhook(rig, body, stale);
    const refusal = (await answer.json()) as { code: string; error: string };
    expect(refusal.code).toBe('BAD_REQUEST');
    expect(refusal.error).toMatch(/too old/);
  });
});

describe('each event once', () => {
  it('answers a re-sent event 200 as a duplicate and stores it once', async () => {
    const { event } = await boughtMember('Dora Double');
    const before = await storedEvents();
    const again = await Promise.all([rig.stripe.redeliver(event), rig.stripe.redeliver(event)]);
    expect(again).toEqual([200, 200]);
    expect(await storedEvents()).toBe(before);
    const [row] = await rig.testApp.database.db
      .select({ n: count() })
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id));
    expect(row?.n).toBe(1);
  });

  it('handles a new event sent twice at once exactly once', async () => {
    const { event } = await boughtMember('Tim Twice');
    const fresh = { ...event, id: `evt_parallel_${Date.now()}` };
    const body = JSON.stringify(fresh);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        postWebhook(rig, body, rig.stripe.signature(body)).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { duplicate: boolean },
        })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const firsts = answers.filter((answer) => answer.body.duplicate === false);
    expect(firsts).toHaveLength(1);
  });
});

describe('out of order', () => {
  it('ends with the state Stripe has now, whichever event arrives last', async () => {
    const { member } = await boughtMember('Otto Order');
    // Hold deliveries while the member cancels, then deliver newest first.
    rig.stripe.setWebhookUrl('');
    const held = rig.stripe.state.events.length;
    expect((await subscribe(rig, member, { planId: 'free' })).status).toBe(200);
    await rig.stripe.settle();
    sendWebhooksTo(rig.stripe, rig.testApp.baseUrl);
    const [cancelEvent] = rig.stripe.state.events.slice(held);
    if (!cancelEvent) throw new Error('no cancel event');
    // An older "updated" event, made before the cancel, arrives after it.
    const customer = await customerOf(rig, member);
    const [older] = eventsOf(rig, customer, 'customer.subscription.created');
    if (!older) throw new Error('no older event');
    expect(await rig.stripe.redeliver(cancelEvent)).toBe(200);
    const stale = { ...older, id: `evt_late_${Date.now()}` };
    const body = JSON.stringify(stale);
    expect(await rig.stripe.post(body, rig.stripe.signature(body))).toBe(200);
    expect((await me(rig, member)).subscription).toMatchObject({
      planId: 'enterprise',
      status: 'active',
      cancelAtPeriodEnd: true,
    });
  });
});

describe('without Stripe configured', () => {
  it('answers the webhook and the portal 404', async () => {
    const selfHosted = await createTestApp({ seed: false });
    try {
      const hook = await sendJson(selfHosted.app, {
        method: 'POST',
        url: '/api/billing/stripe/webhook',
        payload: { id: 'evt_x', type: 'customer.subscription.updated' },
        headers: { 'stripe-signature': 't=1,v1=abc' },
      });
      expect(hook.status).toBe(404);
    } finally {
      await selfHosted.close();
    }
  });
});
