/**
 * Giving an existing account the admin role from a shell on the server
 * (npm run admin:grant), directly or through the running app's control
 * socket. Whoever has that shell is trusted; the grant is audit-logged
 * with no actor, since no account made it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { recordAdminAction } from './audit-log.ts';

export interface GrantedAdmin {
  name: string;
  email: string;
  /** False when the account already was an admin (nothing changed, nothing logged). */
  changed: boolean;
}

/** The promoted account, or null when no account has this email (any case). */
export async function grantAdminRole(db: Database, email: string): Promise<GrantedAdmin | null> {
  return db.transaction(async (tx) => {
    // Locked, so a role change from the admin screens waits for this one.
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .for('update');
    if (!user) return null;
    if (user.role === 'admin') return { name: user.name, email: user.email, changed: false };
    await tx
      .update(users)
      .set({ role: 'admin', updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await recordAdminAction(tx, null, {
      action: 'user.grant',
      target: { type: 'user', id: user.id, label: user.email },
      before: user.role,
      after: 'admin',
      reason: 'npm run admin:grant',
    });
    return { name: user.name, email: user.email, changed: true };
  });
}
