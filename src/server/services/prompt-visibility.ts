/**
 * Who may see a prompt, written once: an approved prompt is public; its
 * author and admins also see it in any other status (pending, rejected,
 * disabled, private), with the moderator's reason. To anyone else a hidden
 * prompt looks exactly like a missing one. A private prompt (issue 29,
 * decision 049) is simply a status that is not approved: every rule here
 * already hides it, and no event names it.
 *
 * Every reader of prompts goes through here: the library's listing and its
 * rows, trending, a single prompt (and so a stored prompt's run), a member's
 * saved list, likes and saves, uses, attachment downloads and the sitemap.
 * The search table (prompt_search) is kept to approved prompts by triggers
 * in SQL (drizzle/0013_search-in-postgres.sql), and the rows a search
 * shows are read back through publicPrompt() all the same.
 */
import { eq, or, type SQL } from 'drizzle-orm';
import type { PromptStatus } from '../../shared/prompt-fields.ts';
import { isAdmin, type MaybeActor } from '../auth/actor.ts';
import { prompts } from '../db/schema.ts';

/** The one status anyone may see. */
export const PUBLIC_STATUS = 'approved' satisfies PromptStatus;

/** The two facts the rule reads from a prompt. */
export interface VisibilityFacts {
  status: PromptStatus;
  createdById: string | null;
}

export function isPublicStatus(status: PromptStatus | null): boolean {
  return status === PUBLIC_STATUS;
}

/** The author and admins: who sees a prompt in every status, and why it was hidden. */
export function seesEveryStatus(actor: MaybeActor, createdById: string | null): boolean {
  return isAdmin(actor) || (actor !== null && createdById === actor.userId);
}

/**
 * Statuses whose changes are never told outside the hub (webhooks,
 * decision 037). Pending and rejected prompts are known to admins'
 * integrations by design; private prompts are their owner's alone, so no
 * event ever names one.
 */
const UNANNOUNCED_STATUSES: ReadonlySet<PromptStatus> = new Set<PromptStatus>(['private']);

/** Whether a change to this prompt may produce an event (a webhook delivery). */
export function announcesChanges(prompt: Pick<VisibilityFacts, 'status'>): boolean {
  return !UNANNOUNCED_STATUSES.has(prompt.status);
}

/** The in-memory rule, for a prompt already read. */
export function canSeePrompt(actor: MaybeActor, prompt: VisibilityFacts): boolean {
  return isPublicStatus(prompt.status) || seesEveryStatus(actor, prompt.createdById);
}

/** Prompts anyone may see: the condition of every public list (a fresh SQL each call). */
export function publicPrompt(): SQL {
  return eq(prompts.status, PUBLIC_STATUS);
}

/**
 * Prompts this caller may see, as a condition on `prompts`; undefined (no
 * condition) for an admin, who sees them all.
 */
export function visiblePrompt(actor: MaybeActor): SQL | undefined {
  if (isAdmin(actor)) return undefined;
  if (actor === null) return publicPrompt();
  return or(publicPrompt(), eq(prompts.createdById, actor.userId));
}
