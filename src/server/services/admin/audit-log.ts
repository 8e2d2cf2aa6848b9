/**
 * The admin audit log: every admin action writes one entry (who, what,
 * to what, before and after, why) inside the transaction of the change
 * itself, so there is never a change without its entry or an entry for a
 * change that rolled back. The target's title or email is kept as its
 * label, because the target itself may be deleted.
 */
import { desc, eq } from 'drizzle-orm';
import {
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditEntryView,
  type AuditTargetType,
} from '../../../shared/admin-views.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { adminAuditLog, users } from '../../db/schema.ts';

export interface AuditEntry {
  action: AuditAction;
  target: { type: AuditTargetType; id: string; label: string };
  before?: string | null;
  after?: string | null;
  reason?: string | null;
}

interface StoredDetails {
  label?: string;
  before?: string | null;
  after?: string | null;
  reason?: string | null;
}

/** actor null: a command run on the server (admin:grant), which has no account. */
export async function recordAdminAction(
  tx: Database,
  actor: Pick<Actor, 'userId'> | null,
  entries: AuditEntry | AuditEntry[],
): Promise<void> {
  const list = [entries].flat();
  if (list.length === 0) return;
  await tx.insert(adminAuditLog).values(
    list.map((entry) => ({
      actorId: actor?.userId ?? null,
      action: entry.action,
      targetType: entry.target.type,
      targetId: entry.target.id,
      details: {
        label: entry.target.label,
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
      } satisfies StoredDetails,
    })),
  );
}

function targetTypeOf(stored: string): AuditTargetType {
  return AUDIT_TARGET_TYPES.find((type) => type === stored) ?? 'prompt';
}

/** The latest entries, newest first, with the acting admin's current name. */
export async function listRecentActivity(db: Database, limit: number): Promise<AuditEntryView[]> {
  const rows = await db
    .select({
      id: adminAuditLog.id,
      action: adminAuditLog.action,
      actorId: adminAuditLog.actorId,
      actorName: users.name,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.actorId))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
  return rows.map((row) => {
    const details = row.details as StoredDetails;
    return {
      _id: row.id,
      action: row.action as AuditAction,
      actor: row.actorId ? { _id: row.actorId, name: row.actorName ?? '' } : null,
      target: {
        type: targetTypeOf(row.targetType),
        _id: row.targetId,
        label: details.label ?? '',
      },
      before: details.before ?? null,
      after: details.after ?? null,
      reason: details.reason ?? null,
      createdAt: row.createdAt,
    };
  });
}
