/**
 * Session tokens: 32 random bytes, given to the client once; the database
 * keeps only their SHA-256, so a leaked table cannot be replayed.
 */
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'session';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session used within its last 15 days is extended to a full 30 again. */
export const SESSION_RENEW_WITHIN_MS = 15 * 24 * 60 * 60 * 1000;
/** Live sessions one account may hold; signing in past it ends the oldest. */
export const MAX_SESSIONS_PER_USER = 50;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
