/**
 * Getting back into an account whose password is forgotten (decision 040).
 * "Forgot password?" mails a reset link and answers the same whether or
 * not the address has an account; the link sets a new password, ends every
 * session, forgets the account's failed sign-ins and signs in. Without a
 * mail server an admin makes the link instead (admin/member-reset-link.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { UserView } from '../../../shared/user-views.ts';
import { accountDisabledError } from '../../auth/access-tiers.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { hashSessionToken } from '../../auth/session-tokens.ts';
import { accountTokens, sessions, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { addressGroup } from '../../rate-limit/address-group.ts';
import { waitInMinutes } from '../../rate-limit/wait-words.ts';
import { enqueueMail, mailIsOn, mailsQueuedLastHour } from '../mail/mail-outbox.ts';
import type { ServiceDeps } from '../service-deps.ts';
import type { ClientInfo, SignedIn } from './account-sign-in.ts';
import { spendAccountToken } from '../mail/account-tokens.ts';
import { startSession } from './sessions.ts';
import { recordSecurityNotice } from '../notifications/security-notices.ts';
import { clearSignInThrottle } from './sign-in-throttle.ts';
import { findUserView } from './user-view.ts';

const HOUR_MS = 60 * 60 * 1000;

export const PASSWORD_RESET_LIMITS = {
  /** Requests one address group may make an hour, whatever the addresses they name. */
  perAddressGroup: 10,
  /** Links one account may be mailed an hour: more are quietly not sent. */
  perAccount: 3,
} as const;

const INVALID_LINK =
  'This reset link has expired or was already used. Ask for a new one from the sign-in page.';

function assertPasswordSignInEnabled(deps: ServiceDeps): void {
  if (!deps.accounts.passwordSignIn) {
    throw new AppError('FORBIDDEN', 'Email and password sign-in is turned off here.');
  }
}

/** Counts one request from the address group in one atomic step, or refuses it (429). */
async function countResetRequest(deps: ServiceDeps, clientAddress: string): Promise<void> {
  const key = `password-forgot:address:${addressGroup(clientAddress)}`;
  const window = await deps.rateLimits.hit(key, HOUR_MS, 'address');
  if (window.count <= PASSWORD_RESET_LIMITS.perAddressGroup) return;
  await deps.rateLimits.release(key);
  throw new AppError(
    'TOO_MANY_REQUESTS',
    `Too many reset requests from your network. Try again in ${waitInMinutes(window.resetInSeconds)}.`,
    { retryAfterSeconds: window.resetInSeconds },
  );
}

/**
 * Mails a reset link if the address has an account, it has had fewer than
 * three this hour, and this hub sends mail. The account's row is locked
 * while its mails are counted, so parallel requests cannot pass the limit.
 */
export async function requestPasswordReset(
  deps: ServiceDeps,
  input: { email: string },
  client: ClientInfo,
): Promise<void> {
  assertPasswordSignInEnabled(deps);
  await countResetRequest(deps, client.address);
  if (!mailIsOn(deps)) return;
  const queued = await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
      .limit(1)
      .for('no key update');
    if (!account) return false;
    const mail = { to: account.email, userId: account.id, template: 'password-reset' as const };
    if ((await mailsQueuedLastHour(tx, mail)) >= PASSWORD_RESET_LIMITS.perAccount) return false;
    // The link is made when the mail is sent (mail-outbox.ts): nothing queued holds it.
    await enqueueMail(tx, mail);
    return true;
  });
  if (queued) deps.outbox.wake();
}

/** Whether a token is a live reset link, read before the (costly) password hash. */
async function isLiveResetToken(deps: ServiceDeps, token: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ usedAt: accountTokens.usedAt, expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .where(eq(accountTokens.tokenHash, hashSessionToken(token)));
  return row?.usedAt === null && row.expiresAt > new Date();
}

/**
 * Sets the new password from a reset link and signs in. A disabled
 * account's password is set all the same, then refused (403) with why.
 */
export async function resetPassword(
  deps: ServiceDeps,
  input: { token: string; newPassword: string },
  client: ClientInfo,
): Promise<SignedIn> {
  if (!(await isLiveResetToken(deps, input.token))) throw new AppError('BAD_REQUEST', INVALID_LINK);
  const passwordHash = await hashPassword(input.newPassword);
  const account = await deps.db.transaction(async (tx) => {
    const userId = await spendAccountToken(tx, input.token, 'password-reset');
    if (!userId) throw new AppError('BAD_REQUEST', INVALID_LINK);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    const [row] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email, status: users.status });
    if (!row) throw new AppError('BAD_REQUEST', INVALID_LINK);
    await recordSecurityNotice(deps, tx, { user: row, notice: 'password-reset' });
    return row;
  });
  deps.outbox.wake();
  await clearSignInThrottle(deps.rateLimits, account.email, client.address);
  if (account.status === 'disabled') throw accountDisabledError();
  // The reset's own notice says enough: this sign-in adds the place, without a second mail.
  const token = await startSession(deps.db, account.id, client.userAgent, {
    deps,
    address: client.address,
    noticeNewGroup: false,
  });
  const user: UserView = await findUserView(deps.db, account.id);
  return { token, user };
}
