/**
 * Making a selection of the member's own prompts private at once (issue 29:
 * bulk selection, "make private"). One transaction, all or nothing: the
 * member's row first (the plan's private prompts are counted under it),
 * then each prompt's row in id order (so two selections never wait on each
 * other in a circle). A prompt the member may not see is 404, someone
 * else's they may see 403 (admins too: only the owner says who a prompt is
 * for), a disabled one or one past the plan's private prompts 409; then
 * nothing changed. Prompts already private are left as they are.
 */
import type { MadePrivateView } from '../../../shared/prompt-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { isPromptId, promptNotFound } from '../library/library.ts';
import { lockMemberFirst } from '../member-lock.ts';
import { canSeePrompt } from '../prompt-visibility.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { makePrivate, requireOwner } from './private-prompts.ts';
import { type LockedPrompt, lockPrompt } from './version-saving.ts';

export async function makePromptsPrivate(
  deps: ServiceDeps,
  actor: Actor,
  promptIds: readonly string[],
): Promise<MadePrivateView> {
  const ids = [...new Set(promptIds)].sort();
  if (!ids.every(isPromptId)) throw promptNotFound();
  const madePrivate = await deps.db.transaction(async (tx) => {
    const now = new Date();
    await lockMemberFirst(tx, actor.userId);
    const locked: LockedPrompt[] = [];
    for (const id of ids) {
      const prompt = await lockPrompt(tx, id);
      if (!prompt || !canSeePrompt(actor, prompt)) throw promptNotFound();
      requireOwner(actor, prompt);
      locked.push(prompt);
    }
    let changed = 0;
    for (const prompt of locked) {
      if (prompt.status === 'private') continue;
      await makePrivate(deps, tx, prompt, now);
      changed += 1;
    }
    return changed;
  });
  // Declined change requests told their proposers through the outbox.
  deps.outbox.wake();
  return { madePrivate };
}
