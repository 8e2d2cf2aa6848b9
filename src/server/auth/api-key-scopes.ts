/**
 * What an API key may call (decision 034). Every REST route declares the
 * scope a key needs in its config (`keyScope`), beside its tier:
 *   read          any key (every key may read; a read-only key only reads)
 *   write         a key with the write scope: creating, editing, liking,
 *                 saving, uploading
 *   generate      a key with the generate scope: playground runs
 *   session-only  no key at all: account deletion, password, keys, sign-in
 *                 and out, plans, and everything admin
 */
import type { ApiKeyScope } from '../../shared/api-key-limits.ts';
import { AppError } from '../errors.ts';

export const SESSION_ONLY_MESSAGE =
  'API keys cannot be used for this. Sign in on the site to do it.';

export type KeyScopeRule = ApiKeyScope | 'session-only';

export const KEY_SCOPE_RULES: readonly KeyScopeRule[] = [
  'read',
  'write',
  'generate',
  'session-only',
];

export function keyMayCall(scopes: readonly ApiKeyScope[], rule: KeyScopeRule): boolean {
  if (rule === 'session-only') return false;
  return rule === 'read' || scopes.includes(rule);
}

export function keyScopeRefusal(rule: KeyScopeRule): AppError {
  return rule === 'session-only'
    ? new AppError('FORBIDDEN', SESSION_ONLY_MESSAGE)
    : new AppError('FORBIDDEN', `This API key lacks the "${rule}" scope`);
}

/**
 * A route's declared rule checked against its method, so a slip fails at
 * registration: reads take "read" (or no key), anything else may not.
 */
export function keyScopeMistake(
  method: string,
  tier: string,
  rule: KeyScopeRule | undefined,
): string | null {
  if (tier === 'admin')
    return rule === undefined || rule === 'session-only'
      ? null
      : 'is an admin route: no API key may call it';
  if (rule === undefined) return 'has no keyScope';
  const isRead = method === 'GET' || method === 'HEAD';
  if (isRead && rule !== 'read' && rule !== 'session-only')
    return `is a read: its keyScope must be read or session-only, not ${rule}`;
  if (!isRead && rule === 'read') return 'changes something: its keyScope cannot be read';
  return null;
}
