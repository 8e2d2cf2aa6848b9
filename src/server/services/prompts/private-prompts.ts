/**
 * Private prompts (issue 29, decision 049): a prompt kept by its owner
 * alone, with status `private`. It skips review and its edits apply at
 * once (version-saving.ts). Moving into or out of private is the owner's
 * act, inside the caller's transaction with the member's row and then the
 * prompt's row locked:
 *   - making a prompt private counts against the plan's private prompts
 *     (plans.max_private_prompts), under the member's row lock;
 *   - sending a private prompt to review is an entry into review: it uses
 *     one of the month's submissions (the ledger, submission-quota.ts).
 */
import { and, count, eq } from 'drizzle-orm';
import type { PromptView } from '../../../shared/prompt-views.ts';
import type { PromptVisibility } from '../../../shared/prompt-fields.ts';
import { visibilityOf } from '../../../shared/prompt-fields.ts';
import { SIGN_IN_MESSAGE } from '../../auth/access-tiers.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { changeRequests, prompts, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { selectEffectivePlan } from '../effective-plan.ts';
import { getPrompt, isPromptId, promptNotFound } from '../library/library.ts';
import { lockMemberFirst } from '../member-lock.ts';
import { notifyChangeRequest } from '../notifications/change-request-notices.ts';
import { canSeePrompt } from '../prompt-visibility.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { enqueuePromptEvents } from '../webhooks/webhook-events.ts';
import { recordSubmission, reserveSubmission } from './submission-quota.ts';
import { type LockedPrompt, lockPrompt } from './version-saving.ts';
import { supersedePending } from './version-store.ts';

/** What a change of visibility does to a prompt: nothing, hide it, or send it to review. */
export type VisibilityMove = 'none' | 'to-private' | 'to-review';

export function visibilityMove(
  prompt: LockedPrompt,
  wanted: PromptVisibility | undefined,
): VisibilityMove {
  if (wanted === undefined || wanted === visibilityOf(prompt.status)) return 'none';
  return wanted === 'private' ? 'to-private' : 'to-review';
}

/** Only the owner says who a prompt is for: an admin who may see it hears 403. */
export function requireOwner(actor: Actor, prompt: LockedPrompt): void {
  if (prompt.createdById === actor.userId) return;
  throw new AppError('FORBIDDEN', "Only the prompt's owner can change who sees it.");
}

function privateLimitReached(planName: string, limit: number): AppError {
  const allowance = limit === 1 ? '1 private prompt' : `${limit} private prompts`;
  return new AppError(
    'CONFLICT',
    `Your ${planName} plan keeps up to ${allowance}. Submit one for review or delete one first, or upgrade your plan in Settings.`,
  );
}

/**
 * Checks, inside the caller's transaction, that the member may keep one
 * more private prompt. Holds the member's row until the transaction ends,
 * so parallel requests at the limit admit exactly as many as are left.
 */
export async function reservePrivatePrompt(tx: Database, userId: string, now: Date): Promise<void> {
  const [plan] = await selectEffectivePlan(tx, userId, now).for('no key update', { of: users });
  if (!plan) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
  if (plan.maxPrivatePrompts === null) return;
  const [kept] = await tx
    .select({ total: count() })
    .from(prompts)
    .where(and(eq(prompts.createdById, userId), eq(prompts.status, 'private')));
  if ((kept?.total ?? 0) >= plan.maxPrivatePrompts)
    throw privateLimitReached(plan.planName, plan.maxPrivatePrompts);
}

/**
 * The locked prompt becomes private: it leaves the library, search, every
 * other member's saves and collections at once (they all read the status),
 * and a version waiting for review is superseded, as nobody reviews it now.
 */
export async function makePrivate(
  deps: ServiceDeps,
  tx: Database,
  prompt: LockedPrompt,
  now: Date,
): Promise<void> {
  if (prompt.status === 'disabled')
    throw new AppError(
      'CONFLICT',
      'A moderator disabled this prompt, so it cannot be made private. Edit it to send it back to review.',
    );
  if (!prompt.createdById) throw promptNotFound();
  await reservePrivatePrompt(tx, prompt.createdById, now);
  await tx
    .update(prompts)
    .set({ status: 'private', statusReason: null })
    .where(eq(prompts.id, prompt.id));
  await supersedePending(tx, prompt.id);
  await declineOpenChangeRequests(deps, tx, prompt.id, prompt.createdById, now);
}

export const MADE_PRIVATE_NOTE = 'The owner made this prompt private, so it takes no more changes.';

/**
 * Others' open change requests on a prompt made private are declined with
 * that reason, and their proposers told (issue 29). This lives here, not in
 * services/change-requests (which builds on prompts), and sends no webhook
 * event: a private prompt announces nothing.
 */
async function declineOpenChangeRequests(
  deps: ServiceDeps,
  tx: Database,
  promptId: string,
  ownerId: string,
  now: Date,
): Promise<void> {
  const declined = await tx
    .update(changeRequests)
    .set({
      status: 'declined',
      decisionNote: MADE_PRIVATE_NOTE,
      decidedById: ownerId,
      decidedAt: now,
    })
    .where(and(eq(changeRequests.promptId, promptId), eq(changeRequests.status, 'open')))
    .returning({ proposerId: changeRequests.proposerId });
  if (declined.length === 0) return;
  const [prompt] = await tx
    .select({ title: prompts.title })
    .from(prompts)
    .where(eq(prompts.id, promptId));
  for (const { proposerId } of declined) {
    await notifyChangeRequest(deps, tx, {
      userId: proposerId,
      kind: 'change-request-declined',
      promptId,
      title: prompt?.title ?? '',
      text: MADE_PRIVATE_NOTE,
    });
  }
}

/** The locked private prompt enters review: pending, one submission in the ledger, an event. */
export async function enterReview(tx: Database, prompt: LockedPrompt, now: Date): Promise<void> {
  if (!prompt.createdById) throw promptNotFound();
  await tx
    .update(prompts)
    .set({ status: 'pending', statusReason: null })
    .where(and(eq(prompts.id, prompt.id), eq(prompts.status, 'private')));
  await recordSubmission(tx, prompt.createdById, prompt.id, now);
  await enqueuePromptEvents(tx, 'prompt.submitted', [prompt.id]);
}

/**
 * POST /api/prompts/:id/submit: the owner sends a private prompt to
 * review. 404 to anyone who may not see it, 403 to an admin (not theirs),
 * 409 when it is not private, 429 past the plan's monthly submissions.
 */
export async function submitForReview(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
): Promise<PromptView> {
  if (!isPromptId(id)) throw promptNotFound();
  const view = await deps.db.transaction(async (tx) => {
    await lockMemberFirst(tx, actor.userId);
    const prompt = await lockPrompt(tx, id);
    if (!prompt || !canSeePrompt(actor, prompt)) throw promptNotFound();
    requireOwner(actor, prompt);
    if (prompt.status !== 'private')
      throw new AppError(
        'CONFLICT',
        `This prompt is ${prompt.status === 'approved' ? 'already public' : `${prompt.status}, not private`}, so it cannot be submitted for review again.`,
      );
    const now = new Date();
    await reserveSubmission(tx, actor.userId, now);
    await enterReview(tx, prompt, now);
    return getPrompt({ ...deps, db: tx }, actor, id);
  });
  deps.outbox.wake();
  return view;
}
