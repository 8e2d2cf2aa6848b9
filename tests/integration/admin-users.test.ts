/**
 * Managing members: GET /api/admin/users and admin.users.list filter by
 * role, status and part of a name or email (case-insensitive, % and _
 * taken literally), newest first, page by page; setRole promotes and
 * demotes; setStatus disables (ending every session at once) and enables
 * (reviving none). Each change writes one audit entry; a change to what
 * already is writes none.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGE } from '../../src/server/auth/access-tiers.ts';
import { DISABLED_MESSAGE } from '../../src/shared/account-disabled.ts';
import type { Database } from '../../src/server/db/client.ts';
import { subscriptions, users } from '../../src/server/db/schema.ts';
import type { SubscriptionStatus, UserRole } from '../../src/shared/prompt-fields.ts';
import { bearerOf, login, registerAccount, sendJson, sessionCountOf } from '../helpers/accounts.ts';
import { auditCount, auditEntriesOf } from '../helpers/admin-audit.ts';
import { DOORS, listUsers, setUserRole, setUserStatus } from '../helpers/admin-doors.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  bearer,
  createTestUser,
  statusColumns,
  writeTestSubscription,
  type TestUser,
} from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

let testApp: TestApp;
let admin: TestUser;
/** The listed members, oldest first, all with an @example.org address. */
const members: Record<string, string> = {};

async function insertMember(
  db: Database,
  values: {
    key: string;
    name: string;
    email: string;
    role: UserRole;
    status: SubscriptionStatus;
    day: number;
  },
) {
  const [row] = await db
    .insert(users)
    .values({
      name: values.name,
      email: values.email,
      role: values.role,
      ...statusColumns(values.status),
      createdAt: new Date(Date.UTC(2021, 0, values.day)),
    })
    .returning({ id: users.id });
  members[values.key] = row?.id ?? '';
  if (row && values.status !== 'active' && values.status !== 'disabled') {
    await writeTestSubscription(db, row.id, { planId: 'pro', status: values.status });
  }
}

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  const { db } = testApp.database;
  admin = await createTestUser(db, { role: 'admin', name: 'Uri Usermanager' });
  const fixtures = [
    {
      key: 'zelda',
      name: 'Zelda Zimmer',
      email: 'zelda@example.org',
      role: 'user',
      status: 'active',
    },
    {
      key: 'percy',
      name: 'Percy 100% Sure',
      email: 'percy@example.org',
      role: 'user',
      status: 'active',
    },
    {
      key: 'una',
      name: 'Una Line',
      email: 'una_under@example.org',
      role: 'user',
      status: 'disabled',
    },
    {
      key: 'ursa',
      name: 'Ursa Plain',
      email: 'unaxunder@example.org',
      role: 'admin',
      status: 'active',
    },
    {
      key: 'ada',
      name: 'Ada Second',
      email: 'ADA.Two@Example.org',
      role: 'admin',
      status: 'disabled',
    },
    { key: 'pat', name: 'Pat Pastdue', email: 'pat@example.org', role: 'user', status: 'past_due' },
  ] as const;
  for (const [index, fixture] of fixtures.entries()) {
    await insertMember(db, { ...fixture, day: index + 1 });
  }
  for (const status of ['pending', 'approved', 'rejected'] as const) {
    await insertPrompt(db, { title: `Zelda ${status}`, status, createdById: members.zelda });
  }
});

afterAll(async () => {
  await testApp.close();
});

const NEWEST_FIRST = ['pat', 'ada', 'ursa', 'una', 'percy', 'zelda'];

