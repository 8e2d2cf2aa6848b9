/**
 * Two admins acting on the same prompts at once leave exactly one outcome
 * per prompt and exactly one audit entry for it; the slower call hears 409
 * with what happened, never a lost update, a deadlock or a 500. On Postgres
 * the calls are made to meet on the row locks (admin-race.ts); PGlite runs
 * one statement at a time, so there they only interleave.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts } from '../../src/server/db/schema.ts';
import { illegalMoveMessage } from '../../src/server/services/admin/prompt-moderation.ts';
import type { BulkStatusResult } from '../../src/shared/admin-views.ts';
import { auditEntriesOf } from '../helpers/admin-audit.ts';
import { type DoorOutcome, setPromptStatus, setPromptStatuses } from '../helpers/admin-doors.ts';
import { raceOnHeldRows } from '../helpers/admin-race.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let approver: TestUser;
let rejecter: TestUser;
let author: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  const { db } = testApp.database;
  approver = await createTestUser(db, { role: 'admin', name: 'Ann Approver' });
  rejecter = await createTestUser(db, { role: 'admin', name: 'Rik Rejecter' });
  author = await createTestUser(db, { name: 'Cal Contested' });
});

afterAll(async () => {
  await testApp.close();
});

const isPostgres = () => testApp.database.kind === 'postgres';

function pendingPrompt(title: string) {
  return insertPrompt(testApp.database.db, { title, status: 'pending', createdById: author.id });
}

async function statusesOf(ids: string[]) {
  const rows = await testApp.database.db
    .select({ id: prompts.id, status: prompts.status })
    .from(prompts)
    .where(inArray(prompts.id, ids));
  return new Map(rows.map((row) => [row.id, row.status]));
}

describe('approve and reject of one pending prompt at once', () => {
  it('leaves one outcome and one audit entry; the other call is 409 (20 rounds)', async () => {
    const wins = { approved: 0, rejected: 0 };
    for (let round = 0; round < 20; round += 1) {
      const id = await pendingPrompt(`Contested ${round}`);
      // Both doors take part: REST and tRPC swap sides every round.
      const [approveDoor, rejectDoor] =
        round % 2 === 0 ? (['rest', 'trpc'] as const) : (['trpc', 'rest'] as const);
      const { results, allWaited } = await raceOnHeldRows(
        testApp.database,
        { table: 'prompts', ids: [id] },
        [
          () => setPromptStatus(testApp.app, approveDoor, approver, { id, status: 'approved' }),
          () =>
            setPromptStatus(testApp.app, rejectDoor, rejecter, {
              id,
              status: 'rejected',
              reason: 'Raced',
            }),
        ],
      );
      if (isPostgres()) expect(allWaited, `round ${round}: both calls met on the lock`).toBe(true);
      const [approve, reject] = results;
      expect([approve?.status, reject?.status].sort(), `round ${round}`).toEqual([200, 409]);

      const final = (await statusesOf([id])).get(id);
      const winner = approve?.status === 200 ? 'approved' : 'rejected';
      expect(final).toBe(winner);
      wins[winner] += 1;
      const loser = winner === 'approved' ? reject : approve;
      expect(loser?.error).toMatchObject({
        code: 'CONFLICT',
        message: illegalMoveMessage(winner, winner === 'approved' ? 'rejected' : 'approved'),
      });
      const entries = await auditEntriesOf(testApp.database.db, id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject(
        winner === 'approved'
          ? { actorId: approver.id, action: 'prompt.approve', after: 'approved', reason: null }
          : { actorId: rejecter.id, action: 'prompt.reject', after: 'rejected', reason: 'Raced' },
      );
    }
    expect(wins.approved + wins.rejected).toBe(20);
  });
});

describe('a bulk approval racing single rejections of some of its prompts', () => {
  it('gives each prompt one outcome and one audit entry (5 rounds)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const ids: string[] = [];
      for (let index = 0; index < 6; index += 1) {
        ids.push(await pendingPrompt(`Bulk race ${round}.${index}`));
      }
      const contested = [ids[1], ids[3], ids[5]].filter((id) => id !== undefined);
      const { results, allWaited } = await raceOnHeldRows<DoorOutcome<unknown>>(
        testApp.database,
        { table: 'prompts', ids },
        [
          () => setPromptStatuses(testApp.app, approver, { ids, status: 'approved' }),
          ...contested.map(
            (id, index) => () =>
              setPromptStatus(testApp.app, index % 2 === 0 ? 'rest' : 'trpc', rejecter, {
                id,
                status: 'rejected',
                reason: 'Raced the bulk',
              }),
          ),
        ],
      );
      if (isPostgres()) expect(allWaited, `round ${round}: all four calls met`).toBe(true);
      const [bulkOutcome, ...singles] = results;
      expect(bulkOutcome?.status).toBe(200);
      const bulk = bulkOutcome?.data as BulkStatusResult | undefined;
      const finals = await statusesOf(ids);
      const changed = new Set(bulk?.changed.map((prompt) => prompt._id));
      const skipped = new Map(bulk?.skipped.map((skip) => [skip._id, skip.reason]));
      expect(changed.size + skipped.size).toBe(6);

      for (const id of ids) {
        const final = finals.get(id);
        const entries = await auditEntriesOf(testApp.database.db, id);
        expect(entries, `round ${round}, prompt ${id}`).toHaveLength(1);
        if (changed.has(id)) {
          expect(final).toBe('approved');
          expect(entries[0]).toMatchObject({ actorId: approver.id, action: 'prompt.approve' });
        } else {
          expect(final).toBe('rejected');
          expect(skipped.get(id)).toBe(illegalMoveMessage('rejected', 'approved'));
          expect(entries[0]).toMatchObject({ actorId: rejecter.id, action: 'prompt.reject' });
        }
      }
      // Prompts nobody else touched were always approved.
      for (const id of [ids[0], ids[2], ids[4]]) expect(changed.has(id ?? '')).toBe(true);
      // Each single rejection either won (200) or found the prompt approved (409).
      for (const [index, single] of singles.entries()) {
        const id = contested[index] ?? '';
        if (single.status === 200) {
          expect(finals.get(id)).toBe('rejected');
        } else {
          expect(single.status).toBe(409);
          expect(single.error?.message).toBe(illegalMoveMessage('approved', 'rejected'));
          expect(finals.get(id)).toBe('approved');
        }
      }
    }
  });
});
