/**
 * Saving new content of a prompt as its next version (decision 043), inside
 * the caller's transaction with the prompt row locked:
 *   - an owner's change to an approved prompt waits for review as the one
 *     pending version; the prompt row, and so the library, the page,
 *     search, saves and the playground, keeps serving the live version;
 *   - an admin's change is live at once, and counts as reviewed;
 *   - an owner's change to a prompt not approved (pending, rejected,
 *     disabled) is written in place and sends it back to review, as before
 *     versions; any pending version is superseded by it;
 *   - a change to a private prompt is live at once and it stays private
 *     (decision 049): nobody reviews it.
 */
import { eq } from 'drizzle-orm';
import type { PromptStatus } from '../../../shared/prompt-fields.ts';
import type {
  PromptVersionContent,
  PromptVersionKind,
} from '../../../shared/prompt-version-fields.ts';
import { type Actor, isAdmin } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { prompts } from '../../db/schema.ts';
import { enqueuePromptEvents } from '../webhooks/webhook-events.ts';
import {
  applyContent,
  createVersion,
  ensureFirstVersion,
  liveContent,
  supersedePending,
  type VersionRow,
} from './version-store.ts';

export interface LockedPrompt {
  id: string;
  createdById: string | null;
  status: PromptStatus;
}

/** Locks the prompt's row for the rest of the transaction; undefined when there is none. */
export async function lockPrompt(tx: Database, id: string): Promise<LockedPrompt | undefined> {
  const [row] = await tx
    .select({ id: prompts.id, createdById: prompts.createdById, status: prompts.status })
    .from(prompts)
    .where(eq(prompts.id, id))
    .for('update');
  return row;
}

/** Whether this actor's change to this prompt waits for a moderator. */
export function changeWaitsForReview(actor: Actor, prompt: LockedPrompt): boolean {
  return prompt.status === 'approved' && !isAdmin(actor);
}

export interface SavedVersion {
  version: VersionRow;
  /** Files the prompt no longer has: delete them after commit. */
  detached: string[];
}

export async function saveContent(
  tx: Database,
  actor: Actor,
  prompt: LockedPrompt,
  content: PromptVersionContent,
  { note, kind }: { note: string; kind: PromptVersionKind },
): Promise<SavedVersion> {
  await ensureFirstVersion(tx, prompt.id);
  if (changeWaitsForReview(actor, prompt)) {
    const version = await createVersion(tx, prompt.id, content, {
      authorId: actor.userId,
      note,
      kind,
      status: 'pending',
    });
    return { version, detached: [] };
  }
  const detached = await applyContent(tx, prompt.id, content, actor.userId);
  const admin = isAdmin(actor);
  if (!admin && prompt.status !== 'private') {
    // The moderator approved (or refused) the words that were there, not these.
    await tx
      .update(prompts)
      .set({ status: 'pending', statusReason: null })
      .where(eq(prompts.id, prompt.id));
    await supersedePending(tx, prompt.id);
  }
  const version = await createVersion(tx, prompt.id, await liveContent(tx, prompt.id), {
    authorId: actor.userId,
    note,
    kind,
    status: 'live',
    reviewedById: admin && prompt.status === 'approved' ? actor.userId : null,
  });
  await enqueuePromptEvents(tx, 'prompt.updated', [prompt.id]);
  return { version, detached };
}
