/**
 * The one actor resolver both doors use. A request proves who it is with
 * the `session` cookie or `Authorization: Bearer <token>`; a token in the
 * query string is never looked at.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { MaybeActor } from './actor.ts';
import {
  hashSessionToken,
  SESSION_COOKIE,
  SESSION_LIFETIME_MS,
  SESSION_RENEW_WITHIN_MS,
} from './session-tokens.ts';

/** How far "last used" may lag behind a session's real last request. */
export const LAST_USED_STEP_MS = 5 * 60 * 1000;

export interface CredentialHeaders {
  authorization?: string | undefined;
  cookie?: string | undefined;
}

export type CredentialSource = 'bearer' | 'cookie';

export function readSessionToken(
  headers: CredentialHeaders,
): { token: string; source: CredentialSource } | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '');
  if (bearer?.[1]) return { token: bearer[1], source: 'bearer' };
  const cookie = readCookie(headers.cookie, SESSION_COOKIE);
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Who a request's credential belongs to; a disabled account's token is no actor. */
export interface ResolvedCredential {
  actor: MaybeActor;
  /** The token is live but its account is disabled: signed-in doors answer 403. */
  isDisabled: boolean;
}

const NO_CREDENTIAL: ResolvedCredential = { actor: null, isDisabled: false };

export async function resolveCredential(
  db: Database,
  headers: CredentialHeaders,
): Promise<ResolvedCredential> {
  const credential = readSessionToken(headers);
  if (!credential || credential.token.length > 200) return NO_CREDENTIAL;
  const tokenHash = hashSessionToken(credential.token);
  const now = new Date();
  const [row] = await db
    .select({
      userId: users.id,
      role: users.role,
      status: users.status,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return NO_CREDENTIAL;
  if (row.status === 'disabled') return { actor: null, isDisabled: true };
  const renew = row.expiresAt.getTime() - now.getTime() < SESSION_RENEW_WITHIN_MS;
  const stale = now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_STEP_MS;
  // One statement, and at most one every LAST_USED_STEP_MS per session: the
  // sessions list needs "last used" to the minute, not to the request.
  if (renew || stale) {
    await db
      .update(sessions)
      .set({
        lastUsedAt: now,
        ...(renew ? { expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) } : {}),
      })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    actor: { userId: row.userId, role: row.role, sessionTokenHash: tokenHash },
    isDisabled: false,
  };
}
