/**
 * The single-use links of an account (decision 040): a password reset (1
 * hour) and an address verification (24 hours). The token is given out
 * once, in a mail or to an admin; the database keeps only its SHA-256, as
 * for sessions. Spending one is one conditional update, so a link opened
 * twice at once works for one of them only.
 */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
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

/** Links of this purpose made for the account in the last hour (the caller holds the account's lock). */
export async function tokensIssuedLastHour(
  tx: Database,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<number> {
  const [row] = await tx
    .select({ made: count() })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.made ?? 0;
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
