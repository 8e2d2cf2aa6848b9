/**
 * The admin audit log: every admin action writes exactly one entry
 * (actor, action, target type and id, label, before, after, reason, time)
 * in admin_audit_log, and the dashboard's activity shows the latest three,
 * newest first, with the acting admin's current name (none once their
 * account is gone).
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, users } from '../../src/server/db/schema.ts';
import type { AdminDashboard } from '../../src/shared/admin-views.ts';
import {
  type DoorOutcome,
  removePrompt,
  removeUser,
  setPromptStatus,
  setUserRole,
  setUserStatus,
} from '../helpers/admin-doors.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

let testApp: TestApp;
let admin: TestUser;
let author: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  admin = await createTestUser(testApp.database.db, { role: 'admin', name: 'Aud Itor' });
  author = await createTestUser(testApp.database.db, { name: 'Tia Target' });
});

afterAll(async () => {
  await testApp.close();
});

async function allEntries() {
  return testApp.database.db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id));
}

async function dashboard(as: TestUser = admin): Promise<AdminDashboard> {
  const result = await trpcCall<AdminDashboard>(
    testApp.app,
    { path: 'admin.dashboard' },
    bearer(as),
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/** Runs one action and returns the one entry it wrote (failing if it wrote any other number). */
async function onlyEntryOf(action: () => Promise<DoorOutcome<unknown>>) {
  const before = (await allEntries()).length;
  const started = Date.now();
  const outcome = await action();
  const finished = Date.now();
  expect(outcome.status, JSON.stringify(outcome.error)).toBeLessThan(300);
  const entries = await allEntries();
  expect(entries).toHaveLength(before + 1);
  const [entry] = entries;
  // The database's clock, the same machine's: allow a little for rounding.
  expect(entry?.createdAt.getTime()).toBeGreaterThanOrEqual(started - 1_000);
  expect(entry?.createdAt.getTime()).toBeLessThanOrEqual(finished + 1_000);
  return entry;
}

describe('every admin action writes exactly one audit entry', () => {
  it('for each moderation move and delete of a prompt', async () => {
    const title = 'Audited prompt';
    const id = await insertPrompt(testApp.database.db, {
      title,
      status: 'pending',
      createdById: author.id,
    });
    const moves = [
      ['approved', undefined, 'prompt.approve', 'pending'],
      ['disabled', 'Broken links', 'prompt.disable', 'approved'],
      ['approved', undefined, 'prompt.enable', 'disabled'],
    ] as const;
    for (const [status, reason, action, before] of moves) {
      const entry = await onlyEntryOf(() =>
        setPromptStatus(testApp.app, 'rest', admin, { id, status, reason }),
      );
      expect(entry).toMatchObject({
        actorId: admin.id,
        action,
        targetType: 'prompt',
        targetId: id,
        details: { label: title, before, after: status, reason: reason ?? null },
      });
    }
    const rejected = await insertPrompt(testApp.database.db, {
      title: 'Audited rejection',
      status: 'pending',
      createdById: author.id,
    });
    expect(
      await onlyEntryOf(() =>
        setPromptStatus(testApp.app, 'trpc', admin, {
          id: rejected,
          status: 'rejected',
          reason: 'Off topic',
        }),
      ),
    ).toMatchObject({
      action: 'prompt.reject',
      targetId: rejected,
      details: {
        label: 'Audited rejection',
        before: 'pending',
        after: 'rejected',
        reason: 'Off topic',
      },
    });
    expect(await onlyEntryOf(() => removePrompt(testApp.app, 'trpc', admin, { id }))).toMatchObject(
      {
        actorId: admin.id,
        action: 'prompt.delete',
        targetType: 'prompt',
        targetId: id,
        details: { label: title, before: 'approved', after: null, reason: null },
      },
    );
  });

  it('for each change of a member, labelled with their email', async () => {
    const member = await createTestUser(testApp.database.db, { name: 'Mo Member' });
    const cases = [
      [
        () => setUserRole(testApp.app, 'rest', admin, { id: member.id, role: 'admin' }),
        'user.role',
        'user',
        'admin',
      ],
      [
        () => setUserRole(testApp.app, 'trpc', admin, { id: member.id, role: 'user' }),
        'user.role',
        'admin',
        'user',
      ],
      [
        () => setUserStatus(testApp.app, 'rest', admin, { id: member.id, status: 'disabled' }),
        'user.disable',
        'active',
        'disabled',
      ],
      [
        () => setUserStatus(testApp.app, 'trpc', admin, { id: member.id, status: 'active' }),
        'user.enable',
        'disabled',
        'active',
      ],
      [
        () => removeUser(testApp.app, 'rest', admin, { id: member.id }),
        'user.delete',
        'user',
        null,
      ],
    ] as const;
    for (const [run, action, before, after] of cases) {
      expect(await onlyEntryOf(run)).toMatchObject({
        actorId: admin.id,
        action,
        targetType: 'user',
        targetId: member.id,
        details: { label: member.email, before, after, reason: null },
      });
    }
  });
});

describe('the dashboard activity', () => {
  it('shows the latest three entries, newest first, with the actor’s current name', async () => {
    const ids = [];
    for (const title of ['First seen', 'Second seen', 'Third seen', 'Fourth seen']) {
      const id = await insertPrompt(testApp.database.db, {
        title,
        status: 'pending',
        createdById: author.id,
      });
      await setPromptStatus(testApp.app, 'trpc', admin, { id, status: 'approved' });
      ids.push(id);
    }
    const { activity } = await dashboard();
    expect(activity.map((entry) => entry.target.label)).toEqual([
      'Fourth seen',
      'Third seen',
      'Second seen',
    ]);
    const [latest] = activity;
    expect(
      latest && { ...latest, _id: typeof latest._id, createdAt: typeof latest.createdAt },
    ).toEqual({
      _id: 'string',
      action: 'prompt.approve',
      actor: { _id: admin.id, name: 'Aud Itor' },
      target: { type: 'prompt', _id: ids[3], label: 'Fourth seen' },
      before: 'pending',
      after: 'approved',
      reason: null,
      createdAt: 'object',
    });
    expect(latest?.createdAt).toBeInstanceOf(Date);
    const times = activity.map((entry) => entry.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    await testApp.database.db
      .update(users)
      .set({ name: 'Aud Renamed' })
      .where(eq(users.id, admin.id));
    expect((await dashboard()).activity[0]?.actor).toEqual({ _id: admin.id, name: 'Aud Renamed' });
  });

  it('keeps the entries of an admin whose account is gone, without an actor', async () => {
    const leaving = await createTestUser(testApp.database.db, {
      role: 'admin',
      name: 'Lea Leaving',
    });
    const id = await insertPrompt(testApp.database.db, {
      title: 'Approved by a leaver',
      status: 'pending',
      createdById: author.id,
    });
    await setPromptStatus(testApp.app, 'rest', leaving, { id, status: 'approved' });
    await removeUser(testApp.app, 'rest', admin, { id: leaving.id });
    const { activity } = await dashboard();
    expect(activity.map((entry) => [entry.action, entry.actor?.name ?? null])).toEqual([
      ['user.delete', 'Aud Renamed'],
      ['prompt.approve', null],
      ['prompt.approve', 'Aud Renamed'],
    ]);
    expect(activity[0]?.target.label).toBe(leaving.email);
  });
});
