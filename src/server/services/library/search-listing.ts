/**
 * One page of a library search, and how many match (decision 017).
 *
 * A search reads prompt_search, the narrow table of what is searched.
 * Ranking and counting every match made a common word cost the most, so
 * both are bounded: relevance orders the newest RANK_BOUND matches (every
 * match when there are fewer, which is what a specific search has), and
 * past the bound the total is reported as "more than" it rather than
 * counted. The app's word index (word-index.ts, decision 019) finds those
 * newest matches in memory; with the index off, Postgres finds them either
 * by walking the date index and testing each prompt (common words: the
 * walk soon meets 201) or through the trigram index and a sort (rarer
 * ones), by its estimate. Both give the same matches in the same order.
 * Most used and Most liked order every match by the live counters, which
 * live on prompts; they are not the common case and are not cached either.
 */
import { and, arrayContains, desc, eq, type SQL, sql } from 'drizzle-orm';
import { isCounterSort } from '../../../shared/library-limits.ts';
import type { ListPromptsInput } from '../../../shared/prompt-inputs.ts';
import type { Database } from '../../db/client.ts';
import { prompts, promptSearch } from '../../db/schema.ts';
import type { LibraryListing } from './library-cache.ts';
import type { SearchIndex } from './search-index.ts';
import { buildSearchQuery, type SearchTerm } from './search-query.ts';
import type { WordIndex, WordIndexMatch } from './word-index.ts';

/** How many matches are ranked and counted at most. */
export const RANK_BOUND = 200;

function filtersOf(input: ListPromptsInput): SQL[] {
  const filters: SQL[] = [];
  if (input.model) filters.push(eq(promptSearch.model, input.model));
  if (input.category) filters.push(arrayContains(promptSearch.categories, [input.category]));
  return filters;
}

/** How many match, counting no further than one past the bound. */
async function boundedCount(db: Database, where: SQL | undefined): Promise<number> {
  const found = db
    .select({ one: sql`1` })
    .from(promptSearch)
    .where(where)
    .limit(RANK_BOUND + 1)
    .as('found');
  const [row] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(found);
  return row?.total ?? 0;
}

function listingOf(ids: string[], total: number): LibraryListing {
  return total > RANK_BOUND ? { ids, total: RANK_BOUND, totalIsLowerBound: true } : { ids, total };
}

/** Where a search runs: the database, the word index, and the library version it must reflect. */
export interface SearchSources {
  db: Database;
  searchIndex: SearchIndex;
  /** Read with the page (library-page.ts); unset, the index reads it. */
  version?: number | undefined;
}

export async function searchListing(
  { db, searchIndex, version }: SearchSources,
  terms: SearchTerm[],
  input: ListPromptsInput,
): Promise<LibraryListing> {
  const search = buildSearchQuery(terms);
  if (!search) return { ids: [], total: 0 };
  const where = and(...filtersOf(input), search.condition);
  if (isCounterSort(input.sort)) return byCounter(db, where, input);
  const index = await searchIndex.current(db, version);
  if (index) return indexedListing(index, terms, input);
  const byRelevance = input.sort !== 'newest';
  // Read twice (total and page), so Postgres materializes it: one search.
  const candidates = db.$with('candidates').as(
    db
      .select({
        id: sql<string>`${promptSearch.promptId}`.as('id'),
        createdAt: sql<Date>`${promptSearch.createdAt}`.as('created_at'),
        kind: (byRelevance ? search.kind : sql<number>`0`).as('kind'),
        inTitle: (byRelevance ? search.inTitle : sql<number>`0`).as('in_title'),
      })
      .from(promptSearch)
      .where(where)
      .orderBy(desc(promptSearch.createdAt), desc(promptSearch.promptId))
      .limit(RANK_BOUND + 1),
  );
  const page = await db
    .with(candidates)
    .select({
      id: candidates.id,
      total: sql<number>`(select count(*) from ${candidates})`.mapWith(Number),
    })
    .from(candidates)
    .orderBy(
      desc(candidates.kind),
      desc(candidates.inTitle),
      desc(candidates.createdAt),
      desc(candidates.id),
    )
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  // Past the last page no row is left to carry the total.
  const total = page[0]?.total ?? (input.page > 1 ? await boundedCount(db, where) : 0);
  return listingOf(
    page.map((row) => row.id),
    total,
  );
}

/** Higher kinds first, then more in the title; a stable sort keeps newest first among equals. */
function byRelevance(a: WordIndexMatch, b: WordIndexMatch): number {
  return b.kind - a.kind || b.inTitle - a.inTitle;
}

/** The same listing as the SQL below, from the word index. */
function indexedListing(
  index: WordIndex,
  terms: SearchTerm[],
  input: ListPromptsInput,
): LibraryListing {
  const filter = { model: input.model, category: input.category };
  const matches = index.newestMatches(terms, filter, RANK_BOUND + 1);
  const ordered = input.sort === 'newest' ? matches : [...matches].sort(byRelevance);
  const from = (input.page - 1) * input.limit;
  return listingOf(
    ordered.slice(from, from + input.limit).map((match) => match.promptId),
    matches.length,
  );
}

async function byCounter(
  db: Database,
  where: SQL | undefined,
  input: ListPromptsInput,
): Promise<LibraryListing> {
  const counter = input.sort === 'most-used' ? prompts.usageCount : prompts.upvotes;
  const [total, rows] = await Promise.all([
    boundedCount(db, where),
    db
      .select({ id: promptSearch.promptId })
      .from(promptSearch)
      .innerJoin(prompts, eq(prompts.id, promptSearch.promptId))
      .where(where)
      .orderBy(desc(counter), desc(promptSearch.createdAt), desc(promptSearch.promptId))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
  ]);
  return listingOf(
    rows.map((row) => row.id),
    total,
  );
}
