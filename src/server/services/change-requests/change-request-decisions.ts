/**
 * Answering a change request (decision 050). The prompt's owner or an admin
 * accepts it (its content becomes the prompt's next version through the
 * same path as their own edit: an owner's waits for review as the one
 * pending version, replacing any other pending one, which stays in the
 * history as superseded; an admin's is live at once) or declines it with a
 * note. Its proposer may withdraw it while it is open.
 *
 * Locks: the acting admin's row (admins, as moderation does), the prompt's
 * row, then the request's; its status is judged under them, so an accept,
 * a decline and a withdrawal at the same moment take turns and the later
 * ones hear 409.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ChangeRequestView } from '../../../shared/change-request-views.ts';
import { MAX_CHANGE_NOTE_LENGTH } from '../../../shared/prompt-version-fields.ts';
import { type Actor, isAdmin } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { attachments, changeRequests, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { lockActingAdmin } from '../admin/acting-admin.ts';
import { isPromptId, promptNotFound } from '../library/library.ts';
import { notifyChangeRequest } from '../notifications/change-request-notices.ts';
import { deleteDetachedFiles } from '../prompts/prompt-attachments.ts';
import { type LockedPrompt, lockPrompt, saveContent } from '../prompts/version-saving.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { enqueueChangeRequestEvent } from './change-request-events.ts';
import { type ChangeRequestRow, toChangeRequestView } from './change-request-views.ts';

export function changeRequestNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Change request not found');
}

function notOpen(status: string): AppError {
  return new AppError(
    'CONFLICT',
    `This change request is ${status} now, so it cannot be answered. Reload to see where it stands.`,
  );
}

/** The prompt locked for its owner or an admin, and the open request locked with it. */
async function lockForAnswer(
  tx: Database,
  actor: Actor,
  promptId: string,
  requestId: string,
): Promise<{ prompt: LockedPrompt; request: ChangeRequestRow }> {
  if (isAdmin(actor)) await lockActingAdmin(tx, actor);
  const prompt = await lockPrompt(tx, promptId);
  if (!prompt || (prompt.createdById !== actor.userId && !isAdmin(actor))) throw promptNotFound();
  const [request] = await tx
    .select()
    .from(changeRequests)
    .where(and(eq(changeRequests.id, requestId), eq(changeRequests.promptId, promptId)))
    .for('update');
  if (!request) throw changeRequestNotFound();
  if (request.status !== 'open') throw notOpen(request.status);
  return { prompt, request };
}

/** The version's change note: who proposed it and why, on one line. */
async function acceptedNote(tx: Database, request: ChangeRequestRow): Promise<string> {
  const [proposer] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, request.proposerId));
  const why = request.reason.replace(/\s+/g, ' ').trim();
  return `Change request by ${proposer?.name ?? 'a member'}: ${why}`.slice(
    0,
    MAX_CHANGE_NOTE_LENGTH,
  );
}

/** Files the prompt has since dropped were deleted with it: the proposal keeps the rest. */
async function keptFiles(
  tx: Database,
  request: ChangeRequestRow,
): Promise<ChangeRequestRow['content']> {
  const keys = request.content.attachments.map((file) => file.storageKey);
  if (keys.length === 0) return request.content;
  const rows = await tx
    .select({ key: attachments.storageKey })
    .from(attachments)
    .where(and(eq(attachments.promptId, request.promptId), inArray(attachments.storageKey, keys)));
  const still = new Set(rows.map((row) => row.key));
  return {
    ...request.content,
    attachments: request.content.attachments.filter((file) => still.has(file.storageKey)),
  };
}

async function recordDecision(
  deps: ServiceDeps,
  tx: Database,
  actor: Actor,
  request: ChangeRequestRow,
  decision: { status: 'accepted' | 'declined'; note: string | undefined; version: number | null },
): Promise<ChangeRequestView> {
  const [row] = await tx
    .update(changeRequests)
    .set({
      status: decision.status,
      decisionNote: decision.note ? decision.note : null,
      decidedById: actor.userId,
      decidedAt: new Date(),
      resultingVersion: decision.version,
    })
    .where(eq(changeRequests.id, request.id))
    .returning();
  if (!row) throw new Error('update returned no row');
  const view = await toChangeRequestView(tx, row);
  await notifyChangeRequest(deps, tx, {
    userId: row.proposerId,
    kind: decision.status === 'accepted' ? 'change-request-accepted' : 'change-request-declined',
    promptId: row.promptId,
    title: view.prompt.title,
    text: row.decisionNote,
  });
  await enqueueChangeRequestEvent(tx, 'change_request.decided', view);
  return view;
}

export async function acceptChange(
  deps: ServiceDeps,
  actor: Actor,
  promptId: string,
  requestId: string,
  note: string | undefined,
): Promise<ChangeRequestView> {
  if (!isPromptId(promptId)) throw promptNotFound();
  const { view, detached } = await deps.db.transaction(async (tx) => {
    const { prompt, request } = await lockForAnswer(tx, actor, promptId, requestId);
    if (prompt.status !== 'approved') {
      throw new AppError(
        'CONFLICT',
        'The prompt is not approved now: decline the request, or accept it once the prompt is approved again.',
      );
    }
    const saved = await saveContent(tx, actor, prompt, await keptFiles(tx, request), {
      note: await acceptedNote(tx, request),
      kind: 'edit',
    });
    const view = await recordDecision(deps, tx, actor, request, {
      status: 'accepted',
      note,
      version: saved.version.number,
    });
    return { view, detached: saved.detached };
  });
  deps.outbox.wake();
  await deleteDetachedFiles(deps, detached);
  return view;
}

export async function declineChange(
  deps: ServiceDeps,
  actor: Actor,
  promptId: string,
  requestId: string,
  note: string | undefined,
): Promise<ChangeRequestView> {
  if (!isPromptId(promptId)) throw promptNotFound();
  const view = await deps.db.transaction(async (tx) => {
    const { request } = await lockForAnswer(tx, actor, promptId, requestId);
    return recordDecision(deps, tx, actor, request, { status: 'declined', note, version: null });
  });
  deps.outbox.wake();
  return view;
}

/** The proposer takes back their open request: one conditional UPDATE. */
export async function withdrawChange(
  deps: ServiceDeps,
  actor: Actor,
  promptId: string,
  requestId: string,
): Promise<ChangeRequestView> {
  if (!isPromptId(promptId)) throw promptNotFound();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(changeRequests)
      .set({ status: 'withdrawn', decidedAt: new Date() })
      .where(
        and(
          eq(changeRequests.id, requestId),
          eq(changeRequests.promptId, promptId),
          eq(changeRequests.proposerId, actor.userId),
          eq(changeRequests.status, 'open'),
        ),
      )
      .returning();
    if (row) return toChangeRequestView(tx, row);
    const [existing] = await tx
      .select({ proposerId: changeRequests.proposerId, status: changeRequests.status })
      .from(changeRequests)
      .where(and(eq(changeRequests.id, requestId), eq(changeRequests.promptId, promptId)));
    if (!existing || existing.proposerId !== actor.userId) throw changeRequestNotFound();
    throw new AppError(
      'CONFLICT',
      `This change request is ${existing.status} now, so it cannot be withdrawn.`,
    );
  });
}
