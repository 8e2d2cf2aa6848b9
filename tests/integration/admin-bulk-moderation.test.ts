/**
 * Bulk approve and reject, admin.prompts.setStatusMany: the pending prompts
 * move, each with its own audit entry; the ones that are gone or no longer
 * pending are skipped and named with the reason; an id named twice counts
 * once.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts } from '../../src/server/db/schema.ts';
import { illegalMoveMessage } from '../../src/server/services/admin/prompt-moderation.ts';
import type { PromptStatus } from '../../src/shared/prompt-fields.ts';
import { auditCount, auditEntriesOf } from '../helpers/admin-audit.ts';
import { setPromptStatuses } from '../helpers/admin-doors.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let admin: TestUser;
let author: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  admin = await createTestUser(testApp.database.db, { role: 'admin', name: 'Bea Bulk' });
  author = await createTestUser(testApp.database.db, { name: 'Ida Author' });
});

afterAll(async () => {
  await testApp.close();
});

function promptIn(status: PromptStatus, title: string) {
  return insertPrompt(testApp.database.db, { title, status, createdById: author.id });
}

async function statusesOf(ids: string[]) {
  const rows = await testApp.database.db
    .select({ id: prompts.id, status: prompts.status, reason: prompts.statusReason })
    .from(prompts)
    .where(inArray(prompts.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, [row.status, row.reason]]));
}

describe('admin.prompts.setStatusMany', () => {
  it('approves the pending prompts and names the ones it skipped, and why', async () => {
    const first = await promptIn('pending', 'Bulk first');
    const second = await promptIn('pending', 'Bulk second');
    const third = await promptIn('pending', 'Bulk third');
    const approved = await promptIn('approved', 'Bulk already approved');
    const rejected = await promptIn('rejected', 'Bulk already rejected');
    const missing = randomUUID();
    const auditBefore = await auditCount(testApp.database.db);

    const { status, data } = await setPromptStatuses(testApp.app, admin, {
      ids: [third, approved, first, missing, rejected, second],
      status: 'approved',
    });
    expect(status).toBe(200);
    // In the order the admin named them.
    expect(data?.changed.map((prompt) => [prompt._id, prompt.status])).toEqual([
      [third, 'approved'],
      [first, 'approved'],
      [second, 'approved'],
    ]);
    expect(data?.skipped).toEqual([
      {
        _id: approved,
        title: 'Bulk already approved',
        reason: illegalMoveMessage('approved', 'approved'),
      },
      { _id: missing, title: null, reason: 'Prompt not found' },
      {
        _id: rejected,
        title: 'Bulk already rejected',
        reason: illegalMoveMessage('rejected', 'approved'),
      },
    ]);
    expect(await statusesOf([first, second, third, approved, rejected])).toEqual({
      [first]: ['approved', null],
      [second]: ['approved', null],
      [third]: ['approved', null],
      [approved]: ['approved', null],
      [rejected]: ['rejected', null],
    });

    expect(await auditCount(testApp.database.db)).toBe(auditBefore + 3);
    for (const id of [first, second, third]) {
      expect(await auditEntriesOf(testApp.database.db, id)).toEqual([
        expect.objectContaining({
          actorId: admin.id,
          action: 'prompt.approve',
          before: 'pending',
          after: 'approved',
        }),
      ]);
    }
    for (const id of [approved, rejected, missing]) {
      expect(await auditEntriesOf(testApp.database.db, id)).toEqual([]);
    }
  });

  it('rejects with one reason for all, which each author reads', async () => {
    const ids = [await promptIn('pending', 'Reject one'), await promptIn('pending', 'Reject two')];
    const reason = 'Duplicates an existing prompt';
    const { status, data } = await setPromptStatuses(testApp.app, admin, {
      ids,
      status: 'rejected',
      reason,
    });
    expect(status).toBe(200);
    expect(data?.skipped).toEqual([]);
    expect(data?.changed.map((prompt) => [prompt.status, prompt.statusReason])).toEqual([
      ['rejected', reason],
      ['rejected', reason],
    ]);
    expect(await statusesOf(ids)).toEqual({
      [ids[0] ?? '']: ['rejected', reason],
      [ids[1] ?? '']: ['rejected', reason],
    });
    for (const id of ids) {
      const entries = await auditEntriesOf(testApp.database.db, id);
      expect(entries.map((entry) => [entry.action, entry.reason])).toEqual([
        ['prompt.reject', reason],
      ]);
    }
  });

  it('counts an id named twice (in any letter case) once', async () => {
    const id = await promptIn('pending', 'Named three times');
    const auditBefore = await auditCount(testApp.database.db);
    const { status, data } = await setPromptStatuses(testApp.app, admin, {
      ids: [id, id, id.toUpperCase()],
      status: 'approved',
    });
    expect(status).toBe(200);
    expect(data?.changed.map((prompt) => prompt._id)).toEqual([id]);
    expect(data?.skipped).toEqual([]);
    expect(await auditCount(testApp.database.db)).toBe(auditBefore + 1);
  });

  it('changes nothing and writes nothing when every prompt is skipped', async () => {
    const approved = await promptIn('approved', 'Nothing to do here');
    const auditBefore = await auditCount(testApp.database.db);
    const { status, data } = await setPromptStatuses(testApp.app, admin, {
      ids: [approved, randomUUID()],
      status: 'rejected',
      reason: 'Too late',
    });
    expect(status).toBe(200);
    expect(data?.changed).toEqual([]);
    expect(data?.skipped.map((skip) => skip.reason)).toEqual([
      illegalMoveMessage('approved', 'rejected'),
      'Prompt not found',
    ]);
    expect(await statusesOf([approved])).toEqual({ [approved]: ['approved', null] });
    expect(await auditCount(testApp.database.db)).toBe(auditBefore);
  });

  it('takes a full page of 100 prompts at once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 100 }, (_, index) => promptIn('pending', `Page of prompts ${index}`)),
    );
    const { status, data } = await setPromptStatuses(testApp.app, admin, {
      ids,
      status: 'approved',
    });
    expect(status).toBe(200);
    expect(data?.changed).toHaveLength(100);
    const rows = await statusesOf(ids);
    expect(Object.values(rows).every(([rowStatus]) => rowStatus === 'approved')).toBe(true);
  });
});
