/**
 * The one actor resolver both doors use. A request proves who it is with
 * the `session` cookie or `Authorization: Bearer <token>`; a token in the
 * query string is never looked at.
 */
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { MaybeActor } from './actor.ts';
import {
  hashSessionToken,
  SESSION_COOKIE,
  SESSION_LIFETIME_MS,
  SESSION_RENEW_WITHIN_MS,
} from './session-tokens.ts';

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

export async function resolveActor(db: Database, headers: CredentialHeaders): Promise<MaybeActor> {
  const credential = readSessionToken(headers);
  if (!credential || credential.token.length > 200) return null;
  const tokenHash = hashSessionToken(credential.token);
  const now = new Date();
  const [row] = await db
    .select({ userId: users.id, role: users.role, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        ne(users.subscriptionStatus, 'disabled'),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() - now.getTime() < SESSION_RENEW_WITHIN_MS) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { userId: row.userId, role: row.role, sessionTokenHash: tokenHash };
}
