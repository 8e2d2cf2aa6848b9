/**
 * Likes and saves: one row per member and prompt, and a counter on the
 * prompt (upvotes, saveCount) that lists read without counting rows. Each
 * change runs in one transaction that first locks the prompt's row (a
 * selection's rows in id order), so changes to one prompt happen one after
 * another: the counter always equals the rows, however many members click
 * at once, and one member's double click cannot count twice.
 *
 * A member may react to any prompt they can see (prompt-visibility.ts);
 * anything else is "not found".
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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

/** Locks the prompts in id order (parallel selections never deadlock); 404 unless the member sees each. */
async function lockVisiblePrompts(
  tx: Database,
  actor: Actor,
  ids: readonly string[],
): Promise<void> {
  if (!ids.every(isPromptId)) throw promptNotFound();
  const rows = await tx
    .select({ status: prompts.status, createdById: prompts.createdById })
    .from(prompts)
    .where(inArray(prompts.id, [...ids]))
    .orderBy(asc(prompts.id))
    .for('no key update');
  if (rows.length !== ids.length || !rows.every((row) => canSeePrompt(actor, row))) {
    throw promptNotFound();
  }
}

/**
 * Adds the member's reaction to each of `ids` (locked prompts) that lacks
 * it, in one statement, and counts exactly the rows it added; returns
 * their ids. A save records the version live now; a selection keeps its
 * order, one microsecond apart (lists show the newest save first).
 */
async function addReactions(
  tx: Database,
  userId: string,
  ids: readonly string[],
  table: ReactionTable,
  counter: Counter,
): Promise<string[]> {
  const added = await tx
    .insert(table)
    .values(
      ids.map((promptId, index) => ({
        userId,
        promptId,
        createdAt: sql`now() + ${index} * interval '1 microsecond'`,
        ...(table === promptSaves
          ? {
              seenVersion: sql`(select ${prompts.liveVersion} from ${prompts} where ${prompts.id} = ${promptId})`,
            }
          : {}),
      })),
    )
    .onConflictDoNothing()
    .returning({ promptId: table.promptId });
  const addedIds = added.map((row) => row.promptId);
  if (addedIds.length > 0) {
    await tx
      .update(prompts)
      .set({ [counter]: sql`${prompts[counter]} + 1` })
      .where(inArray(prompts.id, addedIds));
  }
  return addedIds;
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
    await lockVisiblePrompts(tx, actor, [id]);
    const mine = and(eq(table.userId, actor.userId), eq(table.promptId, id));
    const [existing] = await tx.select({ userId: table.userId }).from(table).where(mine);
    const active = wanted ?? !existing;
    if (active && !existing) {
      await addReactions(tx, actor.userId, [id], table, counter);
    } else if (!active && existing) {
      await tx.delete(table).where(mine);
      await tx
        .update(prompts)
        .set({ [counter]: sql`${prompts[counter]} - 1` })
        .where(eq(prompts.id, id));
    }
    const [row] = await tx
      .select({ total: prompts[counter] })
      .from(prompts)
      .where(eq(prompts.id, id));
    return { active, total: row?.total ?? 0 };
  });
}

/**
 * Saves a selection inside the caller's transaction, which locked the
 * member's row first: all or nothing (404 when the member may not see one
 * of them), skipping those already saved. Returns the ids newly saved.
 */
export async function savePromptsIn(
  tx: Database,
  actor: Actor,
  ids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  await lockVisiblePrompts(tx, actor, unique);
  return addReactions(tx, actor.userId, unique, promptSaves, 'saveCount');
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
