/**
 * One-click unsubscribe (RFC 8058, decision 045): the token from a mail's
 * link turns that kind's mail off for its account, without signing in.
 * Spending it is one conditional update, so it works once; a used or
 * unknown token is a 400, as for account links.
 */
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { UnsubscribeInput } from '../../../shared/notification-inputs.ts';
import { isNotificationKind, type NotificationKind } from '../../../shared/notification-kinds.ts';
import { hashSessionToken, newSessionToken } from '../../auth/session-tokens.ts';
import type { Database } from '../../db/client.ts';
import { unsubscribeTokens } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { setEmailSetting } from './notification-settings.ts';

/** A missing token (a one-click POST to a link without one) is the same 400 as an unknown one. */
/** Makes a mail's unsubscribe token, in the caller's transaction; returns it (only its hash is kept). */
export async function issueUnsubscribeToken(
  tx: Database,
  userId: string,
  kind: NotificationKind,
): Promise<string> {
  const token = newSessionToken();
  await tx.insert(unsubscribeTokens).values({ tokenHash: hashSessionToken(token), userId, kind });
  return token;
}

/** Deletes a token whose mail was refused: that link was never handed out. */
export async function withdrawUnsubscribeToken(db: Database, token: string): Promise<void> {
  await db
    .delete(unsubscribeTokens)
    .where(eq(unsubscribeTokens.tokenHash, hashSessionToken(token)));
}

function refused(): AppError {
  return new AppError('BAD_REQUEST', 'This unsubscribe link was already used or is not valid.');
}

/** Spends the token and turns its kind's mail off; answers the kind, for the page to confirm. */
export async function unsubscribe(
  deps: ServiceDeps,
  { token }: Partial<UnsubscribeInput>,
): Promise<{ kind: NotificationKind }> {
  if (!token) throw refused();
  return deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(unsubscribeTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(unsubscribeTokens.tokenHash, hashSessionToken(token)),
          isNull(unsubscribeTokens.usedAt),
        ),
      )
      .returning({ userId: unsubscribeTokens.userId, kind: unsubscribeTokens.kind });
    if (!spent || !isNotificationKind(spent.kind)) throw refused();
    await setEmailSetting(tx, spent.userId, spent.kind, false);
    return { kind: spent.kind };
  });
}

/** How long an unused unsubscribe link works; after that, Settings (linked in the same mail) does. */
export const UNSUBSCRIBE_TOKEN_LIFETIME_DAYS = 365;

/**
 * Removes spent tokens and ones older than the lifetime (the maintenance
 * sweep). A spent or pruned token gets the same 400 as an unknown one, so
 * nobody can tell which happened.
 */
export async function pruneUnsubscribeTokens(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNSUBSCRIBE_TOKEN_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(unsubscribeTokens)
    .where(or(isNotNull(unsubscribeTokens.usedAt), lt(unsubscribeTokens.createdAt, cutoff)))
    .returning({ hash: unsubscribeTokens.tokenHash });
  return removed.length;
}
