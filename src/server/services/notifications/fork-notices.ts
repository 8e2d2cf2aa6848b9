/**
 * Telling an author their prompt was forked (decision 053), in the fork's
 * transaction as every notice is (decision 045). The notice names the
 * original, which the author can open; the fork itself waits for review,
 * so it is not linked. Forking one's own prompt tells no one.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { recordNotification } from './notification-record.ts';

export interface ForkNotice {
  ownerId: string;
  forkerId: string;
  originalId: string;
  originalTitle: string;
}

export async function notifyForked(
  deps: ServiceDeps,
  tx: Database,
  notice: ForkNotice,
): Promise<void> {
  if (notice.ownerId === notice.forkerId) return;
  const [owner] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, notice.ownerId));
  if (!owner) return;
  await recordNotification(deps, tx, {
    user: owner,
    kind: 'prompt-forked',
    promptId: notice.originalId,
    promptTitle: notice.originalTitle,
    reason: null,
  });
}
