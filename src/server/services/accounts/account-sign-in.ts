/**
 * Getting into an account: register with a password, sign in with one, or
 * sign in with an OpenID provider (Google). Every path ends in a new session.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { UserView } from '../../../shared/user-views.ts';
import { accountDisabledError } from '../../auth/access-tiers.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { OidcIdentity } from '../../auth/oidc-provider.ts';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { AppError, type RateLimitState } from '../../errors.ts';
import { enqueueMail, mailIsOn } from '../mail/mail-outbox.ts';
import { startSession } from './sessions.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { enqueueUserRegistered } from '../webhooks/webhook-events.ts';
import { beginSignInAttempt } from './sign-in-throttle.ts';
import { countSignUp } from './sign-up-limit.ts';
import { selectUsersWithSubscription, toUserView, userColumns } from './user-view.ts';
import { spendSetupLinks } from './setup-links.ts';

export interface SignedIn {
  token: string;
  user: UserView;
}

export interface ClientInfo {
  address: string;
  userAgent: string | undefined;
  /** Told where a limit this request counted against stands (the REST door writes RateLimit fields). */
  noteRateLimit?: (state: RateLimitState) => void;
}

const WRONG_CREDENTIALS = 'Incorrect email or password';

function assertPasswordSignInEnabled(deps: ServiceDeps): void {
  if (!deps.accounts.passwordSignIn) {
    throw new AppError(
      'FORBIDDEN',
      'Email and password sign-in is turned off here. Sign in with Google.',
    );
  }
}

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export async function registerWithPassword(
  deps: ServiceDeps,
  input: { name: string; email: string; password: string },
  client: ClientInfo,
): Promise<SignedIn> {
  assertPasswordSignInEnabled(deps);
  // Counted before the (costly) hash, so a refused flood costs little.
  const signUp = await countSignUp(
    deps.rateLimits,
    deps.accounts.signUpLimitPerHour,
    client.address,
  );
  const [row] = await hashPassword(input.password)
    .then((passwordHash) =>
      deps.db.transaction(async (tx) => {
        const made = await tx
          .insert(users)
          .values({ name: input.name, email: input.email, passwordHash })
          .onConflictDoNothing()
          .returning(userColumns);
        if (made[0]) {
          await enqueueUserRegistered(tx, made[0]);
          // With mail on, the address is proven by its link (email-verification.ts).
          if (mailIsOn(deps)) {
            await enqueueMail(tx, {
              to: made[0].email,
              userId: made[0].id,
              template: 'email-verify',
            });
          }
        }
        return made;
      }),
    )
    .catch(async (error: unknown) => {
      await signUp.undo();
      throw error;
    });
  // A taken email still counts: its password was hashed all the same, and
  // a refund would let one address make the server hash without end.
  if (signUp.rateLimit) client.noteRateLimit?.(signUp.rateLimit);
  deps.outbox.wake();
  if (!row) {
    throw new AppError('CONFLICT', 'An account with this email already exists', {
      fields: { email: 'is already registered' },
    });
  }
  const token = await startSession(deps.db, row.id, client.userAgent, {
    deps,
    address: client.address,
    noticeNewGroup: false,
  });
  return { token, user: toUserView(row) };
}

