/**
 * The authorization matrix's billing rows on a hub in Stripe mode (decision
 * 035), against the Stripe stand-in over real HTTP: one extra app, only the
 * doors whose answers change with Stripe. The main matrix
 * (authorization-matrix.test.ts) runs without Stripe, where they say 404.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/trpc/root.ts';
import { customerOf, payingMember, useStripeRig } from '../helpers/stripe-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { ACCOUNT_ROWS } from './authorization/account-rows.ts';
import { ADMIN_ROWS } from './authorization/admin-rows.ts';
import {
  STRIPE_BILLING_ROWS,
  type StripeActors,
  type StripeMatrixCheck,
  type StripeMatrixFixture,
} from './authorization/billing-stripe-rows.ts';
import { ACTORS, type ActorName, type MatrixRequest } from './authorization/matrix-types.ts';

const rig = useStripeRig();
const paying = new Map<ActorName, TestUser | null>();
let fixture: StripeMatrixFixture;

function db() {
  return rig.testApp.database.db;
}

async function actorFor(actor: ActorName, kind: StripeActors): Promise<TestUser | null> {
  if (kind === 'paying') return paying.get(actor) ?? null;
  if (actor === 'anonymous') return null;
  if (actor === 'disabled') return createTestUser(db(), { status: 'disabled', name: 'Gone Away' });
  const role = actor === 'admin' ? 'admin' : 'user';
  if (kind === 'fresh-free') return createTestUser(db(), { role, name: `Free ${actor}` });
  return payingMember(rig, `Paying ${actor}`, role);
}

/** The stand-in's current copy of a member's subscription, as an event would carry it. */
async function subscriptionOf(member: TestUser) {
  const customer = await customerOf(rig, member);
  const found = [...rig.stripe.state.subscriptions.values()].find(
    (one) => one.customer === customer,
  );
  if (!found) throw new Error('no subscription at the stand-in');
  return found;
}

beforeAll(async () => {
  paying.set('anonymous', null);
  // The owner is one more paying member: billing has no owned prompt to tell apart.
  paying.set('user', await payingMember(rig, 'Matrix Payer'));
  paying.set('owner', await payingMember(rig, 'Matrix Owner'));
  paying.set('admin', await payingMember(rig, 'Matrix Admin', 'admin'));
  paying.set('disabled', await createTestUser(db(), { status: 'disabled', name: 'Gone' }));
  const payer = paying.get('user');
  if (!payer) throw new Error('no paying member');
  const subscription = await subscriptionOf(payer);
  fixture = {
    stripeBase: rig.stripe.baseUrl,
    newEvent: () =>
      JSON.stringify({
        id: `evt_matrix_${randomBytes(8).toString('hex')}`,
        object: 'event',
        type: 'customer.subscription.updated',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: subscription },
      }),
    sign: (body, secret) => rig.stripe.signature(body, secret ? { secret } : {}),
    newPayingMember: async () => (await payingMember(rig, 'Matrix Target')).id,
    newFreeMember: async () => (await createTestUser(db(), { name: 'Matrix Free' })).id,
  };
});

async function send(request: MatrixRequest, actor: TestUser | null) {
  const response = await rig.testApp.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, ...bearer(actor) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return { status: response.statusCode, text: response.body };
}

describe('the Stripe rows', () => {
  it('name doors the main matrix knows, so none is made up or renamed away', () => {
    const known = new Set([...Object.keys(ACCOUNT_ROWS), ...Object.keys(ADMIN_ROWS)]);
    expect(Object.keys(STRIPE_BILLING_ROWS).filter((key) => !known.has(key))).toEqual([]);
    const procedures = Object.keys(appRouter._def.procedures);
    const trpcKeys = Object.keys(STRIPE_BILLING_ROWS).filter((key) => !key.includes(' '));
    expect(trpcKeys.filter((key) => !procedures.includes(key))).toEqual([]);
  });

  it('cover every door whose answer depends on Stripe', () => {
    const stripeDoors = [
      'POST /api/users/subscribe',
      'account.subscribe',
      'account.previewPlanChange',
      'account.billingPortal',
      'POST /api/billing/portal',
      'POST /api/billing/stripe/webhook',
      'POST /api/users/plan-request',
      'account.requestPlan',
      'PUT /api/admin/users/:id/plan',
      'admin.users.setPlan',
    ];
    expect(stripeDoors.filter((door) => !(door in STRIPE_BILLING_ROWS))).toEqual([]);
  });
});

const cases = Object.entries(STRIPE_BILLING_ROWS).flatMap(([key, checks]) =>
  checks.flatMap((check: StripeMatrixCheck) =>
    ACTORS.map((actor) => ({ key, check, actor, status: check.expect[actor] })),
  ),
);

describe.each(Object.keys(STRIPE_BILLING_ROWS))('%s with Stripe', (key) => {
  it.each(cases.filter((row) => row.key === key))(
    '$check.label as $actor -> $status',
    async ({ check, actor, status }) => {
      const caller = await actorFor(actor, check.actors);
      const response = await send(await check.request(fixture), caller);
      expect(response.status, response.text.slice(0, 300)).toBe(status);
      if (status < 300 && check.verify) check.verify(JSON.parse(response.text) as unknown, fixture);
    },
  );
});
