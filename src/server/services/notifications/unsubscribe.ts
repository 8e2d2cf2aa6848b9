/**
 * One-click unsubscribe (RFC 8058, decision 042): the token from a mail's
 * link turns that kind's mail off for its account, without signing in.
 * Spending it is one conditional update, so it works once; a used or
 * unknown token is a 400, as for account links.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UnsubscribeInput } from '../../../shared/notification-inputs.ts';
import { isNotificationKind } from '../../../shared/notification-kinds.ts';
import { hashSessionToken } from '../../auth/session-tokens.ts';
import { unsubscribeTokens } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { setEmailSetting } from './notification-settings.ts';

export async function unsubscribe(deps: ServiceDeps, { token }: UnsubscribeInput): Promise<void> {
  await deps.db.transaction(async (tx) => {
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
    if (!spent || !isNotificationKind(spent.kind))
      throw new AppError('BAD_REQUEST', 'This unsubscribe link was already used or is not valid.');
    await setEmailSetting(tx, spent.userId, spent.kind, false);
  });
}
