/**
 * What an unproven address may not do (issue 27): submit a prompt or take
 * a paid plan. Only when this hub sends mail: without it no address can be
 * proven, so nothing is held back. Accounts made before verification, and
 * Google's, count as verified (decision 041).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { mailIsOn } from './mail-outbox.ts';

/** Refuses (403) when mail is on and the account has not confirmed its address. */
export async function requireVerifiedAddress(
  deps: ServiceDeps,
  db: Database,
  userId: string,
  toDo: string,
): Promise<void> {
  if (!mailIsOn(deps)) return;
  const [account] = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (account && !account.emailVerified) {
    throw new AppError(
      'FORBIDDEN',
      `Confirm your email address to ${toDo}: open the link we mailed you, or ask for a new one in Settings.`,
    );
  }
}
