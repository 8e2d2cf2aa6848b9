/**
 * Creating and editing prompts. A new prompt waits for review (pending).
 * Its owner or an admin may edit it; when the owner edits, it goes back to
 * review whatever its status was, because the moderator approved (or
 * refused) the words that were there, not the new ones. Each write is one
 * transaction: the prompt and the files it names land together or not at
 * all; files it no longer names are deleted from storage after commit.
 */
import { eq } from 'drizzle-orm';
import type { PromptSubmission } from '../../../shared/prompt-submission-input.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { type Actor, isAdmin } from '../../auth/actor.ts';
import { prompts } from '../../db/schema.ts';
import { getPrompt, isPromptId, promptNotFound } from '../library/library.ts';
import { requireVerifiedAddress } from '../mail/verified-address.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { enqueuePromptEvents } from '../webhooks/webhook-events.ts';
import { setPromptAttachments } from './prompt-attachments.ts';
import { reserveSubmission } from './submission-quota.ts';
import { normalizeSubmission } from './submission-rules.ts';

async function deleteStoredFiles(deps: ServiceDeps, keys: string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected') {
      // The rows are gone; a leftover file is only wasted space.
      deps.log.warn({ err: result.reason }, 'could not delete a detached file');
    }
  }
}

export async function createPrompt(
  deps: ServiceDeps,
  actor: Actor,
  input: PromptSubmission,
): Promise<PromptView> {
  const fields = normalizeSubmission(input);
  await requireVerifiedAddress(deps, deps.db, actor.userId, 'submit prompts');
  // Each answer is read inside its transaction, so a change that happened
  // never answers "not found" because someone deleted the prompt just after.
  const view = await deps.db.transaction(async (tx) => {
    const now = new Date();
    await reserveSubmission(tx, actor.userId, now);
    const [created] = await tx
      .insert(prompts)
      .values({
        ...fields,
        status: 'pending',
        createdById: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: prompts.id });
    if (!created) throw new Error('insert returned no row');
    await setPromptAttachments(
      tx,
      { promptId: created.id, uploaderId: actor.userId },
      input.attachments,
    );
    await enqueuePromptEvents(tx, 'prompt.submitted', [created.id]);
    return getPrompt({ ...deps, db: tx }, actor, created.id);
  });
  deps.outbox.wake();
  return view;
}

export async function updatePrompt(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: PromptSubmission,
): Promise<PromptView> {
  if (!isPromptId(id)) throw promptNotFound();
  const fields = normalizeSubmission(input);
  const { view, detached } = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ createdById: prompts.createdById })
      .from(prompts)
      .where(eq(prompts.id, id))
      .for('update');
    const isOwner = current?.createdById === actor.userId;
    if (!current || (!isOwner && !isAdmin(actor))) throw promptNotFound();
    const backToReview = isOwner ? { status: 'pending' as const, statusReason: null } : {};
    await tx
      .update(prompts)
      .set({ ...fields, ...backToReview, updatedAt: new Date() })
      .where(eq(prompts.id, id));
    const detached = await setPromptAttachments(
      tx,
      { promptId: id, uploaderId: actor.userId },
      input.attachments,
    );
    await enqueuePromptEvents(tx, 'prompt.updated', [id]);
    return { view: await getPrompt({ ...deps, db: tx }, actor, id), detached };
  });
  deps.outbox.wake();
  await deleteStoredFiles(deps, detached);
  return view;
}
