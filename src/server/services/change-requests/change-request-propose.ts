/**
 * Proposing a change to someone else's approved prompt (issue 28 item 5,
 * decision 050). Any member whose address is proven (decision 041) may;
 * never to their own prompt (they edit it). The member's row is locked
 * first, so their requests take turns: the daily cap and "one open request
 * per prompt" are judged under that lock, and 20 parallel requests cannot
 * pass either (the partial unique index backs the second). The prompt's row
 * is locked next, as an edit locks it, so the live version the proposal is
 * compared with cannot move meanwhile.
 */
import { and, count, eq, gt, min } from 'drizzle-orm';
import {
  CHANGE_REQUEST_WINDOW_MS,
  CHANGE_REQUESTS_PER_DAY,
} from '../../../shared/change-request-fields.ts';
import type { ChangeRequestBody } from '../../../shared/change-request-inputs.ts';
import type { ChangeRequestView } from '../../../shared/change-request-views.ts';
import type { PromptVersionContent } from '../../../shared/prompt-version-fields.ts';
import { diffVersionContents } from '../../../shared/prompt-version-diff.ts';
import { type Actor, isAdmin } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { attachments, changeRequests, prompts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { lockMember } from '../accounts/subscription-writes.ts';
import { isPromptId, promptNotFound } from '../library/library.ts';
import { requireVerifiedAddress } from '../mail/verified-address.ts';
import { notifyChangeRequest } from '../notifications/change-request-notices.ts';
import { describeAttachments } from '../prompts/prompt-attachments.ts';
import { normalizeSubmission } from '../prompts/submission-rules.ts';
import { type LockedPrompt, lockPrompt } from '../prompts/version-saving.ts';
import { ensureFirstVersion, liveContent } from '../prompts/version-store.ts';
import { toContentView } from '../prompts/version-views.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { enqueueChangeRequestEvent } from './change-request-events.ts';
import { toChangeRequestView } from './change-request-views.ts';

/** The prompt may take a proposal from this actor, or why not. */
function checkProposable(actor: Actor, prompt: LockedPrompt | undefined): LockedPrompt {
  if (!prompt) throw promptNotFound();
  if (prompt.createdById === actor.userId) {
    throw new AppError(
      'FORBIDDEN',
      'This is your own prompt: edit it instead of proposing a change.',
    );
  }
  if (prompt.status !== 'approved') {
    // Others cannot see a prompt that is not approved; an admin can, and hears why.
    if (!isAdmin(actor)) throw promptNotFound();
    throw new AppError('CONFLICT', 'Changes can be proposed only to approved prompts.');
  }
  return prompt;
}

/** 429 past the daily cap; counted under the member's lock. */
async function checkDailyCap(tx: Database, userId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - CHANGE_REQUEST_WINDOW_MS);
  const [row] = await tx
    .select({ sent: count(), oldest: min(changeRequests.createdAt) })
    .from(changeRequests)
    .where(and(eq(changeRequests.proposerId, userId), gt(changeRequests.createdAt, since)));
  if (!row || row.sent < CHANGE_REQUESTS_PER_DAY) return;
  const frees = (row.oldest ?? now).getTime() + CHANGE_REQUEST_WINDOW_MS;
  throw new AppError(
    'TOO_MANY_REQUESTS',
    `You can propose at most ${CHANGE_REQUESTS_PER_DAY} changes a day. Try again later.`,
    { retryAfterSeconds: Math.max(1, Math.ceil((frees - now.getTime()) / 1000)) },
  );
}

async function checkNoneOpen(tx: Database, promptId: string, userId: string): Promise<void> {
  const [open] = await tx
    .select({ id: changeRequests.id })
    .from(changeRequests)
    .where(
      and(
        eq(changeRequests.promptId, promptId),
        eq(changeRequests.proposerId, userId),
        eq(changeRequests.status, 'open'),
      ),
    );
  if (open) {
    throw new AppError(
      'CONFLICT',
      "You already have an open change request for this prompt: withdraw it or wait for the owner's answer.",
    );
  }
}

/** The proposed content; its files must be ones the prompt has (a proposal adds none). */
async function proposedContent(
  tx: Database,
  actor: Actor,
  promptId: string,
  changes: ChangeRequestBody['changes'],
): Promise<PromptVersionContent> {
  const normalized = normalizeSubmission(changes);
  const fields = {
    title: normalized.title,
    description: normalized.description,
    systemPrompt: normalized.systemPrompt,
    tools: normalized.tools,
    categories: normalized.categories,
    model: normalized.model,
    settings: normalized.settings,
    variables: normalized.variables,
    isImagePrompt: normalized.isImagePrompt,
    isChained: normalized.isChained,
    chainedPrompts: normalized.chainedPrompts,
    executionType: normalized.executionType,
  };
  const files = await describeAttachments(
    tx,
    { promptId, uploaderId: actor.userId },
    changes.attachments,
  );
  const own = await tx
    .select({ key: attachments.storageKey })
    .from(attachments)
    .where(eq(attachments.promptId, promptId));
  const kept = new Set(own.map((row) => row.key));
  const added = files.findIndex((file) => !kept.has(file.storageKey));
  if (added >= 0) {
    const reason =
      "can only be one of the prompt's files: a proposal may remove files, not add them";
    throw new AppError('BAD_REQUEST', `Attachment ${added + 1} ${reason}`, {
      fields: { [`changes.attachments.${added}`]: reason },
    });
  }
  return { ...fields, attachments: files };
}

export async function proposeChange(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  body: ChangeRequestBody,
): Promise<ChangeRequestView> {
  if (!isPromptId(id)) throw promptNotFound();
  await requireVerifiedAddress(deps, deps.db, actor.userId, 'propose changes');
  const view = await deps.db.transaction(async (tx) => {
    const now = new Date();
    await lockMember(tx, actor.userId);
    const prompt = checkProposable(actor, await lockPrompt(tx, id));
    await checkDailyCap(tx, actor.userId, now);
    await checkNoneOpen(tx, id, actor.userId);
    const content = await proposedContent(tx, actor, id, body.changes);
    await ensureFirstVersion(tx, id);
    const live = await liveContent(tx, id);
    if (diffVersionContents(toContentView(live), toContentView(content)).length === 0) {
      throw new AppError(
        'BAD_REQUEST',
        'Your proposal is the same as the live version: change something first.',
      );
    }
    const [base] = await tx
      .select({ live: prompts.liveVersion, title: prompts.title })
      .from(prompts)
      .where(eq(prompts.id, id));
    const [row] = await tx
      .insert(changeRequests)
      .values({
        promptId: id,
        proposerId: actor.userId,
        content,
        reason: body.reason,
        baseVersion: base?.live ?? 1,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    if (prompt.createdById) {
      await notifyChangeRequest(deps, tx, {
        userId: prompt.createdById,
        kind: 'change-request-received',
        promptId: id,
        title: base?.title ?? '',
        text: body.reason,
      });
    }
    const created = await toChangeRequestView(tx, row);
    await enqueueChangeRequestEvent(tx, 'change_request.created', created);
    return created;
  });
  deps.outbox.wake();
  return view;
}
