/** Creating and ending sessions. Only token hashes ever reach the database. */
import { eq } from 'drizzle-orm';
import {
  hashSessionToken,
  newSessionToken,
  SESSION_LIFETIME_MS,
} from '../../auth/session-tokens.ts';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

/** Starts a session and returns its token, which is never stored. */
export async function startSession(
  db: Database,
  userId: string,
  userAgent: string | undefined,
): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export async function endSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function endAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
