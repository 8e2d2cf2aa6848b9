/**
 * Forgetting what sign-ins leave behind (the maintenance sweep): sessions
 * past their expiry (resolve-actor.ts already ignores them) and address
 * groups an account has not signed in from for SIGN_IN_GROUP_KEEP_DAYS
 * (decision 047). An account's most recently used group is always kept:
 * with none left, its next sign-in from anywhere would be recorded without
 * a notice, which is how a dormant account taken over would go unheard.
 * Each is one DELETE, so instances sweeping at once remove a row once.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { sessions, signInGroups } from '../../db/schema.ts';

export const SIGN_IN_GROUP_KEEP_DAYS = 180;

export async function pruneExpiredSessions(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ hash: sessions.tokenHash });
  return removed.length;
}

export async function pruneOldSignInGroups(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SIGN_IN_GROUP_KEEP_DAYS * 24 * 60 * 60 * 1000);
  const newer = alias(signInGroups, 'newer');
  const removed = await db
    .delete(signInGroups)
    .where(
      and(
        lt(signInGroups.lastSeenAt, cutoff),
        sql`exists (${db
          .select({ one: sql`1` })
          .from(newer)
          .where(
            and(
              eq(newer.userId, signInGroups.userId),
              gt(newer.lastSeenAt, signInGroups.lastSeenAt),
            ),
          )})`,
      ),
    )
    .returning({ group: signInGroups.addressGroup });
  return removed.length;
}
