/**
 * Plans on a self-hosted hub, the default (decision 032): a member cannot
 * give themselves a paid plan (403, the plan unchanged) but may move to
 * Free; they ask with one open plan request at a time (ten at once make
 * exactly one); an admin sets any member's plan, audit-logged with the
 * reason, which answers the request, or declines it. On both doors.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planRequests, subscriptions, users } from '../../src/server/db/schema.ts';
import { auditEntriesOf } from '../helpers/admin-audit.ts';
import { DOORS, listUsers } from '../helpers/admin-doors.ts';
import {
  declinePlanRequest,
  requestPlan,
  setMemberPlan,
  subscribe,
  withdrawPlanRequest,
} from '../helpers/plan-doors.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  admin = await createTestUser(testApp.database.db, { role: 'admin', name: 'Petra Planner' });
});

afterAll(async () => {
  await testApp.close();
});

async function storedSubscription(userId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row ?? null;
}

async function requestsOf(userId: string) {
  return testApp.database.db.select().from(planRequests).where(eq(planRequests.userId, userId));
}

describe.each(DOORS)('a member choosing a plan (%s door)', (door) => {
  it('is refused a paid plan with the reason, the plan unchanged', async () => {
    const member = await createTestUser(testApp.database.db);
    for (const planId of ['pro', 'enterprise']) {
      const refused = await subscribe(testApp.app, door, member, { planId });
      expect(refused.status).toBe(403);
      expect(refused.error?.code).toBe('FORBIDDEN');
      expect(refused.error?.message).toMatch(/given by an admin on this hub.*Ask an admin/);
    }
    expect(await storedSubscription(member.id)).toBeNull();
    const me = await trpcCall(testApp.app, { path: 'auth.me' }, bearer(member));
    expect(me.ok && me.data).toMatchObject({
      subscriptionPlan: 'free',
      subscription: { planId: 'free', status: 'active' },
    });
  });

  it('moves to Free on their own, and keeps a plan an admin gave', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'pro' });
    // Choosing the plan they already hold changes nothing and needs no admin.
    const same = await subscribe(testApp.app, door, member, { planId: 'pro' });
    expect(same).toMatchObject({ status: 200, data: { subscriptionPlan: 'pro' } });
    const free = await subscribe(testApp.app, door, member, { planId: 'free' });
    expect(free).toMatchObject({
      status: 200,
      data: { subscriptionPlan: 'free', subscription: { planId: 'free', status: 'active' } },
    });
    expect((await subscribe(testApp.app, door, member, { planId: 'pro' })).status).toBe(403);
    expect(await storedSubscription(member.id)).toMatchObject({ planId: 'free' });
  });

  it('asks for a plan once: 201, then 409 while it is open; may withdraw and ask again', async () => {
    const member = await createTestUser(testApp.database.db);
    const asked = await requestPlan(testApp.app, door, member, {
      planId: 'enterprise',
      note: 'For our team of 12.\nInvoice please.',
    });
    expect(asked.status).toBe(door === 'rest' ? 201 : 200);
    expect(asked.data).toMatchObject({
      planId: 'enterprise',
      planName: 'Enterprise',
      note: 'For our team of 12.\nInvoice please.',
      status: 'open',
    });
    const again = await requestPlan(testApp.app, door, member, { planId: 'pro' });
    expect(again.status).toBe(409);
    expect(again.error?.message).toMatch(/already have an open plan request/);

    const choice = await trpcCall(testApp.app, { path: 'account.planChoice' }, bearer(member));
    expect(choice.ok && choice.data).toMatchObject({
      mode: 'admin',
      planRequest: { planId: 'enterprise', status: 'open' },
    });

    expect((await withdrawPlanRequest(testApp.app, door, member)).status).toBe(
      door === 'rest' ? 204 : 200,
    );
    expect((await withdrawPlanRequest(testApp.app, door, member)).status).toBe(404);
    expect((await requestPlan(testApp.app, door, member, { planId: 'pro' })).status).toBe(
      door === 'rest' ? 201 : 200,
    );
    const rows = await requestsOf(member.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['open', 'withdrawn']);
  });

  it('makes exactly one open request from ten sent at once', async () => {
    const member = await createTestUser(testApp.database.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        requestPlan(testApp.app, door, member, { planId: n % 2 ? 'pro' : 'enterprise' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    const created = door === 'rest' ? 201 : 200;
    expect(statuses).toEqual([created, ...Array<number>(9).fill(409)].sort());
    const open = await testApp.database.db
      .select()
      .from(planRequests)
      .where(and(eq(planRequests.userId, member.id), eq(planRequests.status, 'open')));
    expect(open).toHaveLength(1);
  });

  it('refuses a request for Free, an unknown plan and the plan already held', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'pro' });
    const free = await requestPlan(testApp.app, door, member, { planId: 'free' });
    expect(free).toMatchObject({
      status: 400,
      error: { fields: { planId: 'must be a paid plan' } },
    });
    expect((await requestPlan(testApp.app, door, member, { planId: 'platinum' })).status).toBe(404);
    expect((await requestPlan(testApp.app, door, member, { planId: 'pro' })).status).toBe(409);
    expect(await requestsOf(member.id)).toEqual([]);
  });
});

describe.each(DOORS)('an admin and plans (%s door)', (door) => {
  it('sees the open request with its note in Manage Users', async () => {
    const member = await createTestUser(testApp.database.db, { name: `Quinn Asker ${door}` });
    await requestPlan(testApp.app, door, member, { planId: 'pro', note: 'Need more runs' });
    const page = await listUsers(testApp.app, door, admin, { search: `Quinn Asker ${door}` });
    expect(page.data?.users).toHaveLength(1);
    expect(page.data?.users[0]).toMatchObject({
      _id: member.id,
      planName: 'Free',
      subscription: { planId: 'free', status: 'active' },
      planRequest: { planId: 'pro', note: 'Need more runs' },
    });
  });

  it('sets a plan with a reason: active at once, audit-logged, the request approved', async () => {
    const member = await createTestUser(testApp.database.db);
    await requestPlan(testApp.app, door, member, { planId: 'enterprise', note: 'Invoice' });
    const set = await setMemberPlan(testApp.app, door, admin, {
      id: member.id,
      planId: 'enterprise',
      reason: 'Paid by bank transfer, invoice 2026-114',
    });
    expect(set.status).toBe(200);
    expect(set.data).toMatchObject({
      subscriptionPlan: 'enterprise',
      subscriptionStatus: 'active',
      planName: 'Enterprise',
      planRequest: null,
      subscription: { planId: 'enterprise', status: 'active', cancelAtPeriodEnd: false },
    });
    expect(await storedSubscription(member.id)).toMatchObject({
      planId: 'enterprise',
      status: 'active',
    });
    expect((await requestsOf(member.id))[0]).toMatchObject({
      status: 'approved',
      decidedById: admin.id,
    });
    expect(await auditEntriesOf(testApp.database.db, member.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'user.plan',
        label: member.email,
        before: 'free (active)',
        after: 'enterprise',
        reason: 'Paid by bank transfer, invoice 2026-114',
      }),
    ]);
  });

  it("sets the plan of a disabled member without touching the account's status", async () => {
    const member = await createTestUser(testApp.database.db, { status: 'disabled' });
    const set = await setMemberPlan(testApp.app, door, admin, { id: member.id, planId: 'pro' });
    expect(set.data).toMatchObject({ status: 'disabled', subscriptionStatus: 'disabled' });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.status).toBe('disabled');
    expect(await storedSubscription(member.id)).toMatchObject({ planId: 'pro', status: 'active' });
  });

  it('closes a request for another plan as declined when setting a different one', async () => {
    const member = await createTestUser(testApp.database.db);
    await requestPlan(testApp.app, door, member, { planId: 'enterprise' });
    await setMemberPlan(testApp.app, door, admin, { id: member.id, planId: 'pro' });
    expect((await requestsOf(member.id))[0]).toMatchObject({ status: 'declined' });
  });

  it('declines a request: it closes, is audit-logged, and a second decline is 404', async () => {
    const member = await createTestUser(testApp.database.db);
    await requestPlan(testApp.app, door, member, { planId: 'pro', note: 'Please' });
    const declined = await declinePlanRequest(testApp.app, door, admin, member.id);
    expect(declined.status).toBe(door === 'rest' ? 204 : 200);
    expect((await requestsOf(member.id))[0]).toMatchObject({
      status: 'declined',
      decidedById: admin.id,
    });
    expect(await storedSubscription(member.id)).toBeNull();
    expect(await auditEntriesOf(testApp.database.db, member.id)).toEqual([
      expect.objectContaining({ action: 'user.plan-request.decline', before: 'pro' }),
    ]);
    expect((await declinePlanRequest(testApp.app, door, admin, member.id)).status).toBe(404);
    // The member may ask again.
    expect((await requestPlan(testApp.app, door, member, { planId: 'pro' })).status).toBe(
      door === 'rest' ? 201 : 200,
    );
  });

  it('refuses an unknown plan or member (404), writing nothing', async () => {
    const member = await createTestUser(testApp.database.db);
    const plan = await setMemberPlan(testApp.app, door, admin, {
      id: member.id,
      planId: 'platinum',
    });
    expect(plan.status).toBe(404);
    const nobody = await setMemberPlan(testApp.app, door, admin, {
      id: '00000000-0000-4000-8000-000000000000',
      planId: 'pro',
    });
    expect(nobody.status).toBe(404);
    expect(await storedSubscription(member.id)).toBeNull();
    expect(await auditEntriesOf(testApp.database.db, member.id)).toEqual([]);
  });
});
