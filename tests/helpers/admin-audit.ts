/**
 * The admin audit log as the database holds it, for tests that check each
 * action left exactly one entry (and a refused action none).
 */
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { adminAuditLog } from '../../src/server/db/schema.ts';

export interface AuditRow {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  label: unknown;
  before: unknown;
  after: unknown;
  reason: unknown;
  createdAt: Date;
}

function toAuditRow(row: typeof adminAuditLog.$inferSelect): AuditRow {
  return {
    actorId: row.actorId,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    label: row.details.label,
    before: row.details.before,
    after: row.details.after,
    reason: row.details.reason,
    createdAt: row.createdAt,
  };
}

/** Every entry about one prompt or user, oldest first. */
export async function auditEntriesOf(db: Database, targetId: string): Promise<AuditRow[]> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, targetId))
    .orderBy(asc(adminAuditLog.createdAt));
  return rows.map(toAuditRow);
}

export async function auditCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(adminAuditLog);
  return row?.total ?? 0;
}
