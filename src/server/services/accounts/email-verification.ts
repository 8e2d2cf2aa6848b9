/**
 * Proving an address (issue 27, decision 041). With mail on, a new password
 * account is mailed a link (account-sign-in.ts queues it); opening it marks
 * the address verified, and from then on ADMIN_EMAILS applies to the
 * account as it does to a Google one. A member who lost the mail asks for
 * another, a few an hour, counted under the account's lock so parallel
 * requests cannot pass the limit. Without mail nothing can be verified, so
 * nothing asks for it (verified-address.ts).
 */
import { eq } from 'drizzle-orm';
import type { UserView } from '../../../shared/user-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { spendAccountToken } from '../mail/account-tokens.ts';
import { enqueueMail, mailIsOn, mailsQueuedLastHour } from '../mail/mail-outbox.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { spendSetupLinks } from './setup-links.ts';
import { findUserView } from './user-view.ts';

/** Verification mails one account may have queued an hour, the sign-up's included. */
export const VERIFICATION_MAILS_PER_HOUR = 3;

const INVALID_LINK =
  'This confirmation link has expired or was already used. Sign in and ask for a new one in Settings.';

/** Marks the address of the link's account verified; answers the account as it now is. */
export async function verifyEmail(deps: ServiceDeps, input: { token: string }): Promise<UserView> {
  const userId = await deps.db.transaction(async (tx) => {
    const spent = await spendAccountToken(tx, input.token, 'email-verify');
    if (!spent) throw new AppError('BAD_REQUEST', INVALID_LINK);
    const [account] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, spent))
      .returning({ id: users.id, email: users.email, role: users.role });
    if (!account) throw new AppError('BAD_REQUEST', INVALID_LINK);
    if (
      account.role !== 'admin' &&
      deps.accounts.adminEmails.includes(account.email.toLowerCase())
    ) {
      // As at a Google sign-in: a proven address that ADMIN_EMAILS names is an admin.
      await spendSetupLinks(tx);
      await tx.update(users).set({ role: 'admin' }).where(eq(users.id, account.id));
    }
    return account.id;
  });
  return findUserView(deps.db, userId);
}

/** Mails the signed-in member a new link; 409 when there is nothing to prove, 429 past the limit. */
export async function resendVerification(deps: ServiceDeps, actor: Actor): Promise<void> {
  if (!mailIsOn(deps)) {
    throw new AppError('CONFLICT', 'This hub sends no mail, so there is no address to confirm.');
  }
  await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, actor.userId))
      .for('no key update');
    if (!account) throw new AppError('NOT_FOUND', 'User not found');
    if (account.emailVerified) {
      throw new AppError('CONFLICT', 'Your email address is confirmed already.');
    }
    const mail = { to: account.email, userId: account.id, template: 'email-verify' as const };
    if ((await mailsQueuedLastHour(tx, mail)) >= VERIFICATION_MAILS_PER_HOUR) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `We sent ${VERIFICATION_MAILS_PER_HOUR} confirmation mails in the last hour. Check your inbox and spam folder, or try again later.`,
        { retryAfterSeconds: 3600 },
      );
    }
    await enqueueMail(tx, mail);
  });
  deps.outbox.wake();
}
