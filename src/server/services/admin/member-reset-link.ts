/**
 * An admin's way to let a member back in when the hub sends no mail
 * (decision 040): a reset link for the member, shown to the admin once (only
 * its hash is kept) and passed on by them. It is the same link "Forgot
 * password?" would have mailed, with the same hour to live, and the audit
 * log records who made it for whom. With a mail server the member asks for
 * one themselves, so an admin never holds a link to someone's account.
 */
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { issueAccountToken } from '../mail/account-tokens.ts';
import { appLink, mailIsOn, RESET_PAGE_PATH } from '../mail/mail-outbox.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { lockActingAdmin } from './acting-admin.ts';
import { recordAdminAction } from './audit-log.ts';

export async function makeMemberResetLink(
  deps: ServiceDeps,
  actor: Actor,
  userId: string,
): Promise<{ url: string }> {
  if (mailIsOn(deps)) {
    throw new AppError(
      'CONFLICT',
      'This hub sends mail: the member can use "Forgot password?" on the sign-in page.',
    );
  }
  const token = await deps.db.transaction(async (tx) => {
    await lockActingAdmin(tx, actor);
    const [member] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!member) throw new AppError('NOT_FOUND', 'User not found');
    const made = await issueAccountToken(tx, member.id, 'password-reset');
    await recordAdminAction(tx, actor, {
      action: 'user.reset-link',
      target: { type: 'user', id: member.id, label: member.email },
    });
    return made;
  });
  return { url: appLink(deps.mail, RESET_PAGE_PATH, token) };
}
