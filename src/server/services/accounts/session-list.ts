/**
 * "Where you're signed in" (decision 047): the member's own sessions, each
 * named by its public id, and ending one or all the others. Only a session
 * may do this, not an API key: a key that could end its owner's sessions
 * could lock them out. Another member's id, or an unknown one, is 404.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import { describeDevice } from '../../../shared/device-words.ts';
import type { SessionList } from '../../../shared/session-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { sessions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { SESSION_ONLY_MESSAGE } from '../../auth/api-key-scopes.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { endOtherSessions } from './sessions.ts';

/** A key that could end its owner's sessions could lock them out: sessions only. */
function requireSession(actor: Actor): void {
  if (actor.apiKey) throw new AppError('FORBIDDEN', SESSION_ONLY_MESSAGE);
}

export async function listMySessions(deps: ServiceDeps, actor: Actor): Promise<SessionList> {
  requireSession(actor);
  const rows = await deps.db
    .select({
      publicId: sessions.publicId,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      addressGroup: sessions.addressGroup,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, actor.userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  const mine = rows.map((row) => ({
    _id: row.publicId,
    device: describeDevice(row.userAgent),
    addressGroup: row.addressGroup,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    current: row.tokenHash === actor.sessionTokenHash,
  }));
  // This device first, then the others by their last use.
  return { sessions: [...mine.filter((s) => s.current), ...mine.filter((s) => !s.current)] };
}

/** Ends one of the caller's sessions (their own current one included: that signs them out). */
export async function endMySession(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
): Promise<{ current: boolean }> {
  requireSession(actor);
  const [ended] = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.publicId, id), eq(sessions.userId, actor.userId)))
    .returning({ tokenHash: sessions.tokenHash });
  if (!ended) throw new AppError('NOT_FOUND', 'Session not found');
  return { current: ended.tokenHash === actor.sessionTokenHash };
}

/** "Sign out everywhere else": every session of the caller's but this one. */
export async function endMyOtherSessions(
  deps: ServiceDeps,
  actor: Actor,
): Promise<{ ended: number }> {
  requireSession(actor);
  return { ended: await endOtherSessions(deps.db, actor) };
}
