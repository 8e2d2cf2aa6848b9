/**
 * Who an API key belongs to (decision 034), for the REST door only: the
 * web app's tRPC door never looks at keys. A key that is unknown, revoked
 * or expired is refused outright (401), even on a public route, so an
 * integrator learns at once that their key stopped working. The member
 * behind a key acts as a member, never as an admin.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { apiKeys, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isSecretOf, splitApiKey } from './api-key-tokens.ts';
import type { ResolvedCredential } from './resolve-actor.ts';

export const INVALID_API_KEY_MESSAGE =
  'This API key is not valid: it was revoked, has expired or does not exist';

/** lastUsedAt moves at most this often per key, so busy keys do not write on every call. */
export const LAST_USED_GRANULARITY_MS = 60_000;

function invalidKey(): AppError {
  return new AppError('UNAUTHORIZED', INVALID_API_KEY_MESSAGE);
}

export async function resolveApiKey(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ResolvedCredential> {
  const parts = splitApiKey(token);
  if (!parts) throw invalidKey();
  const [row] = await db
    .select({
      id: apiKeys.id,
      secretHash: apiKeys.secretHash,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      lastUsedAt: apiKeys.lastUsedAt,
      userId: users.id,
      status: users.status,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.prefix, parts.prefix), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row || !isSecretOf(parts.secret, row.secretHash)) throw invalidKey();
  if (row.expiresAt && row.expiresAt <= now) throw invalidKey();
  if (row.status === 'disabled') return { actor: null, isDisabled: true };
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_GRANULARITY_MS) {
    await markUsed(db, row.id, now);
  }
  return {
    actor: {
      userId: row.userId,
      role: 'user',
      sessionTokenHash: '',
      apiKey: { id: row.id, scopes: row.scopes },
    },
    isDisabled: false,
  };
}

/** Conditional, so parallel first calls of a minute write once between them. */
async function markUsed(db: Database, id: string, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - LAST_USED_GRANULARITY_MS);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))),
    );
}
