/**
 * Who may see and change a collection (decision 044), and the reads every
 * collection service shares. A public or unlisted collection is open to
 * anyone who has its address; a private one only to its owner and admins
 * (as for prompts); to anyone else it looks exactly like a missing one.
 * Only the owner changes a collection: someone who may see it but is not
 * the owner is refused (403), anyone else hears "not found".
 * The prompts shown inside follow the one prompt rule
 * (prompt-visibility.ts), so others see a collection's approved prompts only.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CollectionView } from '../../../shared/collection-views.ts';
import { SAVED_COLLECTION_TITLE } from '../../../shared/collection-limits.ts';
import { isAdmin, type Actor, type MaybeActor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import {
  collectionItems,
  collections,
  collectionSaves,
  prompts,
  promptSaves,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isPromptId } from '../library/library.ts';
import { visiblePrompt } from '../prompt-visibility.ts';

export function collectionNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Collection not found');
}

/** The facts the rules read from a collection row. */
export interface CollectionFacts {
  id: string;
  ownerId: string;
  visibility: 'public' | 'unlisted' | 'private';
  isDefault: boolean;
}

export function canSeeCollection(actor: MaybeActor, row: CollectionFacts): boolean {
  return row.visibility !== 'private' || isAdmin(actor) || actor?.userId === row.ownerId;
}

/** 404 for a collection the caller may not see, 403 for one they see but do not own. */
export function assertOwner(actor: Actor, row: CollectionFacts): void {
  if (!canSeeCollection(actor, row)) throw collectionNotFound();
  if (row.ownerId !== actor.userId) {
    throw new AppError('FORBIDDEN', "Only the collection's owner can change it");
  }
}

const factColumns = {
  id: collections.id,
  ownerId: collections.ownerId,
  visibility: collections.visibility,
  isDefault: collections.isDefault,
};

/**
 * Reads a collection's facts, locking its row when `lock` says so: every
 * change to its items, order or savers locks it first, so such changes to
 * one collection happen one after another.
 */
export async function readCollectionFacts(
  db: Database,
  id: string,
  lock: boolean,
): Promise<CollectionFacts> {
  if (!isPromptId(id)) throw collectionNotFound();
  const query = db.select(factColumns).from(collections).where(eq(collections.id, id));
  const [row] = lock ? await query.for('no key update') : await query;
  if (!row) throw collectionNotFound();
  return row;
}

/** The owner's collection, locked for a change; the errors of assertOwner otherwise. */
export async function lockOwnCollection(
  db: Database,
  actor: Actor,
  id: string,
): Promise<CollectionFacts> {
  const row = await readCollectionFacts(db, id, true);
  assertOwner(actor, row);
  return row;
}

/**
 * The member's "Saved" collection, made on first need: a member who never
 * opened their collections has no row, yet loses nothing, because its
 * prompts are their prompt_saves rows. Parallel first calls make one row
 * (the partial unique index), and every caller reads it back.
 */
export async function ensureSavedCollection(db: Database, userId: string): Promise<string> {
  await db
    .insert(collections)
    .values({ ownerId: userId, title: SAVED_COLLECTION_TITLE, isDefault: true })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.ownerId, userId), eq(collections.isDefault, true)));
  if (!row) throw new AppError('INTERNAL', 'The Saved collection could not be made');
  return row.id;
}

function visibleTo(actor: MaybeActor): SQL {
  return visiblePrompt(actor) ?? sql`true`;
}

/** Prompts of the collection the caller may see: prompt saves for "Saved", items otherwise. */
function itemCountOf(actor: MaybeActor): SQL<number> {
  const vis = visibleTo(actor);
  return sql<number>`case when ${collections.isDefault}
    then (select count(*)::int from ${promptSaves}
          join ${prompts} on ${prompts.id} = ${promptSaves.promptId}
          where ${promptSaves.userId} = ${collections.ownerId} and ${vis})
    else (select count(*)::int from ${collectionItems}
          join ${prompts} on ${prompts.id} = ${collectionItems.promptId}
          where ${collectionItems.collectionId} = ${collections.id} and ${vis})
    end`;
}

function containsPromptOf(promptId: string): SQL<boolean> {
  return sql<boolean>`case when ${collections.isDefault}
    then exists (select 1 from ${promptSaves}
          where ${promptSaves.userId} = ${collections.ownerId} and ${promptSaves.promptId} = ${promptId})
    else exists (select 1 from ${collectionItems}
          where ${collectionItems.collectionId} = ${collections.id} and ${collectionItems.promptId} = ${promptId})
    end`;
}

function savedByOf(userId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${collectionSaves}
    where ${collectionSaves.collectionId} = ${collections.id} and ${collectionSaves.userId} = ${userId})`;
}

/**
 * Collection views for the rows `where` picks, in `orderBy` order: one
 * statement, whatever the number of collections.
 */
export async function selectCollectionViews(
  db: Database,
  actor: MaybeActor,
  where: SQL | undefined,
  orderBy: SQL[],
  options: { promptId?: string | undefined } = {},
): Promise<CollectionView[]> {
  const { promptId } = options;
  const checkPrompt = promptId !== undefined && isPromptId(promptId);
  const rows = await db
    .select({
      id: collections.id,
      title: collections.title,
      description: collections.description,
      visibility: collections.visibility,
      isDefault: collections.isDefault,
      ownerId: collections.ownerId,
      ownerName: users.name,
      saveCount: collections.saveCount,
      createdAt: collections.createdAt,
      updatedAt: collections.updatedAt,
      itemCount: itemCountOf(actor),
      saved: actor ? savedByOf(actor.userId) : sql<boolean>`false`,
      containsPrompt: checkPrompt ? containsPromptOf(promptId) : sql<boolean>`false`,
    })
    .from(collections)
    .innerJoin(users, eq(users.id, collections.ownerId))
    .where(where)
    .orderBy(...orderBy);
  return rows.map((row) => {
    const view: CollectionView = {
      _id: row.id,
      title: row.title,
      description: row.description,
      visibility: row.visibility,
      isDefault: row.isDefault,
      owner: { _id: row.ownerId, name: row.ownerName },
      itemCount: Number(row.itemCount),
      saveCount: row.saveCount,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
    if (actor) view.saved = Boolean(row.saved);
    if (promptId !== undefined) view.containsPrompt = checkPrompt && Boolean(row.containsPrompt);
    return view;
  });
}

/** One collection's view, as the caller sees it (who may see it is checked before). */
export async function collectionViewOf(
  db: Database,
  actor: MaybeActor,
  id: string,
): Promise<CollectionView> {
  const [view] = await selectCollectionViews(db, actor, eq(collections.id, id), []);
  if (!view) throw collectionNotFound();
  return view;
}
