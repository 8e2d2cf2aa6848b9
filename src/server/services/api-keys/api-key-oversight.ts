/**
 * Admins' view of every member's API keys, and revoking any of them (a
 * leaked key, a member who asks). Revoked keys stay listed with their date.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AdminApiKeyView } from '../../../shared/api-key-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { apiKeys, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAdminAction } from '../admin/audit-log.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { apiKeyColumns, apiKeyNotFound, auditLabel } from './api-key-management.ts';

/** The newest keys first; older ones beyond this are not listed. */
export const ADMIN_API_KEY_LIST_LIMIT = 500;

function requireAdmin(actor: Actor): void {
  if (actor.role !== 'admin' || actor.apiKey) throw new AppError('FORBIDDEN', 'Admins only');
}

export async function listApiKeysForAdmin(
  deps: ServiceDeps,
  actor: Actor,
): Promise<AdminApiKeyView[]> {
  requireAdmin(actor);
  const rows = await deps.db
    .select({
      ...apiKeyColumns,
      revokedAt: apiKeys.revokedAt,
      ownerId: users.id,
      ownerName: users.name,
      ownerEmail: users.email,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(ADMIN_API_KEY_LIST_LIMIT);
  return rows.map(({ ownerId, ownerName, ownerEmail, ...key }) => ({
    ...key,
    owner: { _id: ownerId, name: ownerName, email: ownerEmail },
  }));
}

export async function revokeApiKeyAsAdmin(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
): Promise<void> {
  requireAdmin(actor);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix });
    if (!row) throw apiKeyNotFound();
    await recordAdminAction(tx, actor, {
      action: 'apiKey.adminRevoke',
      target: { type: 'apiKey', id: row.id, label: auditLabel(row) },
    });
  });
}
