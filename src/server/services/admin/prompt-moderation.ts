/**
 * Moderating prompts: approve, reject, disable, enable and delete, as the
 * state machine in shared/prompt-status-transitions.ts allows. Each change
 * locks the acting admin's row (acting-admin.ts: users before prompts, as
 * deleting an account does), then the prompt's row, and judges the move
 * against the status it finds there, so two admins acting on one prompt at
 * once take turns: the first wins and the second hears 409 with what
 * happened, never a lost update. The audit entry is written in the same
 * transaction. A reason is kept for rejections and disablings (the author
 * reads it) and cleared when a prompt is approved again.
 */
import { eq, inArray } from 'drizzle-orm';
import type { BulkPromptStatusInput, PromptStatusInput } from '../../../shared/admin-inputs.ts';
import type { BulkStatusResult } from '../../../shared/admin-views.ts';
import type { PromptStatus } from '../../../shared/prompt-fields.ts';
import {
  canMove,
  moderationAction,
  type ModerationTarget,
  needsReason,
} from '../../../shared/prompt-status-transitions.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { attachments, prompts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { getPrompt, promptNotFound } from '../library/library.ts';
import { selectPrompts, toPromptViews } from '../library/prompt-view.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { notifyPromptDecided } from '../notifications/prompt-decided-notices.ts';
import { enqueuePromptEvents } from '../webhooks/webhook-events.ts';
import { markLiveReviewed } from '../prompts/version-store.ts';
import { lockActingAdmin } from './acting-admin.ts';
import { type AuditEntry, recordAdminAction } from './audit-log.ts';

interface LockedPrompt {
  id: string;
  title: string;
  status: PromptStatus;
}

async function lockPrompts(tx: Database, ids: string[]): Promise<LockedPrompt[]> {
  return tx
    .select({ id: prompts.id, title: prompts.title, status: prompts.status })
    .from(prompts)
    .where(inArray(prompts.id, ids))
    .orderBy(prompts.id) // one lock order for every caller: no deadlocks between bulk changes
    .for('update');
}

export function illegalMoveMessage(from: PromptStatus, to: ModerationTarget): string {
  return `This prompt is ${from} now, so it cannot be ${to}. Reload to see its current status.`;
}

/** The webhook event a move makes: leaving public view (disable) is an update. */
function eventOf(to: ModerationTarget) {
  if (to === 'approved') return 'prompt.approved' as const;
  if (to === 'rejected') return 'prompt.rejected' as const;
  return 'prompt.updated' as const;
}

/** Moves one locked prompt and returns its audit entry. */
async function move(
  deps: ServiceDeps,
  tx: Database,
  actor: Actor,
  prompt: LockedPrompt,
  to: ModerationTarget,
  reason: string | undefined,
): Promise<AuditEntry> {
  const kept = needsReason(to) && reason ? reason : null;
  await tx
    .update(prompts)
    .set({ status: to, statusReason: kept, statusChangedAt: new Date() })
    .where(eq(prompts.id, prompt.id));
  // The words a moderator approved may show in the prompt's public history.
  if (to === 'approved') await markLiveReviewed(tx, [prompt.id], actor.userId);
  await enqueuePromptEvents(tx, eventOf(to), [prompt.id]);
  await notifyPromptDecided(deps, tx, {
    promptId: prompt.id,
    title: prompt.title,
    to,
    reason: kept,
  });
  return {
    action: `prompt.${moderationAction(prompt.status, to)}`,
    target: { type: 'prompt', id: prompt.id, label: prompt.title },
    before: prompt.status,
    after: to,
    reason: kept,
  };
}

export async function changePromptStatus(
  deps: ServiceDeps,
  actor: Actor,
  { id, status, reason }: PromptStatusInput,
): Promise<PromptView> {
  // The answer is read in the same transaction: read after the commit, a
  // deletion of the prompt's author in between made a change that had
  // happened (and was audited) answer "Prompt not found".
  const view = await deps.db.transaction(async (tx) => {
    await lockActingAdmin(tx, actor);
    const [prompt] = await lockPrompts(tx, [id]);
    if (!prompt) throw promptNotFound();
    if (!canMove(prompt.status, status))
      throw new AppError('CONFLICT', illegalMoveMessage(prompt.status, status));
    await recordAdminAction(tx, actor, await move(deps, tx, actor, prompt, status, reason));
    return getPrompt({ ...deps, db: tx }, actor, id);
  });
  deps.outbox.wake();
  return view;
}

/**
 * Approves or rejects several prompts in one transaction. Prompts that are
 * gone or no longer pending (another admin got there first) are skipped and
 * named, rather than failing the rest.
 */
export async function changePromptStatuses(
  deps: ServiceDeps,
  actor: Actor,
  { ids, status, reason }: BulkPromptStatusInput,
): Promise<BulkStatusResult> {
  const unique = [...new Set(ids)];
  const skipped: BulkStatusResult['skipped'] = [];
  const changed = await deps.db.transaction(async (tx) => {
    await lockActingAdmin(tx, actor);
    const found = await lockPrompts(tx, unique);
    const byId = new Map(found.map((prompt) => [prompt.id, prompt]));
    const entries: AuditEntry[] = [];
    for (const id of unique) {
      const prompt = byId.get(id);
      if (!prompt) skipped.push({ _id: id, title: null, reason: 'Prompt not found' });
      else if (!canMove(prompt.status, status))
        skipped.push({
          _id: id,
          title: prompt.title,
          reason: illegalMoveMessage(prompt.status, status),
        });
      else entries.push(await move(deps, tx, actor, prompt, status, reason));
    }
    await recordAdminAction(tx, actor, entries);
    // Read under the same locks: a prompt deleted the moment after commit
    // (its author's account removed) is still reported as the move made.
    return movedViews(
      tx,
      actor,
      entries.map((entry) => entry.target.id),
    );
  });
  deps.outbox.wake();
  return { changed, skipped };
}

/** The moved prompts as views, in the order they were asked for. */
async function movedViews(tx: Database, actor: Actor, moved: string[]): Promise<PromptView[]> {
  if (moved.length === 0) return [];
  const rows = await selectPrompts(tx).where(inArray(prompts.id, moved));
  const order = new Map(moved.map((id, index) => [id, index]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return toPromptViews(tx, actor, rows);
}

/** Deletes a prompt in any status, with its likes, saves and files. */
export async function deletePromptAsAdmin(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    await lockActingAdmin(tx, actor);
    const [prompt] = await lockPrompts(tx, [id]);
    if (!prompt) throw promptNotFound();
    const files = await tx
      .select({ key: attachments.storageKey })
      .from(attachments)
      .where(eq(attachments.promptId, id));
    // The event describes the prompt as it was, so it is read before it goes.
    await enqueuePromptEvents(tx, 'prompt.deleted', [id]);
    // Attachments, likes, saves and use marks cascade from here.
    await tx.delete(prompts).where(eq(prompts.id, id));
    await recordAdminAction(tx, actor, {
      action: 'prompt.delete',
      target: { type: 'prompt', id, label: prompt.title },
      before: prompt.status,
    });
    return files.map((file) => file.key);
  });
  deps.outbox.wake();
  await removeFiles(deps, keys, { promptId: id });
}

/** Files go once the rows are committed; a file that will not go is logged, not fatal. */
export async function removeFiles(
  deps: ServiceDeps,
  keys: string[],
  context: Record<string, string>,
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) deps.log.warn({ ...context, failed }, 'some files could not be removed');
}
