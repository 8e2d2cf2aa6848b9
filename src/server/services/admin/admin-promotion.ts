/**
 * Making an account an admin, the one way every path does it (the
 * first-run setup link, admin:grant, the admin screens' role change):
 * the role, its audit entry, and every open setup link spent, in the
 * caller's transaction. Once anyone is an admin by any path, a link
 * printed earlier (kept in `docker logs`) must not come back to life if
 * that admin is later disabled or demoted (decision 031).
 */
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { spendSetupLinks } from '../accounts/setup-links.ts';
import { recordAdminAction } from './audit-log.ts';

export interface PromotedUser {
  id: string;
  email: string;
  /** The role before, for the audit entry. */
  role: string;
}

/**
 * The caller has locked the user's row (or changed it under this
 * transaction) and decided the promotion is allowed. `action` is
 * `user.grant` for the setup link and admin:grant, `user.role` for the
 * admin screens, as their audit entries always were.
 */
export async function promoteToAdmin(
  tx: Database,
  actor: Pick<Actor, 'userId'> | null,
  user: PromotedUser,
  audit: { action: 'user.grant' | 'user.role'; reason?: string },
): Promise<void> {
  await tx.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, user.id));
  await spendSetupLinks(tx);
  await recordAdminAction(tx, actor, {
    action: audit.action,
    target: { type: 'user', id: user.id, label: user.email },
    before: user.role,
    after: 'admin',
    ...(audit.reason === undefined ? {} : { reason: audit.reason }),
  });
}
