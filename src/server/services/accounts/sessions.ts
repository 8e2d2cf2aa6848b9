/** Creating and ending sessions. Only token hashes ever reach the database. */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { accountDisabledError } from '../../auth/access-tiers.ts';
import type { Actor } from '../../auth/actor.ts';
import {
  hashSessionToken,
  MAX_SESSIONS_PER_USER,
  newSessionToken,
  SESSION_LIFETIME_MS,
} from '../../auth/session-tokens.ts';
import type { Database } from '../../db/client.ts';
import { sessions, signInGroups, users } from '../../db/schema.ts';
import { describeDevice } from '../../../shared/device-words.ts';
import { addressGroup } from '../../rate-limit/address-group.ts';
import { recordSecurityNotice } from '../notifications/security-notices.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** Where a sign-in comes from, and whether a new place for the account is worth a notice. */
export interface SessionOrigin {
  deps: ServiceDeps;
  address: string;
  /**
   * Mail the member when this address group is new to an account that has
   * signed in from another before (decision 047). Off for a sign-up, whose
   * first group is simply recorded, and for a reset, which mails its own.
   */
  noticeNewGroup: boolean;
}

/**
 * Starts a session and returns its token, which is never stored (403 if the
 * account is disabled by then). An account
 * keeps at most MAX_SESSIONS_PER_USER live sessions: the oldest beyond that
 * end here, so repeated sign-ins cannot grow the table without bound.
 */
export async function startSession(
  db: Database,
  userId: string,
  userAgent: string | undefined,
  origin?: SessionOrigin,
): Promise<string> {
  const group = origin ? addressGroup(origin.address) : null;
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  await db.transaction(async (tx) => {
    // One sign-in of an account at a time: without this lock, concurrent
    // sign-ins would each miss the others' new rows and keep too many.
    const [account] = await tx
      .select({ status: users.status, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    // Judged again under the lock: an admin may have disabled the account
    // since the caller read it, and a session made now would outlive that.
    if (account?.status === 'disabled') throw accountDisabledError();
    await tx.insert(sessions).values({
      tokenHash,
      userId,
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
      userAgent: userAgent?.slice(0, 300) ?? null,
      addressGroup: group,
    });
    if (origin && group && account) {
      await recordSignInGroup(tx, {
        ...origin,
        group,
        userAgent,
        user: { id: userId, email: account.email },
      });
    }
    // The new session is kept by name: parallel sign-ins share a timestamp.
    const older = tx
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, tokenHash)))
      .orderBy(desc(sessions.createdAt), desc(sessions.expiresAt))
      .offset(MAX_SESSIONS_PER_USER - 1);
    await tx.delete(sessions).where(inArray(sessions.tokenHash, older));
  });
  if (origin?.noticeNewGroup) origin.deps.outbox.wake();
  return token;
}

/**
 * Adds the group to the account's known ones, under the account's lock
 * (the caller holds it), so parallel sign-ins from one new group add it
 * once and mail once. A group is news only to an account that knows
 * another: a sign-up, or an account from before this record, starts it.
 */
async function recordSignInGroup(
  tx: Database,
  place: SessionOrigin & {
    group: string;
    userAgent: string | undefined;
    user: { id: string; email: string };
  },
): Promise<void> {
  const added = await tx
    .insert(signInGroups)
    .values({ userId: place.user.id, addressGroup: place.group })
    .onConflictDoNothing()
    .returning({ group: signInGroups.addressGroup });
  if (added.length === 0) {
    // A known group: its use keeps it from the maintenance sweep (sign-in-pruning.ts).
    await tx
      .update(signInGroups)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(eq(signInGroups.userId, place.user.id), eq(signInGroups.addressGroup, place.group)),
      );
    return;
  }
  if (!place.noticeNewGroup) return;
  const [other] = await tx
    .select({ group: signInGroups.addressGroup })
    .from(signInGroups)
    .where(and(eq(signInGroups.userId, place.user.id), ne(signInGroups.addressGroup, place.group)))
    .limit(1);
  if (!other) return;
  await recordSecurityNotice(place.deps, tx, {
    user: place.user,
    notice: 'new-sign-in',
    detail: { device: describeDevice(place.userAgent), addressGroup: place.group },
  });
}

export async function endSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function endAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of the actor's account except the one making the request. */
export async function endOtherSessions(db: Database, actor: Actor): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, actor.userId), ne(sessions.tokenHash, actor.sessionTokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}
