/** Giving an existing account the admin role from a server shell (npm run admin:grant). */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The promoted account, or null when no account has this email (any case). */
export async function grantAdminRole(
  db: Database,
  email: string,
): Promise<{ name: string; email: string } | null> {
  const [user] = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ email: users.email, name: users.name });
  return user ?? null;
}
