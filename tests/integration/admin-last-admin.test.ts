/**
 * The last active admin stays: demoting, disabling or deleting them is 409
 * with a message that says what to do, whoever asks (they themselves
 * included), and changes nothing: no row, no session, no audit entry. A
 * disabled admin is no active admin, so does not count.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { sessionCountOf } from '../helpers/accounts.ts';
import { signInAgain } from '../helpers/admin-fixtures.ts';
import { auditCount } from '../helpers/admin-audit.ts';
import { type Door, DOORS, listUsers, setUserRole, setUserStatus } from '../helpers/admin-doors.ts';
import {
  ADMIN_REMOVALS,
  type AdminRemoval,
  LAST_ADMIN_MESSAGES,
  removeAdmin,
} from '../helpers/last-admin.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let only: TestUser;
let dormant: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  const { db } = testApp.database;
  only = await createTestUser(db, { role: 'admin', name: 'Lone Admin' });
  // An admin whose account is off: does not count as an active admin.
  dormant = await createTestUser(db, { role: 'admin', status: 'disabled', name: 'Dormant Admin' });
});

afterAll(async () => {
  await testApp.close();
});

function attempt(removal: AdminRemoval, door: Door, actor: TestUser, target: TestUser) {
  return removeAdmin(testApp.app, removal, door, actor, target);
}

async function stateOf(user: TestUser) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
  return { row, sessions: await sessionCountOf(testApp.database.db, user.id) };
}

describe.each(DOORS)('the users list (%s door)', (door) => {
  it('names the last active admin, so the screen offers nothing the rule refuses', async () => {
    const page = await listUsers(testApp.app, door, only, { page: 1, limit: 10, role: 'user' });
    expect(page.status).toBe(200);
    // Named even when a filter leaves them off this page.
    expect(page.data?.users.some((user) => user._id === only.id)).toBe(false);
    expect(page.data?.lastActiveAdminId).toBe(only.id);
  });
});

describe.each(DOORS)('the last active admin (%s door)', (door) => {
  it.each(ADMIN_REMOVALS)('cannot %s themselves: 409, nothing changed', async (removal) => {
    const before = await stateOf(only);
    const auditBefore = await auditCount(testApp.database.db);
    const { status, error } = await attempt(removal, door, only, only);
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: 'CONFLICT', message: LAST_ADMIN_MESSAGES[removal] });
    expect(await stateOf(only)).toEqual(before);
    expect(before.sessions).toBe(1);
    expect(await auditCount(testApp.database.db)).toBe(auditBefore);
  });
});

describe('a second active admin', () => {
  it('lets the first step down; then the second is the last one', async () => {
    const { db } = testApp.database;
    const enabled = await setUserStatus(testApp.app, 'rest', only, {
      id: dormant.id,
      status: 'active',
    });
    expect(enabled.status).toBe(200);
    // Enabling revives no session, not even one from before: they sign in afresh.
    expect(await sessionCountOf(db, dormant.id)).toBe(0);
    dormant = await signInAgain(db, dormant);

    const both = await listUsers(testApp.app, 'rest', only, { page: 1, limit: 10 });
    expect(both.data?.lastActiveAdminId).toBeNull();

    const stepDown = await setUserRole(testApp.app, 'trpc', only, { id: only.id, role: 'user' });
    expect(stepDown.status).toBe(200);
    expect(stepDown.data).toMatchObject({ role: 'user' });
    expect((await attempt('demote', 'rest', only, dormant)).status).toBe(403);

    const auditBefore = await auditCount(db);
    const before = await stateOf(dormant);
    for (const door of DOORS) {
      for (const removal of ADMIN_REMOVALS) {
        const { status, error } = await attempt(removal, door, dormant, dormant);
        expect(status).toBe(409);
        expect(error?.message).toBe(LAST_ADMIN_MESSAGES[removal]);
      }
    }
    expect(await auditCount(db)).toBe(auditBefore);
    expect(await stateOf(dormant)).toEqual(before);
    expect(before.row).toMatchObject({ role: 'admin', status: 'active' });
  });
});

describe('an admin removing another admin', () => {
  it('may, while another active admin remains', async () => {
    const { db } = testApp.database;
    const first = await createTestUser(db, { role: 'admin', name: 'First Of Two' });
    const second = await createTestUser(db, { role: 'admin', name: 'Second Of Two' });
    expect((await attempt('disable', 'rest', first, second)).status).toBe(200);
    // Its session is kept, refused with the reason until an enable ends it.
    expect(await stateOf(second)).toMatchObject({ row: { status: 'disabled' }, sessions: 1 });
    expect((await attempt('delete', 'trpc', first, dormant)).status).toBe(200);
    // `first` is now the only active admin, and stays.
    expect((await attempt('demote', 'trpc', first, first)).error?.message).toBe(
      LAST_ADMIN_MESSAGES.demote,
    );
    // A disabled admin can still be demoted or deleted: they are not the one who counts.
    expect((await attempt('demote', 'rest', first, second)).status).toBe(200);
    expect((await attempt('delete', 'rest', first, second)).status).toBe(204);
  });
});
