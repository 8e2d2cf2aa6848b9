/**
 * Giving an existing account the admin role from a shell on the server
 * (npm run admin:grant), directly or through the running app's control
 * socket. Whoever has that shell is trusted; the grant is audit-logged
 * with no actor, since no account made it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { promoteToAdmin } from './admin-promotion.ts';

export interface GrantedAdmin {
  name: string;
  email: string;
  /** False when the account already was an admin (nothing changed, nothing logged). */
  changed: boolean;
}

/**
 * The promoted account, or null when no account has this email (any case).
 * A disabled account is refused (AppError CONFLICT, its message for the shell).
 */
export async function grantAdminRole(db: Database, email: string): Promise<GrantedAdmin | null> {
  return db.transaction(async (tx) => {
    // Locked, so a role change from the admin screens waits for this one.
    const [user] = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        status: users.status,
      })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .for('update');
    if (!user) return null;
    if (user.role === 'admin') return { name: user.name, email: user.email, changed: false };
    // The setup link asks for an active account; so does this door, or a
    // disabled account could hold the only admin role and no one could use it.
    if (user.status !== 'active') {
      throw new AppError(
        'CONFLICT',
        `The account ${user.email} is disabled, so it cannot become an admin.`,
      );
    }
    await promoteToAdmin(tx, null, user, { action: 'user.grant', reason: 'npm run admin:grant' });
    return { name: user.name, email: user.email, changed: true };
  });
}
