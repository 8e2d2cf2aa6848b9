/**
 * Admin actions racing changes to accounts: one admin rejects or deletes a
 * member's prompt while another admin deletes that member (two admins
 * handling one spammer); an admin's own account is deleted, demoted or
 * disabled while they moderate or change a member. Every call answers
 * cleanly (never a deadlock or a foreign key failure as a 500), an admin
 * who lost their rights before their action ran is refused as the doors
 * would refuse them, and what is left is consistent. On Postgres the calls
 * are queued on a row in a chosen order (admin-race.ts), pinning down the
 * interleavings that used to fail; PGlite runs one statement at a time, so
 * there they only interleave.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts, users } from '../../src/server/db/schema.ts';
import type { BulkStatusResult } from '../../src/shared/admin-views.ts';
import { SIGN_IN_MESSAGE } from '../../src/server/auth/access-tiers.ts';
import { DISABLED_MESSAGE } from '../../src/shared/account-disabled.ts';
import { auditEntriesOf } from '../helpers/admin-audit.ts';
import {
  type DoorOutcome,
  removePrompt,
  removeUser,
  setPromptStatus,
  setPromptStatuses,
  setUserRole,
  setUserStatus,
} from '../helpers/admin-doors.ts';
import { react } from '../helpers/admin-fixtures.ts';
import { queueOnHeldRows } from '../helpers/admin-race.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let moderator: TestUser;
let remover: TestUser;
let author: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  const { db } = testApp.database;
  moderator = await createTestUser(db, { role: 'admin', name: 'Moe Moderator' });
  remover = await createTestUser(db, { role: 'admin', name: 'Rae Remover' });
  author = await createTestUser(db, { name: 'Ava Author' });
});

afterAll(async () => {
  await testApp.close();
});

const isPostgres = () => testApp.database.kind === 'postgres';

async function exists(table: typeof prompts | typeof users, id: string): Promise<boolean> {
  const [row] = await testApp.database.db
    .select({ n: count() })
    .from(table)
    .where(eq(table.id, id));
  return (row?.n ?? 0) > 0;
}

function expectNoServerError(results: DoorOutcome<unknown>[]) {
  const label = JSON.stringify(results.map((result) => [result.status, result.error?.message]));
  expect(
    results.every((result) => result.status < 500),
    label,
  ).toBe(true);
}

type Moderation = (id: string) => Promise<DoorOutcome<unknown>>;

const MODERATIONS: [string, Moderation][] = [
  [
    'rejects',
    (id) =>
      setPromptStatus(testApp.app, 'rest', moderator, { id, status: 'rejected', reason: 'Spam' }),
  ],
  [
    'bulk-rejects',
    (id) => setPromptStatuses(testApp.app, moderator, { ids: [id], status: 'rejected' }),
  ],
  ['deletes', (id) => removePrompt(testApp.app, 'trpc', moderator, { id })],
];

describe.each(MODERATIONS)(
  'an admin %s a member’s prompt while another admin deletes the member',
  (_label, moderate) => {
    it('both calls answer cleanly, and the member and their prompt are gone', async () => {
      const spammer = await createTestUser(testApp.database.db, { name: 'Sam Spammer' });
      const id = await insertPrompt(testApp.database.db, {
        title: 'Buy followers now',
        status: 'pending',
        createdById: spammer.id,
      });
      // The moderation takes the prompt first; the deletion then needs it too.
      const { results, allWaited } = await queueOnHeldRows<DoorOutcome<unknown>>(
        testApp.database,
        { table: 'prompts', ids: [id] },
        [() => moderate(id), () => removeUser(testApp.app, 'rest', remover, { id: spammer.id })],
      );
      expectNoServerError(results);
      const [moderation, deletion] = results;
      expect(deletion?.status).toBe(204);
      if (isPostgres()) {
        expect(allWaited).toBe(true);
        expect(moderation?.status).toBe(200);
      }
      expect(await exists(users, spammer.id)).toBe(false);
      expect(await exists(prompts, id)).toBe(false);
      // A bulk change answers 200 even when it found the prompt already gone.
      const bulk = moderation?.data as Partial<BulkStatusResult> | undefined;
      const moved = moderation?.status === 200 && bulk?.changed?.length !== 0;
      expect(await auditEntriesOf(testApp.database.db, id)).toHaveLength(moved ? 1 : 0);
      expect(await auditEntriesOf(testApp.database.db, spammer.id)).toHaveLength(1);
    });
  },
);

describe('an admin whose account is deleted while they moderate', () => {
  async function likedPrompt(admin: TestUser) {
    const id = await insertPrompt(testApp.database.db, {
      title: `Liked by ${admin.name}`,
      status: 'approved',
      createdById: author.id,
    });
    await react(testApp, admin, id, 'upvote');
    return id;
  }

  it('finishes the moderation that took the prompt first, then goes', async () => {
    const leaving = await createTestUser(testApp.database.db, { role: 'admin', name: 'Lee One' });
    const id = await likedPrompt(leaving);
    const { results } = await queueOnHeldRows<DoorOutcome<unknown>>(
      testApp.database,
      { table: 'prompts', ids: [id] },
      [
        () => setPromptStatus(testApp.app, 'trpc', leaving, { id, status: 'disabled' }),
        () => removeUser(testApp.app, 'rest', remover, { id: leaving.id }),
      ],
    );
    expectNoServerError(results);
    expect(results[1]?.status).toBe(204);
    expect(await exists(users, leaving.id)).toBe(false);
    const [row] = await testApp.database.db.select().from(prompts).where(eq(prompts.id, id));
    // The like of the deleted admin is gone from the count either way.
    expect(row?.upvotes).toBe(0);
    if (isPostgres()) expect(results[0]?.status).toBe(200);
    if (results[0]?.status === 200) {
      expect(row?.status).toBe('disabled');
      // Their entry stays, without an actor once the account is gone.
      expect(await auditEntriesOf(testApp.database.db, id)).toEqual([
        expect.objectContaining({ action: 'prompt.disable', actorId: null }),
      ]);
    }
  });

  it('refuses the moderation of an admin deleted before it ran, changing nothing', async () => {
    const leaving = await createTestUser(testApp.database.db, { role: 'admin', name: 'Lee Two' });
    const id = await likedPrompt(leaving);
    const { results } = await queueOnHeldRows<DoorOutcome<unknown>>(
      testApp.database,
      { table: 'prompts', ids: [id] },
      [
        () => removeUser(testApp.app, 'rest', remover, { id: leaving.id }),
        () => setPromptStatus(testApp.app, 'trpc', leaving, { id, status: 'disabled' }),
      ],
    );
    expectNoServerError(results);
    expect(results[0]?.status).toBe(204);
    const [row] = await testApp.database.db.select().from(prompts).where(eq(prompts.id, id));
    if (isPostgres()) {
      // The deletion committed while the moderation waited: its author is gone.
      expect(results[1]).toMatchObject({
        status: 401,
        error: { code: 'UNAUTHORIZED', message: SIGN_IN_MESSAGE },
      });
    }
    if (results[1]?.status !== 200) {
      expect(row?.status).toBe('approved');
      expect(await auditEntriesOf(testApp.database.db, id)).toEqual([]);
    }
  });
});

describe.each([
  ['demotes', 'role'],
  ['disables', 'status'],
  ['deletes', 'delete'],
] as const)('an admin who %s a member while their own account is deleted', (_label, change) => {
  function act(actor: TestUser, id: string) {
    if (change === 'role') return setUserRole(testApp.app, 'trpc', actor, { id, role: 'user' });
    if (change === 'status')
      return setUserStatus(testApp.app, 'rest', actor, { id, status: 'disabled' });
    return removeUser(testApp.app, 'rest', actor, { id });
  }

  it('is refused as signed out once the deletion went first, changing nothing', async () => {
    const { db } = testApp.database;
    const leaving = await createTestUser(db, { role: 'admin', name: 'Lee Three' });
    const member = await createTestUser(db, { role: 'admin', name: 'Mia Member' });
    // Both calls start with the last-admin guard, which locks every active admin.
    const { results, allWaited } = await queueOnHeldRows<DoorOutcome<unknown>>(
      testApp.database,
      { table: 'users', ids: [leaving.id] },
      [
        () => removeUser(testApp.app, 'rest', remover, { id: leaving.id }),
        () => act(leaving, member.id),
      ],
    );
    expectNoServerError(results);
    expect(results[0]?.status).toBe(204);
    if (isPostgres()) {
      expect(allWaited).toBe(true);
      expect(results[1]).toMatchObject({
        status: 401,
        error: { code: 'UNAUTHORIZED', message: SIGN_IN_MESSAGE },
      });
    }
    if (results[1]?.status === 401) {
      const [row] = await db.select().from(users).where(eq(users.id, member.id));
      expect(row).toMatchObject({ role: 'admin', status: 'active' });
      expect(await auditEntriesOf(db, member.id)).toEqual([]);
    }
  });
});

describe.each([
  [
    'demoted',
    { role: 'user' },
    { status: 403, error: { code: 'FORBIDDEN', message: 'Admins only' } },
  ],
  ['disabled', { status: 'disabled' }, { status: 403, error: { message: DISABLED_MESSAGE } }],
] as const)('an admin %s while their moderation waits', (_label, change, refusal) => {
  it('is refused once the change went first, and the prompt stays as it was', async () => {
    const { db } = testApp.database;
    const losing = await createTestUser(db, { role: 'admin', name: 'Lou Losing' });
    const id = await insertPrompt(db, {
      title: 'Waiting',
      status: 'pending',
      createdById: author.id,
    });
    const changeRights = () =>
      'role' in change
        ? setUserRole(testApp.app, 'rest', remover, { id: losing.id, ...change })
        : setUserStatus(testApp.app, 'rest', remover, { id: losing.id, ...change });
    const { results } = await queueOnHeldRows<DoorOutcome<unknown>>(
      testApp.database,
      { table: 'users', ids: [losing.id] },
      [
        changeRights,
        () => setPromptStatus(testApp.app, 'trpc', losing, { id, status: 'approved' }),
      ],
    );
    expectNoServerError(results);
    expect(results[0]?.status).toBe(200);
    if (isPostgres()) expect(results[1]).toMatchObject(refusal);
    if (results[1]?.status !== 200) {
      const [row] = await db.select().from(prompts).where(eq(prompts.id, id));
      expect(row?.status).toBe('pending');
      expect(await auditEntriesOf(db, id)).toEqual([]);
    }
  });
});
