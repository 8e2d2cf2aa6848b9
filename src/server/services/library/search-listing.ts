/**
 * The SQL of one page of a library search (decisions 017 and 025), given
 * its clauses (search-clauses.ts).
 *
 * Relevance and Newest rank only the newest RANK_BOUND + 1 matches, and
 * past the bound the total is "more than" it. Those newest matches are
 * found one of three ways:
 * - `index order`: the RUM index over the words returns them newest first
 *   (RUM keeps each word's prompts with their creation date), reading index
 *   items only, about one per match of the query;
 * - `walk`: the newest rows of the date index, tested one by one, up to a
 *   cap; a common query meets the bound long before it (when it does not,
 *   the caller asks the index instead);
 * - `part first`: RUM's date order for one part of the search only (its
 *   cheapest: a rare term), each of those rows tested for the rest, up to
 *   a cap (decision 039). RUM reads that part's postings alone, not those
 *   of a common term beside it, and the rest costs a row test per row;
 * - `planner`: ordered by the date index, and Postgres chooses between
 *   walking it newest first, testing each row (soon done for a common
 *   word), and collecting every match through the words index then keeping
 *   the newest (a rare word). Without RUM this is the only way.
 * Every way, the rows are ranked and paged by the same outer query.
 * Most used and Most liked order the matches by the live counters on
 * prompts, walking the (status, counter) index for a common search; they
 * are never cached.
 */
import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { isCounterSort } from '../../../shared/library-limits.ts';
import type { ListPromptsInput } from '../../../shared/prompt-inputs.ts';
import type { Database } from '../../db/client.ts';
import { prompts, promptSearch } from '../../db/schema.ts';
import type { LibraryListing } from './library-cache.ts';
import { PUBLIC_STATUS } from '../prompt-visibility.ts';
import { boundedListing, RANK_BOUND } from './library-search.ts';
import type { SearchClauses } from './search-clauses.ts';
import { containsAnyForm, type SearchTerm, titleRank } from './search-query.ts';

/**
 * How the newest matches are found: RUM's date order, a walk of the date
 * index capped at `rows` rows (a common query), or Postgres's choice.
 */
export type NewestOrder =
  | { kind: 'index order' }
  | { kind: 'walk'; rows: number }
  /**
   * `part`: an index into the clauses' parts; `rows`: the cap on that
   * part's rows tested; `whole`: the cap may hold all of the part's rows.
   */
  | { kind: 'part first'; part: number; rows: number; whole?: boolean }
  | { kind: 'planner' };

/**
 * Any moment later than every prompt: RUM orders by the distance to it.
 * Near enough that the distance (seconds, a double) keeps microseconds.
 */
const LATER_THAN_ALL = sql`'2200-01-01T00:00:00Z'::timestamptz`;

function matchCondition(
  clauses: SearchClauses,
  within: readonly string[] | undefined,
): SQL | undefined {
  const { words, document } = promptSearch;
  return and(
    clauses.match === null ? undefined : sql`${words} @@ ${clauses.match}::tsquery`,
    ...clauses.rowChecks.map((term) => containsAnyForm(document, term)),
    within === undefined
      ? undefined
      : sql`${promptSearch.promptId} = any(${sql.param([...within])}::uuid[])`,
  );
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

export async function searchListing(
  db: Database,
  terms: SearchTerm[],
  clauses: SearchClauses,
  input: ListPromptsInput & { within?: readonly string[] | undefined },
  order: NewestOrder,
): Promise<LibraryListing> {
  // Within a set of prompts only the planner's order is exact: a capped
  // source would cut rows before the set is applied (the caller asks for it).
  const where = matchCondition(clauses, input.within);
  if (isCounterSort(input.sort)) return byCounter(db, where, input);
  const byRelevance = input.sort !== 'newest';
  const { words, createdAt, promptId } = promptSearch;
  const kind = sql<number>`case when ${words} @@ ${clauses.wholeWords}::tsquery then 3
    when ${words} @@ ${clauses.wordStarts}::tsquery then 2 else 1 end`;
  const columns = {
    id: sql<string>`${promptId}`.as('id'),
    createdAt: sql<Date>`${createdAt}`.as('created_at'),
    kind: (byRelevance ? kind : sql<number>`0`).as('kind'),
    inTitle: (byRelevance ? titleRank(terms) : sql<number>`0`).as('in_title'),
  };
  const newestFirst = [desc(createdAt), desc(promptId)];
  // Read twice (total and page), so Postgres materializes it: one search.
  const candidates = db.$with('candidates').as(
    db
      .select(columns)
      .from(newestSource(db, clauses, order))
      .where(where)
      .orderBy(...newestOrderBy(order, newestFirst))
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
  return boundedListing(
    page.map((row) => row.id),
    total,
  );
}

/** How far the newest date is from each row's: RUM's order, and a column of the part-first rows. */
const NEWNESS = sql`${promptSearch.createdAt} <=| ${LATER_THAN_ALL}`;

/**
 * The rows the search's condition is applied to. A capped source is a
 * subquery that keeps the table's name, so the columns, conditions and
 * rank expressions read it unchanged; the cap applies to the rows read,
 * the condition to those rows.
 */
function newestSource(db: Database, clauses: SearchClauses, order: NewestOrder) {
  if (order.kind === 'walk') {
    return db
      .select()
      .from(promptSearch)
      .orderBy(desc(promptSearch.createdAt), desc(promptSearch.promptId))
      .limit(order.rows)
      .as('prompt_search');
  }
  if (order.kind === 'part first') {
    const part = clauses.parts[order.part] ?? clauses.match;
    // The whole condition is tested again outside: a part of an AND holds
    // for every match, so the newest rows holding it, filtered, are the
    // newest matches. Its newness is a column, so the order outside is
    // the order RUM returns them in, and the filter stops at the bound.
    return db
      .select({
        ...getTableColumns(promptSearch),
        newness: sql<number>`${NEWNESS}`.as('newness'),
      })
      .from(promptSearch)
      .where(sql`${promptSearch.words} @@ ${part}::tsquery`)
      .orderBy(NEWNESS)
      .limit(order.rows)
      .as('prompt_search');
  }
  return promptSearch;
}

function newestOrderBy(order: NewestOrder, newestFirst: SQL[]): SQL[] {
  if (order.kind === 'index order') return [NEWNESS];
  if (order.kind === 'part first') return [sql`newness`];
  return newestFirst;
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
      // Every searched prompt is approved; saying so, and ordering by the
      // prompts' own columns, lets Postgres walk the (status, counter,
      // created_at, id) index and stop at the page for a common search,
      // instead of sorting every match (1.4 s for "write" at a million).
      .where(and(where, eq(prompts.status, PUBLIC_STATUS)))
      .orderBy(desc(counter), desc(prompts.createdAt), desc(prompts.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
  ]);
  return boundedListing(
    rows.map((row) => row.id),
    total,
  );
}
