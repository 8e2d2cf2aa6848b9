/**
 * The single-use links of an account (decision 040): a password reset (1
 * hour) and an address verification (24 hours). The token is given out
 * once, in a mail or to an admin; the database keeps only its SHA-256, as
 * for sessions. Spending one is one conditional update, so a link opened
 * twice at once works for one of them only. They live beside the mail that
 * carries them because the mail worker makes them, at the moment of sending.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { hashSessionToken, newSessionToken } from '../../auth/session-tokens.ts';
import type { Database } from '../../db/client.ts';
import { accountTokens } from '../../db/schema.ts';

export type AccountTokenPurpose = 'password-reset' | 'email-verify';

export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'password-reset': 60 * 60 * 1000,
  'email-verify': 24 * 60 * 60 * 1000,
};

/** Makes a link's token for the account, in the caller's transaction; returns the token. */
export async function issueAccountToken(
  tx: Database,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<string> {
  const token = newSessionToken();
  await tx.insert(accountTokens).values({
    tokenHash: hashSessionToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ACCOUNT_TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Makes the account's one open link of this purpose, spending any earlier
 * open one (the caller holds the account's lock): the newest link mailed is
 * the one that works, so a retried or repeated mail never leaves several.
 */
export async function replaceOpenAccountToken(
  tx: Database,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<string> {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  return issueAccountToken(tx, userId, purpose);
}

/** Spends a token that was never handed out (its mail was refused), so no live link is left unknown. */
export async function withdrawAccountToken(db: Database, token: string): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.tokenHash, hashSessionToken(token)), isNull(accountTokens.usedAt)));
}

/**
 * Spends a live, unused token; returns its account, or null for a token
 * that is unknown, used or expired (the caller says which it cannot tell).
 * Every other open link of the same purpose for that account is spent too.
 */
export async function spendAccountToken(
  tx: Database,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<string | null> {
  const [spent] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashSessionToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  if (!spent) return null;
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, spent.userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  return spent.userId;
}

/**
 * Removes links past their expiry, used or not (the maintenance sweep): an
 * expired link and an unknown one get the same answer, and the hourly
 * limits count queued mails, not these rows.
 */
export async function pruneExpiredAccountTokens(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(accountTokens)
    .where(lt(accountTokens.expiresAt, now))
    .returning({ hash: accountTokens.tokenHash });
  return removed.length;
}
