/**
 * Telling people about change requests (decision 050): the prompt's owner
 * when one arrives (with its reason), the proposer when it is decided (with
 * the note). Written in the request's transaction, as every notice is
 * (decision 045); the caller wakes the outbox after commit.
 */
import type { Database } from '../../db/client.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { notifyMember } from './notification-record.ts';

export interface ChangeRequestNotice {
  /** Who hears it: the owner for a new request, the proposer for a decision. */
  userId: string;
  kind: 'change-request-received' | 'change-request-accepted' | 'change-request-declined';
  promptId: string;
  title: string;
  /** The request's reason, or the decision's note. */
  text: string | null;
}

export async function notifyChangeRequest(
  deps: ServiceDeps,
  tx: Database,
  notice: ChangeRequestNotice,
): Promise<void> {
  await notifyMember(deps, tx, notice.userId, {
    kind: notice.kind,
    promptId: notice.promptId,
    promptTitle: notice.title,
    reason: notice.text,
  });
}
