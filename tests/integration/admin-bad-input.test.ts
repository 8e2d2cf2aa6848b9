/**
 * Bad input at the admin doors, REST and tRPC alike: an unknown status or
 * role, a malformed id, an over-long or control-character reason, an empty
 * or oversized id list, impossible paging are 400 naming the field and
 * change nothing; a well-formed id of nothing is 404.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DoorOutcome,
  DOORS,
  listPrompts,
  listUsers,
  removePrompt,
  removeUser,
  setPromptStatus,
  setPromptStatuses,
  setUserRole,
  setUserStatus,
} from '../helpers/admin-doors.ts';
import { auditCount } from '../helpers/admin-audit.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';
import { prompts, users } from '../../src/server/db/schema.ts';

let testApp: TestApp;
let admin: TestUser;
let member: TestUser;
let pendingId: string;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  admin = await createTestUser(testApp.database.db, { role: 'admin', name: 'Val Idator' });
  member = await createTestUser(testApp.database.db, { name: 'Bo Member' });
  pendingId = await insertPrompt(testApp.database.db, {
    title: 'Still pending',
    status: 'pending',
    createdById: member.id,
  });
});

afterAll(async () => {
  await testApp.close();
});

/** Prompts and users as stored, and the audit log's size: what bad input must not change. */
async function everything() {
  const { db } = testApp.database;
  return {
    prompts: await db.select().from(prompts),
    users: await db.select().from(users),
    audit: await auditCount(db),
  };
}

function expectBadInput(outcome: DoorOutcome<unknown>, field: string) {
  expect(outcome.status, JSON.stringify(outcome)).toBe(400);
  expect(outcome.error?.code).toBe('BAD_REQUEST');
  expect(Object.keys(outcome.error?.fields ?? {})).toContain(field);
}

const NUL = String.fromCharCode(0);

describe.each(DOORS)('bad input at the %s door', (door) => {
  let state: Awaited<ReturnType<typeof everything>>;
  beforeAll(async () => {
    state = await everything();
  });

  const promptCases: [string, () => Record<string, unknown>, string][] = [
    ['an unknown status', () => ({ id: pendingId, status: 'published' }), 'status'],
    ['pending as a target', () => ({ id: pendingId, status: 'pending' }), 'status'],
    ['no status', () => ({ id: pendingId }), 'status'],
    ['a malformed id', () => ({ id: 'not-an-id', status: 'approved' }), 'id'],
    ['an id with a suffix', () => ({ id: `${pendingId}x`, status: 'approved' }), 'id'],
    [
      'a reason over 500 characters',
      () => ({ id: pendingId, status: 'rejected', reason: 'x'.repeat(501) }),
      'reason',
    ],
    [
      'a reason with a NUL byte',
      () => ({ id: pendingId, status: 'rejected', reason: `Nope${NUL}` }),
      'reason',
    ],
    [
      'a reason that is not text',
      () => ({ id: pendingId, status: 'rejected', reason: 42 }),
      'reason',
    ],
  ];

  it.each(promptCases)('setStatus refuses %s', async (_label, input, field) => {
    expectBadInput(await setPromptStatus(testApp.app, door, admin, input()), field);
  });

  it('setStatus takes a reason of exactly 500 characters (with line breaks)', async () => {
    const id = await insertPrompt(testApp.database.db, {
      title: 'Long reason',
      status: 'pending',
      createdById: member.id,
    });
    const reason = `${'r'.repeat(249)}\n${'s'.repeat(250)}`;
    const outcome = await setPromptStatus(testApp.app, door, admin, {
      id,
      status: 'rejected',
      reason,
    });
    expect(outcome.status).toBe(200);
    expect(outcome.data?.statusReason).toBe(reason);
    state = await everything();
  });

  it('answers 404 for a well-formed id of no prompt or user', async () => {
    const nobody = randomUUID();
    for (const outcome of [
      await setPromptStatus(testApp.app, door, admin, { id: nobody, status: 'approved' }),
      await removePrompt(testApp.app, door, admin, { id: nobody }),
    ]) {
      expect(outcome.status).toBe(404);
      expect(outcome.error).toMatchObject({ code: 'NOT_FOUND', message: 'Prompt not found' });
    }
    for (const outcome of [
      await setUserRole(testApp.app, door, admin, { id: nobody, role: 'admin' }),
      await setUserStatus(testApp.app, door, admin, { id: nobody, status: 'disabled' }),
      await removeUser(testApp.app, door, admin, { id: nobody }),
    ]) {
      expect(outcome.status).toBe(404);
      expect(outcome.error).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
    }
  });

  it('refuses malformed ids on delete with 400', async () => {
    expectBadInput(await removePrompt(testApp.app, door, admin, { id: 'nonsense' }), 'id');
    expectBadInput(await removeUser(testApp.app, door, admin, { id: '12345' }), 'id');
  });

  const userCases: [string, 'role' | 'status', () => Record<string, unknown>, string][] = [
    ['an unknown role', 'role', () => ({ id: member.id, role: 'superuser' }), 'role'],
    ['no role', 'role', () => ({ id: member.id }), 'role'],
    ['a malformed id', 'role', () => ({ id: 'me', role: 'admin' }), 'id'],
    ['an unknown status', 'status', () => ({ id: member.id, status: 'banned' }), 'status'],
    ['a billing status', 'status', () => ({ id: member.id, status: 'past_due' }), 'status'],
    ['a malformed id', 'status', () => ({ id: '../users', status: 'active' }), 'id'],
  ];

  it.each(userCases)('users refuse %s (%s)', async (_label, which, input, field) => {
    const call = which === 'role' ? setUserRole : setUserStatus;
    expectBadInput(await call(testApp.app, door, admin, input()), field);
  });

  const pagingCases: [string, Record<string, unknown>, string][] = [
    ['page 0', { page: 0 }, 'page'],
    ['a negative page', { page: -1 }, 'page'],
    ['a fractional page', { page: 1.5 }, 'page'],
    ['limit 0', { limit: 0 }, 'limit'],
    ['limit 101', { limit: 101 }, 'limit'],
    ['limit "abc"', { limit: 'abc' }, 'limit'],
    ['a search over 200 characters', { search: 's'.repeat(201) }, 'search'],
    ['a search with a NUL byte', { search: `a${NUL}b` }, 'search'],
  ];

  it.each(pagingCases)('the lists refuse %s', async (_label, input, field) => {
    expectBadInput(await listUsers(testApp.app, door, admin, input), field);
    expectBadInput(await listPrompts(testApp.app, door, admin, input), field);
  });

  it('the lists refuse unknown filters values, naming them', async () => {
    expectBadInput(await listUsers(testApp.app, door, admin, { role: 'owner' }), 'role');
    expectBadInput(await listUsers(testApp.app, door, admin, { status: 'gone' }), 'status');
    expectBadInput(await listPrompts(testApp.app, door, admin, { status: 'draft' }), 'status');
    expectBadInput(await listPrompts(testApp.app, door, admin, { model: 'Nonexistent' }), 'model');
  });

  it('the lists take the largest page size', async () => {
    expect((await listUsers(testApp.app, door, admin, { limit: 100 })).status).toBe(200);
    expect((await listPrompts(testApp.app, door, admin, { limit: 100, page: 1 })).status).toBe(200);
  });

  it('changed nothing', async () => {
    expect(await everything()).toEqual(state);
  });
});

