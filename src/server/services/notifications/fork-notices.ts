/**
 * Telling an author their prompt was forked (decision 053), in the fork's
 * transaction as every notice is (decision 045). The notice names the
 * original, which the author can open; the fork itself waits for review,
 * so it is not linked. Forking one's own prompt tells no one.
 */
import type { Database } from '../../db/client.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { notifyMember } from './notification-record.ts';

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
  await notifyMember(deps, tx, notice.ownerId, {
    kind: 'prompt-forked',
    promptId: notice.originalId,
    promptTitle: notice.originalTitle,
    reason: null,
  });
}
