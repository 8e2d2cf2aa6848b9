/**
 * A collection's prompts: adding, removing, ordering. Each change locks
 * the collection's row first, so changes to one collection happen one
 * after another and positions always run 0..n-1, without duplicates or
 * gaps, however many requests arrive at once.
 *
 * "Saved" keeps its prompts in prompt_saves (decision 044): adding and
 * removing there follow the prompt's save toggle (prompt-reactions.ts),
 * which keeps the prompt's save counter right; its order is the order of
 * saving and is not rearranged.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { MAX_COLLECTION_ITEMS } from '../../../shared/collection-limits.ts';
import type {
  CollectionItemsAdded,
  CollectionView,
  CollectionWithPrompts,
} from '../../../shared/collection-views.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { collectionItems, collections, prompts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isPromptId, promptNotFound } from '../library/library.ts';
import { canSeePrompt } from '../prompt-visibility.ts';
import { savePromptsIn, setPromptSave } from '../prompts/prompt-reactions.ts';
import { lockMemberFirst } from '../member-lock.ts';
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

/** 404 unless every one of `ids` is a prompt the member may see (checked before anything is written). */
async function assertAllVisible(db: Database, actor: Actor, ids: readonly string[]): Promise<void> {
  if (!ids.every(isPromptId)) throw promptNotFound();
  const found = await db
    .select({ status: prompts.status, createdById: prompts.createdById })
    .from(prompts)
    .where(inArray(prompts.id, [...ids]));
  if (found.length !== ids.length || !found.every((prompt) => canSeePrompt(actor, prompt)))
    throw promptNotFound();
}

function tooManyItems(): AppError {
  return new AppError(
    'CONFLICT',
    `A collection holds at most ${MAX_COLLECTION_ITEMS} prompts. Remove some to add these.`,
  );
}

/**
 * Adds a selection of prompts the member may see, after the last one, in
 * the order given; those already in it stay where they are. All or
 * nothing: one prompt the member may not see (404) or too many for the
 * collection (409) adds none. For "Saved" the missing saves are made in
 * one transaction, under the member's and the collection's row locks, by
 * the save toggle's own rule (prompt-reactions.ts: counters, seen version).
 */
export async function addCollectionItems(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
  promptIds: readonly string[],
): Promise<CollectionItemsAdded> {
  const wanted = [...new Set(promptIds)];
  const facts = await readCollectionFacts(deps.db, id, false);
  assertOwner(actor, facts);
  if (facts.isDefault) {
    return deps.db.transaction(async (tx) => {
      await lockMemberFirst(tx, actor.userId);
      const row = await lockOwnCollection(tx, actor, id);
      const added = await savePromptsIn(tx, actor, wanted);
      return { added: added.length, collection: await collectionViewOf(tx, actor, row.id) };
    });
  }
  return deps.db.transaction(async (tx) => {
    const row = await lockOwnCollection(tx, actor, id);
    await assertAllVisible(tx, actor, wanted);
    const present = await tx
      .select({ promptId: collectionItems.promptId, position: collectionItems.position })
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, row.id));
    const held = new Set(present.map((item) => item.promptId));
    const fresh = wanted.filter((promptId) => !held.has(promptId));
    if (present.length + fresh.length > MAX_COLLECTION_ITEMS) throw tooManyItems();
    if (fresh.length > 0) {
      // The collection's row is locked: nobody else moves its positions meanwhile.
      const next = Math.max(-1, ...present.map((item) => item.position)) + 1;
      await tx.insert(collectionItems).values(
        fresh.map((promptId, index) => ({
          collectionId: row.id,
          promptId,
          position: next + index,
        })),
      );
      await touch(tx, row.id);
    }
    return { added: fresh.length, collection: await collectionViewOf(tx, actor, row.id) };
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
