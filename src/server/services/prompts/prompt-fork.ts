/**
 * Forking (issue 28 item 6, decision 053): a member copies an approved
 * prompt's live version into a new prompt of their own, which waits for
 * review like any submission and uses one of the month's submissions (the
 * ledger, submission-quota.ts). The copy is the prompt row's content, which
 * is always the live version: a pending edit lives only in its version row.
 * Files stay with the original (decision 053 says why). The lineage row
 * keeps the original's title and author as they were, for when it is gone.
 *
 * Locks: the member's row first (the submission count), then the original
 * FOR SHARE, so forks of one prompt run side by side while an edit or a
 * deletion of it waits for them (and they for it).
 */
import { eq } from 'drizzle-orm';
import { MAX_CHANGE_NOTE_LENGTH } from '../../../shared/prompt-version-fields.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { type Actor, isAdmin } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { promptForks, prompts, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { getPrompt, isPromptId, promptNotFound } from '../library/library.ts';
import { requireVerifiedAddress } from '../mail/verified-address.ts';
import { notifyForked } from '../notifications/fork-notices.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { enqueuePromptEvents } from '../webhooks/webhook-events.ts';
import { recordSubmission, reserveSubmission } from './submission-quota.ts';
import { createVersion, liveContent, promptColumnsOf } from './version-store.ts';

interface Original {
  id: string;
  status: string;
  createdById: string | null;
  liveVersion: number;
  title: string;
  authorName: string | null;
}

async function lockOriginal(tx: Database, id: string): Promise<Original | undefined> {
  const [row] = await tx
    .select({
      id: prompts.id,
      status: prompts.status,
      createdById: prompts.createdById,
      liveVersion: prompts.liveVersion,
      title: prompts.title,
      authorName: users.name,
    })
    .from(prompts)
    .leftJoin(users, eq(users.id, prompts.createdById))
    .where(eq(prompts.id, id))
    .for('share', { of: prompts });
  return row;
}

/** Only an approved prompt is forked; who cannot see it hears 404, who can hears why not. */
function checkForkable(actor: Actor, original: Original | undefined): Original {
  if (!original) throw promptNotFound();
  if (original.status === 'approved') return original;
  if (original.createdById !== actor.userId && !isAdmin(actor)) throw promptNotFound();
  throw new AppError('CONFLICT', 'Only approved prompts can be forked.');
}

/** Version 1's note: where the copy came from, within the note's 200 characters. */
function forkNote(original: Original): string {
  const tail = `" (v${original.liveVersion})`;
  const room = MAX_CHANGE_NOTE_LENGTH - 'Forked from "'.length - tail.length;
  const title =
    original.title.length > room ? `${original.title.slice(0, room - 1)}…` : original.title;
  return `Forked from "${title}${tail}`;
}

/** The new pending prompt holding the original's live content, owned by the actor. */
async function insertCopy(tx: Database, actor: Actor, original: Original, now: Date) {
  const content = await liveContent(tx, original.id);
  const [created] = await tx
    .insert(prompts)
    .values({
      ...promptColumnsOf(content),
      status: 'pending',
      createdById: actor.userId,
      liveVersion: 0,
      lastVersion: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: prompts.id });
  if (!created) throw new Error('insert returned no row');
  await createVersion(
    tx,
    created.id,
    { ...content, attachments: [] },
    { authorId: actor.userId, note: forkNote(original), kind: 'initial', status: 'live' },
  );
  return created.id;
}

/** POST /api/prompts/:id/fork: 201 with the new pending prompt; 429 past the month's submissions. */
export async function forkPrompt(deps: ServiceDeps, actor: Actor, id: string): Promise<PromptView> {
  if (!isPromptId(id)) throw promptNotFound();
  await requireVerifiedAddress(deps, deps.db, actor.userId, 'fork prompts');
  const view = await deps.db.transaction(async (tx) => {
    const now = new Date();
    await reserveSubmission(tx, actor.userId, now);
    const original = checkForkable(actor, await lockOriginal(tx, id));
    const forkId = await insertCopy(tx, actor, original, now);
    await tx.insert(promptForks).values({
      forkId,
      originalId: original.id,
      originalTitle: original.title,
      originalAuthorName: original.authorName,
      originalVersion: original.liveVersion,
      createdAt: now,
    });
    await recordSubmission(tx, actor.userId, forkId, now);
    await enqueuePromptEvents(tx, 'prompt.submitted', [forkId]);
    await enqueuePromptEvents(tx, 'prompt.forked', [forkId], {
      forkedFrom: { _id: original.id, title: original.title, version: original.liveVersion },
    });
    if (original.createdById) {
      await notifyForked(deps, tx, {
        ownerId: original.createdById,
        forkerId: actor.userId,
        originalId: original.id,
        originalTitle: original.title,
      });
    }
    return getPrompt({ ...deps, db: tx }, actor, forkId);
  });
  deps.outbox.wake();
  return view;
}
