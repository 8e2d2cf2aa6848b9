/**
 * The library, optionally opened on one collection: its approved prompts
 * with the library's search, filters and order. Who may see the collection
 * is the collection rule (collection-access.ts): someone else's private one
 * answers 404, exactly as an unknown id does.
 */
import { and, eq } from 'drizzle-orm';
import type { ListPromptsInput } from '../../../shared/prompt-inputs.ts';
import type { PromptPage } from '../../../shared/prompt-views.ts';
import type { MaybeActor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { collectionItems, collections, prompts, promptSaves } from '../../db/schema.ts';
import { listLibraryPrompts } from '../library/library.ts';
import { publicPrompt } from '../prompt-visibility.ts';
import type { ServiceDeps } from '../service-deps.ts';
import {
  canSeeCollection,
  type CollectionFacts,
  collectionNotFound,
  readCollectionFacts,
} from './collection-access.ts';

export async function listLibrary(
  deps: ServiceDeps,
  actor: MaybeActor,
  input: ListPromptsInput,
): Promise<PromptPage> {
  const { collection: collectionId, ...listing } = input;
  if (collectionId === undefined) return listLibraryPrompts(deps, actor, listing);
  const row = await readCollectionFacts(deps.db, collectionId, false);
  if (!canSeeCollection(actor, row)) throw collectionNotFound();
  const [title, within] = await Promise.all([
    titleOf(deps.db, row.id),
    approvedPromptIdsOf(deps.db, row),
  ]);
  const page = await listLibraryPrompts(deps, actor, listing, within);
  return { ...page, collection: { _id: row.id, title } };
}

async function titleOf(db: Database, id: string): Promise<string> {
  const [row] = await db
    .select({ title: collections.title })
    .from(collections)
    .where(eq(collections.id, id));
  if (!row) throw collectionNotFound();
  return row.title;
}

/** The collection's approved prompts ("Saved": the owner's saves), in no order: the library sorts. */
async function approvedPromptIdsOf(db: Database, row: CollectionFacts): Promise<string[]> {
  const found = row.isDefault
    ? await db
        .select({ id: promptSaves.promptId })
        .from(promptSaves)
        .innerJoin(prompts, eq(prompts.id, promptSaves.promptId))
        .where(and(eq(promptSaves.userId, row.ownerId), publicPrompt()))
    : await db
        .select({ id: collectionItems.promptId })
        .from(collectionItems)
        .innerJoin(prompts, eq(prompts.id, collectionItems.promptId))
        .where(and(eq(collectionItems.collectionId, row.id), publicPrompt()));
  return found.map((item) => item.id);
}