describe('bad input to the bulk change (tRPC)', () => {
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['an empty list', () => ({ ids: [], status: 'approved' }), 'ids'],
    [
      'more than 100 ids',
      () => ({ ids: Array.from({ length: 101 }, () => randomUUID()), status: 'approved' }),
      'ids',
    ],
    ['no list', () => ({ status: 'approved' }), 'ids'],
    ['a list that is not a list', () => ({ ids: pendingId, status: 'approved' }), 'ids'],
    [
      'a malformed id in the list',
      () => ({ ids: [pendingId, 'nope'], status: 'approved' }),
      'ids.1',
    ],
    ['disabled as a target', () => ({ ids: [pendingId], status: 'disabled' }), 'status'],
    ['an unknown status', () => ({ ids: [pendingId], status: 'maybe' }), 'status'],
    [
      'a reason over 500 characters',
      () => ({ ids: [pendingId], status: 'rejected', reason: 'x'.repeat(501) }),
      'reason',
    ],
    [
      'a reason with a NUL byte',
      () => ({ ids: [pendingId], status: 'rejected', reason: NUL }),
      'reason',
    ],
  ];

  it.each(cases)('refuses %s with 400 and changes nothing', async (_label, input, field) => {
    const before = await everything();
    expectBadInput(await setPromptStatuses(testApp.app, admin, input()), field);
    expect(await everything()).toEqual(before);
  });

  it('takes exactly 100 ids (missing ones are skipped, not refused)', async () => {
    const ids = [pendingId, ...Array.from({ length: 99 }, () => randomUUID())];
    const outcome = await setPromptStatuses(testApp.app, admin, { ids, status: 'rejected' });
    expect(outcome.status).toBe(200);
    expect(outcome.data?.changed.map((prompt) => prompt._id)).toEqual([pendingId]);
    expect(outcome.data?.skipped).toHaveLength(99);
  });
});
