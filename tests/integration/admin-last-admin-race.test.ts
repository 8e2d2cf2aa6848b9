/**
 * The only two active admins removing each other at once (demoting,
 * disabling or deleting): exactly one succeeds, the other is refused,
 * one active admin is left, one audit entry is written, and nothing
 * deadlocks or answers 500. On Postgres both calls are made to wait on the
 * admins' rows together (admin-race.ts), so the last-admin guard's locks
 * are what decides; there the loser hears 409. PGlite runs one statement
 * at a time, so a loser that arrives after the winner has finished is
 * already refused at the door: 403 once demoted, 401 once its sessions or
 * account are gone.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, users } from '../../src/server/db/schema.ts';
import type { DoorOutcome } from '../helpers/admin-doors.ts';
import { raceOnHeldRows } from '../helpers/admin-race.ts';
import { type AdminRemoval, LAST_ADMIN_MESSAGES, removeAdmin } from '../helpers/last-admin.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

/** What the door says to a loser who arrives after the winner already finished. */
const LATE_REFUSAL: Record<AdminRemoval, number> = { demote: 403, disable: 401, delete: 401 };

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});

afterAll(async () => {
  await testApp.close();
});

function remove(removal: AdminRemoval, actor: TestUser, target: TestUser) {
  const door = removal === 'disable' ? 'trpc' : 'rest';
  return removeAdmin(testApp.app, removal, door, actor, target);
}

/** Exactly two active admins: everyone else who was one is made a member. */
async function onlyTwoAdmins(round: number): Promise<[TestUser, TestUser]> {
  const { db } = testApp.database;
  await db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
  return [
    await createTestUser(db, { role: 'admin', name: `Left ${round}` }),
    await createTestUser(db, { role: 'admin', name: `Right ${round}` }),
  ];
}

async function activeAdmins(): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  return rows.map((row) => row.id);
}

async function auditEntriesAbout(ids: string[]): Promise<number> {
  const [row] = await testApp.database.db
    .select({ n: count() })
    .from(adminAuditLog)
    .where(inArray(adminAuditLog.targetId, ids));
  return row?.n ?? 0;
}

const ROUNDS = 6;

describe.each(['demote', 'disable', 'delete'] as const)(
  'the only two active admins trying to %s each other at once',
  (removal) => {
    it(`leaves exactly one active admin (${ROUNDS} rounds)`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const [left, right] = await onlyTwoAdmins(round);
        const { results, allWaited } = await raceOnHeldRows<DoorOutcome<unknown>>(
          testApp.database,
          { table: 'users', ids: [left.id, right.id] },
          [() => remove(removal, left, right), () => remove(removal, right, left)],
        );
        const statuses = results.map((result) => result.status);
        const label = `round ${round}: ${JSON.stringify(results.map((r) => [r.status, r.error?.message]))}`;
        expect(
          statuses.filter((status) => status < 300),
          label,
        ).toHaveLength(1);
        const loser = results.find((result) => result.status >= 300);
        if (testApp.database.kind === 'postgres') {
          expect(allWaited, `${label}: both calls met on the locks`).toBe(true);
          expect(loser?.status, label).toBe(409);
        } else {
          expect([409, LATE_REFUSAL[removal]], label).toContain(loser?.status);
        }
        if (loser?.status === 409) {
          expect(loser.error).toMatchObject({
            code: 'CONFLICT',
            message: LAST_ADMIN_MESSAGES[removal],
          });
        }

        const winnerIsLeft = (results[0]?.status ?? 500) < 300;
        const survivor = winnerIsLeft ? left : right;
        expect(await activeAdmins(), label).toEqual([survivor.id]);
        expect(await auditEntriesAbout([left.id, right.id]), label).toBe(1);
      }
    });
  },
);
