/**
 * Deciding a pending version (decision 043): a moderator approves it (its
 * content becomes the prompt row's, so the library, the page and search
 * serve it at once: the search triggers on prompts follow the row) or
 * rejects it with a reason the owner reads. The
 * acting admin's row is locked first, then the prompt's (the order of
 * prompt-moderation.ts), and the version's status is judged under that
 * lock, so two decisions on one version take turns: the second hears 409.
 */
import { and, eq } from 'drizzle-orm';
import type { VersionDecision } from '../../../shared/prompt-version-inputs.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { prompts, promptVersions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { lockActingAdmin } from './acting-admin.ts';
import { recordAdminAction } from './audit-log.ts';
import { removeFiles } from './prompt-moderation.ts';
import { getPrompt, isPromptId, promptNotFound } from '../library/library.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { notifyVersionDecided } from '../notifications/prompt-decided-notices.ts';
import { enqueuePromptEvents } from '../webhooks/webhook-events.ts';
import { versionNotFound } from '../prompts/version-history.ts';
import { lockPrompt } from '../prompts/version-saving.ts';
import { applyContent, findVersion } from '../prompts/version-store.ts';

function notPending(status: string): AppError {
  return new AppError(
    'CONFLICT',
    `This version is ${status} now, so it cannot be decided. Reload to see the prompt's versions.`,
  );
}

export async function decideVersion(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  number: number,
  { status, reason }: VersionDecision,
): Promise<PromptView> {
  if (!isPromptId(id)) throw promptNotFound();
  const { view, detached } = await deps.db.transaction(async (tx) => {
    await lockActingAdmin(tx, actor);
    const prompt = await lockPrompt(tx, id);
    if (!prompt) throw promptNotFound();
    const version = await findVersion(tx, id, number);
    if (!version) throw versionNotFound();
    if (version.status !== 'pending') throw notPending(version.status);
    const now = new Date();
    let detached: string[] = [];
    if (status === 'approved') {
      // The author's new uploads join the prompt now; files it dropped leave.
      detached = await applyContent(tx, id, version.content, version.authorId ?? actor.userId);
      await tx
        .update(promptVersions)
        .set({ status: 'previous' })
        .where(and(eq(promptVersions.promptId, id), eq(promptVersions.status, 'live')));
      await tx.update(prompts).set({ liveVersion: number }).where(eq(prompts.id, id));
    }
    await tx
      .update(promptVersions)
      .set({
        status: status === 'approved' ? 'live' : 'rejected',
        reviewReason: status === 'rejected' && reason ? reason : null,
        reviewedById: actor.userId,
        reviewedAt: now,
      })
      .where(eq(promptVersions.id, version.id));
    const [title] = await tx
      .select({ title: prompts.title })
      .from(prompts)
      .where(eq(prompts.id, id));
    await recordAdminAction(tx, actor, {
      action: status === 'approved' ? 'prompt.version.approve' : 'prompt.version.reject',
      target: { type: 'prompt', id, label: title?.title ?? '' },
      before: `v${number} pending`,
      after: `v${number} ${status === 'approved' ? 'live' : 'rejected'}`,
      reason: status === 'rejected' ? (reason ?? null) : null,
    });
    await enqueuePromptEvents(
      tx,
      status === 'approved' ? 'prompt.version.approved' : 'prompt.version.rejected',
      [id],
      {
        version: {
          number,
          status: status === 'approved' ? 'live' : 'rejected',
          reason: status === 'rejected' ? (reason ?? null) : null,
        },
      },
    );
    if (status === 'approved') await enqueuePromptEvents(tx, 'prompt.updated', [id]);
    await notifyVersionDecided(deps, tx, {
      promptId: id,
      title: title?.title ?? '',
      approved: status === 'approved',
      reason: status === 'rejected' ? (reason ?? null) : null,
    });
    return { view: await getPrompt({ ...deps, db: tx }, actor, id), detached };
  });
  deps.outbox.wake();
  await removeFiles(deps, detached, { promptId: id });
  return view;
}