export async function signInWithPassword(
  deps: ServiceDeps,
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<SignedIn> {
  assertPasswordSignInEnabled(deps);
  const attempt = await beginSignInAttempt(deps.rateLimits, input.email, client.address);
  const [row] = await selectUsersWithSubscription(deps.db).where(byEmail(input.email)).limit(1);
  // Check a decoy hash for unknown emails so both failures take the same time.
  const isValid = await verifyPassword(
    row?.passwordHash ?? (await decoyPasswordHash()),
    input.password,
  );
  if (!row) await attempt.namedNoAccount();
  if (!row || !row.passwordHash || !isValid) throw new AppError('UNAUTHORIZED', WRONG_CREDENTIALS);
  if (row.status === 'disabled') throw accountDisabledError();
  await attempt.succeeded();
  const token = await startSession(deps.db, row.id, client.userAgent, {
    deps,
    address: client.address,
    noticeNewGroup: true,
  });
  return { token, user: toUserView(row, row.subscription) };
}

/**
 * Finds the account for a provider identity: by its subject, else by a
 * verified email (linking the two), else a new account.
 */
/** Whether no account has this identity's subject or email yet (it would be made). */
async function isNewIdentity(db: Database, identity: OidcIdentity): Promise<boolean> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.googleSubject, identity.subject), byEmail(identity.email)))
    .limit(1);
  return !found;
}

export async function signInWithOidc(
  deps: ServiceDeps,
  identity: OidcIdentity,
  client: ClientInfo,
): Promise<SignedIn> {
  const isAdminEmail =
    identity.emailVerified && deps.accounts.adminEmails.includes(identity.email.toLowerCase());
  // A first sign-in that creates an account counts as a sign-up. Counted
  // before the transaction (the store may be Redis, and a slow one must not
  // hold the database), and given back if no account was made after all.
  const signUp = (await isNewIdentity(deps.db, identity))
    ? await countSignUp(deps.rateLimits, deps.accounts.signUpLimitPerHour, client.address)
    : null;
  let madeAccount = false;
  const userId = await deps.db
    .transaction(async (tx) => {
      const [bySubject] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.googleSubject, identity.subject));
      const [byMail] = bySubject
        ? [undefined]
        : await tx
            .select({ id: users.id, emailVerified: users.emailVerified })
            .from(users)
            .where(byEmail(identity.email))
            .limit(1);
      if (byMail && !identity.emailVerified) {
        throw new AppError(
          'CONFLICT',
          'An account with this email exists. Sign in with your password instead.',
        );
      }
      // An address ADMIN_EMAILS names becomes an admin: no printed setup link may outlive that.
      if (isAdminEmail) await spendSetupLinks(tx);
      const existingId = bySubject?.id ?? byMail?.id;
      if (existingId) {
        // The provider proves the address for the first time: a password set by
        // whoever registered it unproven (and their sessions) must not ride along.
        const unproven = byMail !== undefined && !byMail.emailVerified;
        if (unproven) await tx.delete(sessions).where(eq(sessions.userId, existingId));
        await tx
          .update(users)
          .set({
            googleSubject: identity.subject,
            ...(unproven ? { passwordHash: null } : {}),
            emailVerified: identity.emailVerified || undefined,
            ...(isAdminEmail ? { role: 'admin' as const } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(users.id, existingId)));
        return existingId;
      }
      const [created] = await tx
        .insert(users)
        .values({
          name: identity.name,
          email: identity.email,
          emailVerified: identity.emailVerified,
          googleSubject: identity.subject,
          role: isAdminEmail ? 'admin' : 'user',
        })
        .returning({
          id: users.id,
          name: users.name,
          email: users.email,
          createdAt: users.createdAt,
        });
      if (!created) throw new AppError('INTERNAL', 'Could not create the account');
      await enqueueUserRegistered(tx, created);
      madeAccount = true;
      return created.id;
    })
    .catch(async (error: unknown) => {
      madeAccount = false;
      throw error;
    })
    .finally(async () => {
      if (signUp && !madeAccount) await signUp.undo();
    });
  if (madeAccount) deps.outbox.wake();
  const [row] = await selectUsersWithSubscription(deps.db).where(eq(users.id, userId));
  if (!row) throw new AppError('INTERNAL', 'Could not load the account');
  if (row.status === 'disabled') throw accountDisabledError();
  const token = await startSession(deps.db, row.id, client.userAgent, {
    deps,
    address: client.address,
    noticeNewGroup: !madeAccount,
  });
  return { token, user: toUserView(row, row.subscription) };
}
