/**
 * Likes and saves: one row per member and prompt, and a counter on the
 * prompt (upvotes, saveCount) that lists read without counting rows. Each
 * change runs in one transaction that first locks the prompt's row, so
 * changes to one prompt happen one after another: the counter always
 * equals the rows, however many members click at once, and one member's
 * double click cannot count twice.
 *
 * A member may react to any prompt they can see (prompt-visibility.ts);
 * anything else is "not found".
 */
import { and, eq, sql } from 'drizzle-orm';
import type { LikeChange, SaveChange } from '../../../shared/prompt-views.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { promptLikes, prompts, promptSaves } from '../../db/schema.ts';
import { isPromptId, promptNotFound } from '../library/library.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { canSeePrompt } from '../prompt-visibility.ts';
import { lockMemberFirst } from '../member-lock.ts';

type ReactionTable = typeof promptLikes | typeof promptSaves;
type Counter = 'upvotes' | 'saveCount';

interface ReactionChange {
  /** The member's reaction after the change. */
  active: boolean;
  /** The prompt's counter after the change. */
  total: number;
}

async function lockVisiblePrompt(tx: Database, actor: Actor, id: string): Promise<void> {
  const [row] = await tx
    .select({ status: prompts.status, createdById: prompts.createdById })
    .from(prompts)
    .where(eq(prompts.id, id))
    .for('no key update');
  if (!row || !canSeePrompt(actor, row)) throw promptNotFound();
}

/**
 * Sets the member's reaction to `wanted`, or flips it when `wanted` is
 * undefined (the REST door's toggle).
 */
async function setReaction(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  wanted: boolean | undefined,
  table: ReactionTable,
  counter: Counter,
): Promise<ReactionChange> {
  if (!isPromptId(id)) throw promptNotFound();
  return deps.db.transaction(async (tx) => {
    await lockMemberFirst(tx, actor.userId);
    await lockVisiblePrompt(tx, actor, id);
    const mine = and(eq(table.userId, actor.userId), eq(table.promptId, id));
    const [existing] = await tx.select({ userId: table.userId }).from(table).where(mine);
    const active = wanted ?? !existing;
    let delta = 0;
    if (active && !existing) {
      // A save has seen the version live now (the prompt's row is locked above).
      const seen =
        table === promptSaves
          ? {
              seenVersion: sql`(select ${prompts.liveVersion} from ${prompts} where ${prompts.id} = ${id})`,
            }
          : {};
      await tx.insert(table).values({ userId: actor.userId, promptId: id, ...seen });
      delta = 1;
    } else if (!active && existing) {
      await tx.delete(table).where(mine);
      delta = -1;
    }
    const [updated] = await tx
      .update(prompts)
      .set({ [counter]: sql`${prompts[counter]} + ${delta}` })
      .where(eq(prompts.id, id))
      .returning({ total: prompts[counter] });
    return { active, total: updated?.total ?? 0 };
  });
}

export async function setPromptLike(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  liked?: boolean,
): Promise<LikeChange> {
  const change = await setReaction(deps, actor, id, liked, promptLikes, 'upvotes');
  return { liked: change.active, upvotes: change.total };
}

export async function setPromptSave(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  saved?: boolean,
): Promise<SaveChange> {
  const change = await setReaction(deps, actor, id, saved, promptSaves, 'saveCount');
  return { saved: change.active, saves: change.total };
}