describe.each(DOORS)('the member list (%s door)', (door) => {
  async function keysOf(input: Record<string, unknown>) {
    const { status, data } = await listUsers(testApp.app, door, admin, input);
    expect(status).toBe(200);
    const byId = new Map(Object.entries(members).map(([key, id]) => [id, key]));
    return (data?.users ?? []).map((user) => byId.get(user._id) ?? user.email);
  }

  it('lists everyone newest first, with plan name and prompt count', async () => {
    const { data } = await listUsers(testApp.app, door, admin, {});
    expect(data?.users.map((user) => user.email)).toEqual([
      admin.email,
      'pat@example.org',
      'ADA.Two@Example.org',
      'unaxunder@example.org',
      'una_under@example.org',
      'percy@example.org',
      'zelda@example.org',
    ]);
    expect(data?.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalUsers: 7,
      hasNextPage: false,
      hasPrevPage: false,
    });
    const zelda = data?.users.find((user) => user._id === members.zelda);
    expect(zelda).toMatchObject({
      name: 'Zelda Zimmer',
      role: 'user',
      subscriptionStatus: 'active',
      subscriptionPlan: 'free',
      planName: 'Free',
      promptCount: 3,
      hasPassword: false,
    });
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|password_hash/);
  });

  it('filters by role and by status, alone and together', async () => {
    expect(await keysOf({ role: 'admin' })).toEqual([admin.email, 'ada', 'ursa']);
    expect(await keysOf({ status: 'disabled' })).toEqual(['ada', 'una']);
    expect(await keysOf({ role: 'admin', status: 'active' })).toEqual([admin.email, 'ursa']);
    expect(await keysOf({ role: 'user', status: 'past_due' })).toEqual(['pat']);
    expect(await keysOf({ role: 'user', status: 'canceled' })).toEqual([]);
    // An empty filter from a form means no filter.
    expect(await keysOf({ role: '', status: '', search: '' })).toHaveLength(7);
  });

  it('finds part of a name or an email, whatever the letter case', async () => {
    expect(await keysOf({ search: 'ZELDA' })).toEqual(['zelda']);
    expect(await keysOf({ search: 'zimm' })).toEqual(['zelda']);
    expect(await keysOf({ search: 'ada.two@example' })).toEqual(['ada']);
    expect(await keysOf({ search: 'EXAMPLE.ORG' })).toEqual(NEWEST_FIRST);
    expect(await keysOf({ search: 'example.org', role: 'admin', status: 'disabled' })).toEqual([
      'ada',
    ]);
    expect(await keysOf({ search: 'nobody-by-this-name' })).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await keysOf({ search: '%' })).toEqual(['percy']);
    expect(await keysOf({ search: '100%' })).toEqual(['percy']);
    expect(await keysOf({ search: '_' })).toEqual(['una']);
    // Unescaped, "a_u" would also match "unaxunder".
    expect(await keysOf({ search: 'a_u' })).toEqual(['una']);
    expect(await keysOf({ search: '\\' })).toEqual([]);
  });

  it('pages, including past the end and after a page size change', async () => {
    const search = 'example.org';
    const page = async (input: Record<string, unknown>) =>
      (await listUsers(testApp.app, door, admin, { search, ...input })).data;

    const first = await page({ page: 1, limit: 4 });
    expect(first?.users.map((user) => user._id)).toEqual(
      NEWEST_FIRST.slice(0, 4).map((key) => members[key]),
    );
    expect(first?.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalUsers: 6,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const last = await page({ page: 2, limit: 4 });
    expect(last?.users.map((user) => user._id)).toEqual(
      NEWEST_FIRST.slice(4).map((key) => members[key]),
    );
    expect(last?.pagination).toMatchObject({
      currentPage: 2,
      hasNextPage: false,
      hasPrevPage: true,
    });

    const beyond = await page({ page: 3, limit: 4 });
    expect(beyond).toEqual({
      users: [],
      lastActiveAdminId: null, // two active admins
      pagination: {
        currentPage: 3,
        totalPages: 2,
        totalUsers: 6,
        hasNextPage: false,
        hasPrevPage: true,
      },
    });

    const smaller = await page({ page: 3, limit: 2 });
    expect(smaller?.users.map((user) => user._id)).toEqual([members.percy, members.zelda]);
    expect(smaller?.pagination).toEqual({
      currentPage: 3,
      totalPages: 3,
      totalUsers: 6,
      hasNextPage: false,
      hasPrevPage: true,
    });
    const whole = await page({ page: 1, limit: 100 });
    expect(whole?.users).toHaveLength(6);
    expect(whole?.pagination).toMatchObject({ totalPages: 1, hasNextPage: false });

    const none = await page({ search: 'nobody-by-this-name', page: 1 });
    expect(none?.pagination).toEqual({
      currentPage: 1,
      totalPages: 0,
      totalUsers: 0,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });
});

async function roleOf(id: string) {
  const [row] = await testApp.database.db
    .select({ role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

function dashboardAs(user: TestUser) {
  return trpcCall(testApp.app, { path: 'admin.dashboard' }, bearer(user));
}

describe.each(DOORS)('changing a role (%s door)', (door) => {
  it('promotes a member to admin and demotes them again, one audit entry each', async () => {
    const member = await createTestUser(testApp.database.db, { name: `Role ${door}` });
    expect((await dashboardAs(member)).status).toBe(403);

    const promoted = await setUserRole(testApp.app, door, admin, { id: member.id, role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.data).toMatchObject({ _id: member.id, role: 'admin', email: member.email });
    expect((await roleOf(member.id))?.role).toBe('admin');
    expect((await dashboardAs(member)).status).toBe(200);

    const auditBefore = await auditCount(testApp.database.db);
    const again = await setUserRole(testApp.app, door, admin, { id: member.id, role: 'admin' });
    expect(again.status).toBe(200);
    expect(await auditCount(testApp.database.db)).toBe(auditBefore);

    const demoted = await setUserRole(testApp.app, door, admin, { id: member.id, role: 'user' });
    expect(demoted.status).toBe(200);
    expect(demoted.data?.role).toBe('user');
    expect((await dashboardAs(member)).status).toBe(403);

    const entries = await auditEntriesOf(testApp.database.db, member.id);
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'user.role',
        targetType: 'user',
        label: member.email,
        before: 'user',
        after: 'admin',
      }),
      expect.objectContaining({ action: 'user.role', before: 'admin', after: 'user' }),
    ]);
  });
});

describe.each(DOORS)('disabling and enabling an account (%s door)', (door) => {
  it('refuses every session at once with the reason; enabling revives none', async () => {
    const person = await registerAccount(testApp.app, { name: `Status ${door}` });
    const tokens = [person.token, (await login(testApp.app, person)).body.token];
    expect(await sessionCountOf(testApp.database.db, person.user._id)).toBe(2);

    const disabled = await setUserStatus(testApp.app, door, admin, {
      id: person.user._id,
      status: 'disabled',
    });
    expect(disabled.status).toBe(200);
    expect(disabled.data).toMatchObject({
      _id: person.user._id,
      status: 'disabled',
      subscriptionStatus: 'disabled',
    });
    for (const token of tokens) {
      // The token still names the account, so it hears why: 403, not "sign in".
      const me = await sendJson(testApp.app, {
        method: 'GET',
        url: '/api/users/me',
        headers: bearerOf(token),
      });
      expect(me).toMatchObject({
        status: 403,
        body: { error: DISABLED_MESSAGE, code: 'FORBIDDEN' },
      });
      const mine = await trpcCall(testApp.app, { path: 'account.myPrompts' }, bearerOf(token));
      expect(mine).toMatchObject({ status: 403, error: { message: DISABLED_MESSAGE } });
      // Public pages still answer, as to anyone signed out.
      const library = await sendJson(testApp.app, {
        method: 'GET',
        url: '/api/prompts',
        headers: bearerOf(token),
      });
      expect(library.status).toBe(200);
    }
    const refused = await login(testApp.app, person);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: DISABLED_MESSAGE, code: 'FORBIDDEN' });

    const auditBefore = await auditCount(testApp.database.db);
    const twice = await setUserStatus(testApp.app, door, admin, {
      id: person.user._id,
      status: 'disabled',
    });
    expect(twice.status).toBe(200);
    expect(await auditCount(testApp.database.db)).toBe(auditBefore);

    const enabled = await setUserStatus(testApp.app, door, admin, {
      id: person.user._id,
      status: 'active',
    });
    expect(enabled.status).toBe(200);
    expect(enabled.data).toMatchObject({ status: 'active', subscriptionStatus: 'active' });
    expect(await sessionCountOf(testApp.database.db, person.user._id)).toBe(0);
    for (const token of tokens) {
      const me = await sendJson(testApp.app, {
        method: 'GET',
        url: '/api/users/me',
        headers: bearerOf(token),
      });
      expect(me).toMatchObject({
        status: 401,
        body: { error: SIGN_IN_MESSAGE, code: 'UNAUTHORIZED' },
      });
    }
    const signedIn = await login(testApp.app, person);
    expect(signedIn.status).toBe(200);
    const me = await sendJson<{ user: { _id: string } }>(testApp.app, {
      method: 'GET',
      url: '/api/users/me',
      headers: bearerOf(signedIn.body.token),
    });
    expect(me.status).toBe(200);
    expect(me.body.user._id).toBe(person.user._id);

    expect(await auditEntriesOf(testApp.database.db, person.user._id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'user.disable',
        label: person.email,
        before: 'active',
        after: 'disabled',
      }),
      expect.objectContaining({ action: 'user.enable', before: 'disabled', after: 'active' }),
    ]);
  });

  it("leaves a subscription's own state to billing", async () => {
    const member = await createTestUser(testApp.database.db, { status: 'past_due' });
    const enabled = await setUserStatus(testApp.app, door, admin, {
      id: member.id,
      status: 'active',
    });
    // A past-due account is active already: nothing to change, nothing ended.
    expect(enabled).toMatchObject({
      status: 200,
      data: { status: 'active', subscriptionStatus: 'past_due' },
    });
    expect(await sessionCountOf(testApp.database.db, member.id)).toBe(1);
    expect(await auditEntriesOf(testApp.database.db, member.id)).toEqual([]);
    const disabled = await setUserStatus(testApp.app, door, admin, {
      id: member.id,
      status: 'disabled',
    });
    expect(disabled.data).toMatchObject({ status: 'disabled', subscriptionStatus: 'disabled' });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ status: 'disabled' });
    const [subscription] = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.id));
    expect(subscription).toMatchObject({ status: 'past_due' });
  });
});
