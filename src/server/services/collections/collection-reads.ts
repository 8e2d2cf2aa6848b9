/**
 * Reading collections: one with its prompts, the member's own and saved
 * ones, a member's public ones, and the public ones the sitemap lists.
 */
import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { CollectionView, CollectionWithPrompts } from '../../../shared/collection-views.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import type { Actor, MaybeActor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import {
  collectionItems,
  collections,
  collectionSaves,
  prompts,
  promptSaves,
} from '../../db/schema.ts';
import { selectPrompts, toPromptViews } from '../library/prompt-view.ts';
import { visiblePrompt } from '../prompt-visibility.ts';
import type { ServiceDeps } from '../service-deps.ts';
import {
  canSeeCollection,
  type CollectionFacts,
  collectionNotFound,
  collectionViewOf,
  ensureSavedCollection,
  readCollectionFacts,
  selectCollectionViews,
} from './collection-access.ts';

/** The collection's prompts the caller may see, in the collection's order. */
export async function promptsOf(
  db: Database,
  actor: MaybeActor,
  row: CollectionFacts,
): Promise<PromptView[]> {
  const rows = row.isDefault
    ? // "Saved" is the owner's prompt saves, newest first, as the saved list has always been.
      await selectPrompts(db)
        .innerJoin(promptSaves, eq(promptSaves.promptId, prompts.id))
        .where(and(eq(promptSaves.userId, row.ownerId), visiblePrompt(actor)))
        .orderBy(desc(promptSaves.createdAt))
    : await selectPrompts(db)
        .innerJoin(collectionItems, eq(collectionItems.promptId, prompts.id))
        .where(and(eq(collectionItems.collectionId, row.id), visiblePrompt(actor)))
        .orderBy(asc(collectionItems.position));
  return toPromptViews(db, actor, rows);
}

export async function getCollection(
  deps: ServiceDeps,
  actor: MaybeActor,
  id: string,
): Promise<CollectionWithPrompts> {
  const row = await readCollectionFacts(deps.db, id, false);
  if (!canSeeCollection(actor, row)) throw collectionNotFound();
  const [collection, prompts] = await Promise.all([
    collectionViewOf(deps.db, actor, id),
    promptsOf(deps.db, actor, row),
  ]);
  return { collection, prompts };
}

/**
 * The member's collections ("Saved" first, then their others, oldest
 * first), then the ones of others they saved that are still open to them.
 */
export async function listMyCollections(
  deps: ServiceDeps,
  actor: Actor,
  promptId?: string,
): Promise<CollectionView[]> {
  await ensureSavedCollection(deps.db, actor.userId);
  const mine = eq(collections.ownerId, actor.userId);
  const savedByMe = sql`exists (select 1 from ${collectionSaves}
    where ${collectionSaves.collectionId} = ${collections.id} and ${collectionSaves.userId} = ${actor.userId})`;
  return selectCollectionViews(
    deps.db,
    actor,
    sql`(${mine} or (${savedByMe} and ${ne(collections.visibility, 'private')}))`,
    [
      sql`${collections.ownerId} = ${actor.userId} desc`,
      desc(collections.isDefault),
      asc(collections.createdAt),
      asc(collections.id),
    ],
    { promptId },
  );
}

export interface PublicCollectionDate {
  id: string;
  updatedAt: Date;
}

/** Public collections after `afterId` in id order (keyset paging, as for prompts). */
export function listPublicCollectionDates(
  { db }: ServiceDeps,
  afterId: string | null,
  limit: number,
): Promise<PublicCollectionDate[]> {
  const after = afterId === null ? undefined : gt(collections.id, afterId);
  return db
    .select({ id: collections.id, updatedAt: collections.updatedAt })
    .from(collections)
    .where(and(eq(collections.visibility, 'public'), after))
    .orderBy(asc(collections.id))
    .limit(limit);
}
