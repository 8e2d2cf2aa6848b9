/**
 * Bad input to the plan doors answers a clear 400 naming the field and
 * writes nothing: no request, no subscription, no audit entry.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PLAN_REQUEST_NOTE_LENGTH } from '../../src/shared/account-limits.ts';
import { MAX_STATUS_REASON_LENGTH } from '../../src/shared/admin-limits.ts';
import { planRequests, subscriptions } from '../../src/server/db/schema.ts';
import { auditEntriesOf } from '../helpers/admin-audit.ts';
import { DOORS } from '../helpers/admin-doors.ts';
import { requestPlan, setMemberPlan, declinePlanRequest } from '../helpers/plan-doors.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  admin = await createTestUser(testApp.database.db, { role: 'admin' });
  member = await createTestUser(testApp.database.db);
});

afterAll(async () => {
  await testApp.close();
});

async function nothingWritten() {
  const { db } = testApp.database;
  expect(await db.select().from(planRequests).where(eq(planRequests.userId, member.id))).toEqual(
    [],
  );
  expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, member.id))).toEqual(
    [],
  );
  expect(await auditEntriesOf(db, member.id)).toEqual([]);
}

const BAD_REQUESTS: [label: string, input: Record<string, unknown>, field: string][] = [
  ['no plan', { note: 'hi' }, 'planId'],
  ['a blank plan', { planId: '   ' }, 'planId'],
  ['a number for a plan', { planId: 7 }, 'planId'],
  ['a plan id too long', { planId: 'p'.repeat(41) }, 'planId'],
  [
    'a note too long',
    { planId: 'pro', note: 'n'.repeat(MAX_PLAN_REQUEST_NOTE_LENGTH + 1) },
    'note',
  ],
  ['a NUL in the note', { planId: 'pro', note: 'before\u0000after' }, 'note'],
  ['a note of the wrong type', { planId: 'pro', note: ['a'] }, 'note'],
];

const BAD_PLANS: [label: string, input: Record<string, unknown>, field: string][] = [
  ['no plan', { reason: 'x' }, 'planId'],
  ['a number for a plan', { planId: 3 }, 'planId'],
  ['a control character in the plan', { planId: 'pro\u0007' }, 'planId'],
  [
    'a reason too long',
    { planId: 'pro', reason: 'r'.repeat(MAX_STATUS_REASON_LENGTH + 1) },
    'reason',
  ],
  ['a NUL in the reason', { planId: 'pro', reason: 'a\u0000b' }, 'reason'],
];

describe.each(DOORS)('bad plan input (%s door)', (door) => {
  it.each(BAD_REQUESTS)('a plan request with %s is 400', async (_label, input, field) => {
    const answer = await requestPlan(testApp.app, door, member, input);
    expect(answer.status).toBe(400);
    expect(answer.error?.fields).toHaveProperty(field);
    await nothingWritten();
  });

  it.each(BAD_PLANS)("an admin's plan change with %s is 400", async (_label, input, field) => {
    const answer = await setMemberPlan(testApp.app, door, admin, { id: member.id, ...input });
    expect(answer.status).toBe(400);
    expect(answer.error?.fields).toHaveProperty(field);
    await nothingWritten();
  });

  it('a malformed member id is 400 on both admin doors', async () => {
    const set = await setMemberPlan(testApp.app, door, admin, { id: 'not-an-id', planId: 'pro' });
    expect(set.status).toBe(400);
    expect((await declinePlanRequest(testApp.app, door, admin, 'not-an-id')).status).toBe(400);
    await nothingWritten();
  });
});
