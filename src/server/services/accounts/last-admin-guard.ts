/**
 * Nobody can remove the last active admin: not by demoting, disabling or
 * deleting them, nor by deleting their own account. The check locks every
 * active admin's row, in id order, inside the caller's transaction, and
 * every user change takes that lock before the lock of its target. So two
 * admins removing each other at once take turns (the second sees the
 * first's change and is refused) and can never deadlock. "Active" means able
 * to act: every admin but a disabled one (a past-due admin still signs in).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

const isActiveAdmin = and(eq(users.role, 'admin'), eq(users.status, 'active'));

export interface ActiveAdmins {
  /** Refuses with 409 and `message` when `userId` is the only active admin. */
  assertNotLast(userId: string, message: string): void;
}

export async function lockActiveAdmins(tx: Database): Promise<ActiveAdmins> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(isActiveAdmin)
    .orderBy(users.id)
    .for('update');
  return {
    assertNotLast(userId, message) {
      if (admins.length === 1 && admins[0]?.id === userId) throw new AppError('CONFLICT', message);
    },
  };
}

/**
 * The only active admin's id, or null when there are several (or none):
 * the screens use it to offer nothing this rule would refuse.
 */
export async function soleActiveAdminId(db: Database): Promise<string | null> {
  const admins = await db.select({ id: users.id }).from(users).where(isActiveAdmin).limit(2);
  return admins.length === 1 ? (admins[0]?.id ?? null) : null;
}

export async function assertNotLastActiveAdmin(
  tx: Database,
  userId: string,
  message: string,
): Promise<void> {
  (await lockActiveAdmins(tx)).assertNotLast(userId, message);
}
