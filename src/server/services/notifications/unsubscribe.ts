/**
 * One-click unsubscribe (RFC 8058, decision 045): the token from a mail's
 * link turns that kind's mail off for its account, without signing in.
 * Spending it is one conditional update, so it works once; a used or
 * unknown token is a 400, as for account links.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
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
