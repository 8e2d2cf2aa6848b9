/**
 * Telling an author what a moderator decided about their prompt (issue 27,
 * decision 045): approved, rejected or disabled, with the reason; or about
 * a pending edit of it, approved or rejected. Written in
 * the moderation's transaction, so a change rolled back tells no one, and
 * the mail (when the member wants it and the hub sends mail) is queued in
 * the outbox in the same transaction.
 */
import { eq } from 'drizzle-orm';
import type { NotificationKind } from '../../../shared/notification-kinds.ts';
import type { ModerationTarget } from '../../../shared/prompt-status-transitions.ts';
import type { Database } from '../../db/client.ts';
import { prompts, users } from '../../db/schema.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { recordNotification } from './notification-record.ts';

const KIND_OF_DECISION: Record<ModerationTarget, NotificationKind> = {
  approved: 'prompt-approved',
  rejected: 'prompt-rejected',
  disabled: 'prompt-disabled',
};

export interface PromptDecision {
  promptId: string;
  title: string;
  to: ModerationTarget;
  reason: string | null;
}

async function authorOf(tx: Database, promptId: string) {
  const [author] = await tx
    .select({ id: users.id, email: users.email })
    .from(prompts)
    .innerJoin(users, eq(users.id, prompts.createdById))
    .where(eq(prompts.id, promptId));
  return author;
}

/** Notifies the prompt's author (none for a prompt without one, e.g. the samples). */
export async function notifyPromptDecided(
  deps: ServiceDeps,
  tx: Database,
  decision: PromptDecision,
): Promise<void> {
  const author = await authorOf(tx, decision.promptId);
  if (!author) return;
  await recordNotification(deps, tx, {
    user: author,
    kind: KIND_OF_DECISION[decision.to],
    promptId: decision.promptId,
    promptTitle: decision.title,
    reason: decision.to === 'approved' ? null : decision.reason,
  });
}

/**
 * Notifies the prompt's owner that a moderator decided its pending edit
 * (decision 043): the approved version stays live on a rejection, whose
 * reason is told.
 */
export async function notifyVersionDecided(
  deps: ServiceDeps,
  tx: Database,
  decision: { promptId: string; title: string; approved: boolean; reason: string | null },
): Promise<void> {
  const owner = await authorOf(tx, decision.promptId);
  if (!owner) return;
  await recordNotification(deps, tx, {
    user: owner,
    kind: decision.approved ? 'version-approved' : 'version-rejected',
    promptId: decision.promptId,
    promptTitle: decision.title,
    reason: decision.approved ? null : decision.reason,
  });
}
