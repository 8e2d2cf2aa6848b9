/**
 * A collection's prompts: adding, removing, ordering. Each change locks
 * the collection's row first, so changes to one collection happen one
 * after another and positions always run 0..n-1, without duplicates or
 * gaps, however many requests arrive at once.
 *
 * "Saved" keeps its prompts in prompt_saves (decision 044): adding and
 * removing there is the prompt's save toggle, which keeps the prompt's save
 * counter right; its order is the order of saving and is not rearranged.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { MAX_COLLECTION_ITEMS } from '../../../shared/collection-limits.ts';
import type { CollectionView, CollectionWithPrompts } from '../../../shared/collection-views.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { collectionItems, collections, prompts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isPromptId, promptNotFound } from '../library/library.ts';
import { canSeePrompt } from '../prompt-visibility.ts';
import { setPromptSave } from '../prompts/prompt-reactions.ts';
import type { ServiceDeps } from '../service-deps.ts';
import {
  assertOwner,
  collectionViewOf,
  lockOwnCollection,
  readCollectionFacts,
} from './collection-access.ts';
import { promptsOf } from './collection-reads.ts';

const ORDER_MISMATCH = 'must list every prompt of the collection once, and no other';

async function touch(db: Database, id: string): Promise<void> {
  await db.update(collections).set({ updatedAt: new Date() }).where(eq(collections.id, id));
}

/** Adds a prompt the member may see (their own, or an approved one); adding it twice is a no-op. */
export async function addCollectionItem(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  promptId: string,
): Promise<CollectionView> {
  const facts = await readCollectionFacts(deps.db, id, false);
  assertOwner(actor, facts);
  if (facts.isDefault) {
    await setPromptSave(deps, actor, promptId, true);
    return collectionViewOf(deps.db, actor, id);
  }
  return deps.db.transaction(async (tx) => {
    const row = await lockOwnCollection(tx, actor, id);
    if (!isPromptId(promptId)) throw promptNotFound();
    const [prompt] = await tx
      .select({ status: prompts.status, createdById: prompts.createdById })
      .from(prompts)
      .where(eq(prompts.id, promptId));
    if (!prompt || !canSeePrompt(actor, prompt)) throw promptNotFound();
    const [held] = await tx
      .select({ n: count() })
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, row.id));
    const [already] = await tx
      .select({ promptId: collectionItems.promptId })
      .from(collectionItems)
      .where(and(eq(collectionItems.collectionId, row.id), eq(collectionItems.promptId, promptId)));
    if (!already) {
      if ((held?.n ?? 0) >= MAX_COLLECTION_ITEMS) {
        throw new AppError(
          'CONFLICT',
          `A collection holds at most ${MAX_COLLECTION_ITEMS} prompts. Remove one to add another.`,
        );
      }
      await tx.insert(collectionItems).values({
        collectionId: row.id,
        promptId,
        // After the last one; a gap left by a deleted prompt closes on the next removal or reorder.
        position: sql`(select coalesce(max(${collectionItems.position}) + 1, 0)
          from ${collectionItems} where ${collectionItems.collectionId} = ${row.id})`,
      });
      await touch(tx, row.id);
    }
    return collectionViewOf(tx, actor, row.id);
  });
}

/** Positions 0..n-1 in the present order (closes the gap a removed or deleted prompt left). */
async function renumber(db: Database, id: string): Promise<void> {
  await db.execute(sql`update ${collectionItems} set position = ranked.rank
    from (select prompt_id, (row_number() over (order by position, created_at, prompt_id) - 1)::int as rank
          from ${collectionItems} where collection_id = ${id}) as ranked
    where ${collectionItems}.collection_id = ${id}
      and ${collectionItems}.prompt_id = ranked.prompt_id
      and ${collectionItems}.position <> ranked.rank`);
}

export async function removeCollectionItem(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  promptId: string,
): Promise<void> {
  const facts = await readCollectionFacts(deps.db, id, false);
  assertOwner(actor, facts);
  if (facts.isDefault) {
    await setPromptSave(deps, actor, promptId, false);
    return;
  }
  await deps.db.transaction(async (tx) => {
    const row = await lockOwnCollection(tx, actor, id);
    if (!isPromptId(promptId)) throw promptNotFound();
    const removed = await tx
      .delete(collectionItems)
      .where(and(eq(collectionItems.collectionId, row.id), eq(collectionItems.promptId, promptId)))
      .returning({ promptId: collectionItems.promptId });
    if (removed.length === 0) throw promptNotFound();
    await renumber(tx, row.id);
    await touch(tx, row.id);
  });
}

/**
 * Puts the collection's prompts in the order given, which must name each
 * prompt the owner sees in it exactly once. Prompts hidden from the owner
 * since they were added (someone else's, no longer approved) keep their
 * relative order after the others.
 */
export async function reorderCollection(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  promptIds: string[],
): Promise<CollectionWithPrompts> {
  return deps.db.transaction(async (tx) => {
    const row = await lockOwnCollection(tx, actor, id);
    if (row.isDefault) {
      throw new AppError(
        'BAD_REQUEST',
        'The Saved collection is in the order you saved its prompts and cannot be rearranged',
      );
    }
    const items = await tx
      .select({
        promptId: collectionItems.promptId,
        status: prompts.status,
        createdById: prompts.createdById,
      })
      .from(collectionItems)
      .innerJoin(prompts, eq(prompts.id, collectionItems.promptId))
      .where(eq(collectionItems.collectionId, row.id))
      .orderBy(asc(collectionItems.position), asc(collectionItems.createdAt));
    const shown = new Set(
      items.filter((item) => canSeePrompt(actor, item)).map((item) => item.promptId),
    );
    const given = promptIds.map((value) => value.toLowerCase());
    if (given.length !== shown.size || !given.every((value) => shown.has(value))) {
      throw new AppError('BAD_REQUEST', `promptIds ${ORDER_MISMATCH}`, {
        fields: { promptIds: ORDER_MISMATCH },
      });
    }
    const order = [...given, ...items.map((i) => i.promptId).filter((p) => !shown.has(p))];
    if (order.length > 0) {
      const values = sql.join(
        order.map((promptId, position) => sql`(${promptId}::uuid, ${position}::int)`),
        sql`, `,
      );
      await tx.execute(sql`update ${collectionItems} set position = wanted.position
        from (values ${values}) as wanted(prompt_id, position)
        where ${collectionItems}.collection_id = ${row.id}
          and ${collectionItems}.prompt_id = wanted.prompt_id`);
    }
    await touch(tx, row.id);
    const [collection, list] = await Promise.all([
      collectionViewOf(tx, actor, row.id),
      promptsOf(tx, actor, row),
    ]);
    return { collection, prompts: list };
  });
}
