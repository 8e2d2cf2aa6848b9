/**
 * Creating and editing prompts. A new prompt waits for review (pending),
 * using one of the month's submissions, or is its owner's alone (private,
 * decision 049), using one of the plan's private prompts; it starts at
 * version 1. An edit may also change its visibility (private-prompts.ts). Its owner or an admin may edit it; every edit
 * is the next version, and versions/version-saving.ts decides whether it
 * is live at once or waits for review (decision 043). Each write is one
 * transaction: the prompt, its version and the files it names land
 * together or not at all; files it no longer names are deleted from
 * storage after commit.
 */
import type { PromptSubmission } from '../../../shared/prompt-submission-input.ts';
import type { VersionSummaryView } from '../../../shared/prompt-version-views.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { type Actor, isAdmin } from '../../auth/actor.ts';
import { prompts } from '../../db/schema.ts';
import { getPrompt, isPromptId, promptNotFound } from '../library/library.ts';
import { requireVerifiedAddress } from '../mail/verified-address.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { enqueuePromptEvents } from '../webhooks/webhook-events.ts';
import { lockPrompt, saveContent } from './version-saving.ts';
import { createVersion, liveContent } from './version-store.ts';
import { authorNames, toSummaryView } from './version-views.ts';
import {
  deleteDetachedFiles,
  describeAttachments,
  setPromptAttachments,
} from './prompt-attachments.ts';
import { recordSubmission, reserveSubmission } from './submission-quota.ts';
import {
  enterReview,
  makePrivate,
  requireOwner,
  reservePrivatePrompt,
  visibilityMove,
} from './private-prompts.ts';
import { lockMemberFirst } from '../member-lock.ts';
import { normalizeSubmission } from './submission-rules.ts';

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
    const isPrivate = input.visibility === 'private';
    if (isPrivate) await reservePrivatePrompt(tx, actor.userId, now);
    else await reserveSubmission(tx, actor.userId, now);
    const [created] = await tx
      .insert(prompts)
      .values({
        ...fields,
        status: isPrivate ? 'private' : 'pending',
        createdById: actor.userId,
        // createVersion below makes version 1.
        liveVersion: 0,
        lastVersion: 0,
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
    await createVersion(tx, created.id, await liveContent(tx, created.id), {
      authorId: actor.userId,
      note: input.changeNote ?? '',
      kind: 'initial',
      status: 'live',
    });
    if (!isPrivate) {
      await recordSubmission(tx, actor.userId, created.id, now);
      await enqueuePromptEvents(tx, 'prompt.submitted', [created.id]);
    }
    return getPrompt({ ...deps, db: tx }, actor, created.id);
  });
  deps.outbox.wake();
  return view;
}

export interface SavedPrompt {
  prompt: PromptView;
  version: VersionSummaryView;
}

export async function updatePrompt(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  input: PromptSubmission,
): Promise<SavedPrompt> {
  if (!isPromptId(id)) throw promptNotFound();
  const fields = normalizeSubmission(input);
  const { saved, detached } = await deps.db.transaction(async (tx) => {
    const now = new Date();
    // Quotas lock the member's row: take it before the prompt's (member-lock.ts).
    if (input.visibility) await lockMemberFirst(tx, actor.userId);
    let current = await lockPrompt(tx, id);
    if (!current || (current.createdById !== actor.userId && !isAdmin(actor)))
      throw promptNotFound();
    const move = visibilityMove(current, input.visibility);
    if (move !== 'none') requireOwner(actor, current);
    if (move === 'to-private') {
      await makePrivate(deps, tx, current, now);
      current = { ...current, status: 'private' };
    }
    if (move === 'to-review') await reserveSubmission(tx, actor.userId, now);
    const files = await describeAttachments(
      tx,
      { promptId: id, uploaderId: actor.userId },
      input.attachments,
    );
    const { version, detached } = await saveContent(
      tx,
      actor,
      current,
      { ...fields, attachments: files },
      { note: input.changeNote ?? '', kind: 'edit' },
    );
    if (move === 'to-review') await enterReview(tx, current, now);
    const prompt = await getPrompt({ ...deps, db: tx }, actor, id);
    const names = await authorNames(tx, [version]);
    return { saved: { prompt, version: toSummaryView(version, names) }, detached };
  });
  deps.outbox.wake();
  await deleteDetachedFiles(deps, detached);
  return saved;
}
