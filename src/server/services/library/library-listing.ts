/**
 * Which approved prompts one page of the library shows, and how many match
 * in all: the part of a listing that is worth caching (library-cache.ts).
 * The rows themselves are read afterwards, by id.
 */
import { and, arrayContains, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  effectiveLibrarySort,
  isCounterSort,
  type LibrarySort,
} from '../../../shared/library-limits.ts';
import type { ListPromptsInput } from '../../../shared/prompt-inputs.ts';
import type { Database } from '../../db/client.ts';
import { libraryState, prompts } from '../../db/schema.ts';
import type { LibraryListing } from './library-cache.ts';
import type { LibrarySearch } from './library-search.ts';
import { searchTerms } from './search-query.ts';
import { publicPrompt } from '../prompt-visibility.ts';

/**
 * The listing's identity: what was typed counts only as the words search
 * reads. No search (null) and a search with nothing searchable in it ('')
 * are different listings: all prompts, and none.
 */
export function libraryListingKey(input: ListPromptsInput): string {
  const terms = input.search === undefined ? null : searchTerms(input.search).join(' ');
  return JSON.stringify([
    terms,
    input.category ?? '',
    input.model ?? '',
    effectiveLibrarySort(input.sort, input.search !== undefined),
    input.literal,
    input.page,
    input.limit,
  ]);
}

/**
 * Orders by counters are never remembered: uses and likes change all the
 * time without moving the library version (they do not change what
 * matches), so a remembered order would go stale. Without a search their
 * pages are index walks; with one they join the matches to the counters
 * (search-listing.ts).
 */
export function isListingCacheable(input: ListPromptsInput): boolean {
  return !isCounterSort(input.sort);
}

export async function readLibraryVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: libraryState.version })
    .from(libraryState)
    .where(eq(libraryState.id, 1));
  return row?.version ?? 0;
}

/** Where a listing is found, and the library version it is for when the caller read it. */
interface ListingSources {
  db: Database;
  librarySearch: LibrarySearch;
  version?: number | undefined;
}

/** `within`: only these prompts (none: nothing matches). */
export async function findLibraryListing(
  { db, librarySearch, version }: ListingSources,
  input: ListPromptsInput,
  within?: readonly string[],
): Promise<LibraryListing> {
  if (within?.length === 0) return { ids: [], total: 0 };
  const { search } = input;
  if (search === undefined) return browseListing(db, input, within);
  return librarySearch.search({ ...input, search, within }, version);
}

/** The order of a list without a search ("relevance" has nothing to weigh there). */
function listOrder(sort: LibrarySort | undefined): SQL[] {
  const newest = [desc(prompts.createdAt), desc(prompts.id)];
  if (sort === 'most-used') return [desc(prompts.usageCount), ...newest];
  if (sort === 'most-liked') return [desc(prompts.upvotes), ...newest];
  return newest;
}

/** A page is a walk of the (status[, model], order) index; the count runs beside it. */
async function browseListing(
  db: Database,
  input: ListPromptsInput,
  within: readonly string[] | undefined,
): Promise<LibraryListing> {
  const conditions: SQL[] = [publicPrompt()];
  if (within) conditions.push(sql`${prompts.id} = any(${sql.param([...within])}::uuid[])`);
  if (input.model) conditions.push(eq(prompts.model, input.model));
  if (input.category) conditions.push(arrayContains(prompts.categories, [input.category]));
  const where = and(...conditions);
  const [total, rows] = await Promise.all([
    countPrompts(db, where),
    db
      .select({ id: prompts.id })
      .from(prompts)
      .where(where)
      .orderBy(...listOrder(input.sort))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
  ]);
  return { ids: rows.map((row) => row.id), total };
}

async function countPrompts(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(prompts).where(where);
  return row?.total ?? 0;
}
