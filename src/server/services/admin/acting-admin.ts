/**
 * The acting admin, locked and checked inside every admin transaction.
 * Each admin action ends with an audit entry that references the admin's
 * row, and that reference takes a share lock on the row. Taken only there,
 * at the end of a moderation, it came after the prompt locks, while
 * deleting an account takes user rows first (the last-admin guard locks
 * every active admin, then the account) and prompt rows after (counters,
 * cascades): opposite orders, so an admin rejecting a spammer's prompt
 * while another admin deleted the spammer deadlocked. So moderation takes
 * this lock first, and every admin transaction locks users before prompts;
 * user management takes it right after the last-admin guard.
 * Checked under the lock, an admin deleted, disabled or demoted while the
 * request waited is refused as the doors would refuse them now, rather
 * than acting anyway or failing on the audit entry's foreign key (500).
 */
import { eq } from 'drizzle-orm';
import { requireActor } from '../../auth/access-tiers.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export async function lockActingAdmin(tx: Database, actor: Actor): Promise<void> {
  const [row] = await tx
    .select({ role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, actor.userId))
    .for('key share');
  requireActor(
    { actor: row ? { ...actor, role: row.role } : null, isDisabled: row?.status === 'disabled' },
    'admin',
  );
}
