/**
 * A member's own API keys: create one (the whole key is answered this once),
 * list them, revoke one. Only a session may manage keys: a request made
 * with a key is refused here as well as by the REST route's scope, so no
 * door can forget it. Every change is in the audit log, written in the
 * transaction of the change itself.
 */
import { recordSecurityNotice } from '../notifications/security-notices.ts';
import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { MAX_API_KEYS_PER_USER } from '../../../shared/api-key-limits.ts';
import type { CreateApiKeyInput } from '../../../shared/api-key-inputs.ts';
import type { ApiKeyView, CreatedApiKey, MyApiKeys } from '../../../shared/api-key-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { SESSION_ONLY_MESSAGE } from '../../auth/api-key-scopes.ts';
import { newApiKey } from '../../auth/api-key-tokens.ts';
import type { Database } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAdminAction } from '../admin/audit-log.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { apiUsageOf } from './api-call-meter.ts';

export const apiKeyColumns = {
  _id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
};

export function apiKeyNotFound(): AppError {
  return new AppError('NOT_FOUND', 'API key not found');
}

export function requireSession(actor: Actor): void {
  if (actor.apiKey) throw new AppError('FORBIDDEN', SESSION_ONLY_MESSAGE);
}

export function auditLabel(key: { name: string; prefix: string }): string {
  return `${key.name} (${key.prefix})`;
}

function futureExpiry(expiresAt: string | undefined, now: Date): Date | null {
  if (expiresAt === undefined) return null;
  const at = new Date(expiresAt);
  if (at <= now) {
    throw new AppError('BAD_REQUEST', 'The expiry must be in the future', {
      fields: { expiresAt: 'must be in the future' },
    });
  }
  return at;
}

/** Live keys: not revoked and not expired. */
function liveKeysOf(userId: string, now: Date) {
  return and(
    eq(apiKeys.userId, userId),
    isNull(apiKeys.revokedAt),
    or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
  );
}

/** Counted under a lock on the member's row, so parallel creations cannot pass the cap. */
async function assertRoomForKey(
  tx: Database,
  userId: string,
  now: Date,
): Promise<{ id: string; email: string }> {
  const [owner] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!owner) throw new AppError('NOT_FOUND', 'User not found');
  const [live] = await tx.select({ total: count() }).from(apiKeys).where(liveKeysOf(userId, now));
  if ((live?.total ?? 0) >= MAX_API_KEYS_PER_USER) {
    throw new AppError(
      'CONFLICT',
      `You can have ${MAX_API_KEYS_PER_USER} API keys at a time. Revoke one you no longer use first.`,
    );
  }
  return owner;
}

export async function createApiKey(
  deps: ServiceDeps,
  actor: Actor,
  input: CreateApiKeyInput,
  now = new Date(),
): Promise<CreatedApiKey> {
  requireSession(actor);
  const expiresAt = futureExpiry(input.expiresAt, now);
  const made = newApiKey();
  const apiKey = await deps.db.transaction(async (tx) => {
    const owner = await assertRoomForKey(tx, actor.userId, now);
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId: actor.userId,
        name: input.name,
        prefix: made.prefix,
        secretHash: made.secretHash,
        scopes: input.scopes,
        createdAt: now,
        expiresAt,
      })
      .returning(apiKeyColumns);
    if (!row) throw new Error('The API key was not stored');
    // Decision 047: a new key always mails its notice, naming the key (never its secret).
    await recordSecurityNotice(deps, tx, {
      user: owner,
      notice: 'api-key-created',
      detail: { keyName: row.name },
    });
    await recordAdminAction(tx, actor, {
      action: 'apiKey.create',
      target: { type: 'apiKey', id: row._id, label: auditLabel(row) },
      after: row.scopes.join(', '),
    });
    return row;
  });
  deps.outbox.wake();
  return { apiKey, key: made.key };
}

/** The member's keys that are not revoked (expired ones stay listed, marked by their date). */
export async function listMyApiKeys(deps: ServiceDeps, actor: Actor): Promise<MyApiKeys> {
  requireSession(actor);
  const rows: ApiKeyView[] = await deps.db
    .select(apiKeyColumns)
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, actor.userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return { apiKeys: rows, usage: await apiUsageOf(deps.db, actor.userId) };
}

/** Revokes one of the member's own keys; it stops working at the next request. */
export async function revokeMyApiKey(deps: ServiceDeps, actor: Actor, id: string): Promise<void> {
  requireSession(actor);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, actor.userId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix });
    // Someone else's key reads as missing: its existence is not the caller's to learn.
    if (!row) throw apiKeyNotFound();
    await recordAdminAction(tx, actor, {
      action: 'apiKey.revoke',
      target: { type: 'apiKey', id: row.id, label: auditLabel(row) },
    });
  });
}
