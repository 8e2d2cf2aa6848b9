/**
 * Which approved prompts one page of the library shows, and how many match
 * in all: the part of a listing that is worth caching (library-cache.ts).
 * The rows themselves are read afterwards, by id.
 */
import { and, arrayContains, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ListPromptsInput } from '../../../shared/prompt-inputs.ts';
import type { Database } from '../../db/client.ts';
import { libraryState, prompts } from '../../db/schema.ts';
import type { LibraryListing } from './library-cache.ts';
import { buildSearchQuery, searchTerms } from './search-query.ts';

const EMPTY_LISTING: LibraryListing = { ids: [], total: 0 };

/**
 * The listing's identity: what was typed counts only as the words search
 * reads. No search (null) and a search with nothing searchable in it ('')
 * are different listings: all prompts, and none.
 */
export function libraryListingKey(input: ListPromptsInput): string {
  const terms = input.search === undefined ? null : searchTerms(input.search).join(' ');
  return JSON.stringify([terms, input.category ?? '', input.model ?? '', input.page, input.limit]);
}

export async function readLibraryVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: libraryState.version })
    .from(libraryState)
    .where(eq(libraryState.id, 1));
  return row?.version ?? 0;
}

export async function findLibraryListing(
  db: Database,
  input: ListPromptsInput,
): Promise<LibraryListing> {
  const tsQuery = input.search ? buildSearchQuery(input.search) : null;
  // Text with no letters or digits in it searches for nothing.
  if (input.search && !tsQuery) return EMPTY_LISTING;
  const conditions: SQL[] = [eq(prompts.status, 'approved')];
  if (input.model) conditions.push(eq(prompts.model, input.model));
  if (input.category) conditions.push(arrayContains(prompts.categories, [input.category]));
  if (tsQuery) conditions.push(sql`${prompts.searchVector} @@ ${tsQuery}`);
  const where = and(...conditions);
  return tsQuery ? searchListing(db, where, tsQuery, input) : browseListing(db, where, input);
}

/** Newest first: the page walks the (status[, model], created_at, id) index; the count runs beside it. */
async function browseListing(
  db: Database,
  where: SQL | undefined,
  input: ListPromptsInput,
): Promise<LibraryListing> {
  const [total, rows] = await Promise.all([
    countPrompts(db, where),
    db
      .select({ id: prompts.id })
      .from(prompts)
      .where(where)
      .orderBy(desc(prompts.createdAt), desc(prompts.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
  ]);
  return { ids: rows.map((row) => row.id), total };
}

/**
 * Best match first (title outranks description outranks categories, see
 * drizzle/0000_search-functions.sql), then newest. Every match has to be
 * ranked to find the page, so the matches are ranked once into a narrow
 * list (id, rank, date) that both the total and the page read. Counting in
 * a second statement made Postgres run the search twice.
 */
async function searchListing(
  db: Database,
  where: SQL | undefined,
  tsQuery: SQL,
  input: ListPromptsInput,
): Promise<LibraryListing> {
  // Read twice (total and page), so Postgres materializes it: one search.
  const matches = db.$with('matches').as(
    db
      .select({
        id: prompts.id,
        createdAt: prompts.createdAt,
        rank: sql<number>`ts_rank(${prompts.searchVector}, ${tsQuery})`.as('rank'),
      })
      .from(prompts)
      .where(where),
  );
  const found = await db
    .with(matches)
    .select({
      id: matches.id,
      total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
    })
    .from(matches)
    .orderBy(desc(matches.rank), desc(matches.createdAt), desc(matches.id))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  // Past the last page no row is left to carry the total.
  const total = found[0]?.total ?? (input.page > 1 ? await countPrompts(db, where) : 0);
  return { ids: found.map((row) => row.id), total };
}

async function countPrompts(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(prompts).where(where);
  return row?.total ?? 0;
}
