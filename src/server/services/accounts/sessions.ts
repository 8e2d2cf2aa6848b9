/** Creating and ending sessions. Only token hashes ever reach the database. */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { accountDisabledError } from '../../auth/access-tiers.ts';
import type { Actor } from '../../auth/actor.ts';
import {
  hashSessionToken,
  MAX_SESSIONS_PER_USER,
  newSessionToken,
  SESSION_LIFETIME_MS,
} from '../../auth/session-tokens.ts';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

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
): Promise<string> {
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  await db.transaction(async (tx) => {
    // One sign-in of an account at a time: without this lock, concurrent
    // sign-ins would each miss the others' new rows and keep too many.
    const [account] = await tx
      .select({ status: users.status })
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
    });
    // The new session is kept by name: parallel sign-ins share a timestamp.
    const older = tx
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, tokenHash)))
      .orderBy(desc(sessions.createdAt), desc(sessions.expiresAt))
      .offset(MAX_SESSIONS_PER_USER - 1);
    await tx.delete(sessions).where(inArray(sessions.tokenHash, older));
  });
  return token;
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
