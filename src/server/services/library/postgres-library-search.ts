/**
 * The library's search in the database (decision 025), the same on
 * Postgres and PGlite: the terms are stemmed and expanded to the
 * vocabulary's words, then one query finds, ranks and counts the matches
 * (search-listing.ts). When nothing matches, the nearest spelling the
 * library knows is tried, and the listing says so.
 *
 * How the newest matches are found depends on the words index the
 * migration could build. With RUM, the app weighs, from the planner's own
 * statistics, what RUM reads for the whole query (every posting of every
 * word it lists), a walk of the date index (about RANK_BOUND / share rows),
 * and RUM's order for one part of the query, its rows tested for the rest
 * (decision 039); a walk or a part that stops at its cap short of the
 * bound is redone through RUM. With GIN, Postgres chooses between the walk
 * and the index.
 */
import { sql } from 'drizzle-orm';
import { isCounterSort } from '../../../shared/library-limits.ts';
import type { Database } from '../../db/client.ts';
import { promptSearch } from '../../db/schema.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { SearchOrder, ServiceMetrics } from '../../metrics/service-metrics.ts';
import type { LibraryListing } from './library-cache.ts';
import { RANK_BOUND, type LibrarySearch, type SearchInput } from './library-search.ts';
import {
  buildClauses,
  filterWords,
  type SearchClauses,
  type TermExpansion,
} from './search-clauses.ts';
import { expandTerms } from './search-expansion.ts';
import { type NewestOrder, searchListing } from './search-listing.ts';
import { type SearchTerm, searchTerms, stemTerms } from './search-query.ts';
import { suggestSpelling } from './spelling.ts';
import { createWordStatistics, type WordStatistics } from './word-statistics.ts';

const NOTHING: LibraryListing = { ids: [], total: 0 };

/**
 * What finding the newest matches costs, in RUM index items (about 0.3 µs
 * each, measured at 100,000 prompts). RUM reads every posting of every
 * lexeme the query lists, and merges a posting against each other lexeme
 * of its OR: "time" alone read 8,639 postings in 2.2 ms, the fifteen words
 * "tim" expands to read 22,927 in 123 ms. A walk of the date index tests
 * about RANK_BOUND / share rows, each about ten items' worth (3 µs).
 */
const WALK_ROW_IN_ITEMS = 10;
/**
 * RUM's items cost about this many times more when the query ANDs two
 * parts or more (1.5 µs a posting for "minutes & lessons" against 0.35 µs
 * for one OR; "launch instagram" at 100,000 prompts: 10.3 ms of Postgres
 * CPU through RUM for both, 2.6 ms with "instagram" first).
 */
const AND_ITEM_FACTOR = 4;
/** A walk stops after this many times the rows its share predicts (a misjudged share). */
const WALK_MARGIN = 4;
/**
 * Past about this share of its own estimate of a part's rows, a cap makes
 * Postgres read and sort every row of the part instead of taking them from
 * RUM in date order (it prices RUM's rows as random reads and does not see
 * the filter stop early): "logo boa" at 100,000 prompts, capped at 3,177 of
 * an estimated 3,756 rows, read and sorted 5,630 rows in 37 ms, where RUM's
 * order took 5 ms for 771. Setting bitmap scans off for the statement
 * would need a transaction, which cost the app more CPU than it saved.
 */
const SORTED_PART_SHARE = 0.5;

/** Which access method built prompt_search_words_idx: 'rum', 'gin', or null when it is missing. */
async function readWordsIndexMethod(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ method: sql<string>`am.amname` })
    .from(sql`pg_class c join pg_am am on am.oid = c.relam`)
    .where(sql`c.relname = 'prompt_search_words_idx'`);
  return row?.method ?? null;
}

/**
 * One part of a search (a term's words, or a filter), as shares of the
 * rows. The words of a term's OR often share rows ("icon", "icons"), so
 * the share of rows it matches is taken as its commonest word's, the
 * least it can be (a walk judged on more stops short, or walks far: "ico"
 * at 100,000 prompts, 2.8 % of the rows where its words' shares add up to
 * 7 %); RUM reads the postings of every word, so those add up.
 */
export interface PartEstimate {
  /** Share of rows it matches (at least). */
  share: number;
  /** Its words' shares added up: RUM's postings, and Postgres's own estimate of its rows. */
  postings: number;
  lexemes: number;
}

function partOf(shares: number[]): PartEstimate {
  return {
    share: Math.max(0, ...shares),
    postings: shares.reduce((sum, share) => sum + share, 0),
    lexemes: Math.max(shares.length, 1),
  };
}

function wordsPart(statistics: WordStatistics, words: string[]): PartEstimate {
  return partOf(words.map((word) => statistics.shares.get(word) ?? statistics.unlisted));
}

/** A term under three letters is a prefix: every common lexeme starting with it. */
function prefixPart(statistics: WordStatistics, prefix: string): PartEstimate {
  const shares: number[] = [];
  for (const [word, share] of statistics.shares) if (word.startsWith(prefix)) shares.push(share);
  return partOf(shares);
}

/**
 * Each part of a search (the parts of its tsquery, in order: the listed
 * terms, then the filters), from the statistics' common words; a word they
 * do not list gets Postgres's own guess for an unlisted lexeme
 * (WordStatistics.unlisted).
 */
function estimateParts(
  statistics: WordStatistics,
  terms: SearchTerm[],
  expansions: TermExpansion[],
  input: SearchInput,
): PartEstimate[] {
  const parts: PartEstimate[] = [];
  for (const [index, expansion] of expansions.entries()) {
    const term = terms[index];
    if (!term || expansion.kind === 'too-many') continue;
    parts.push(
      expansion.kind === 'prefix'
        ? prefixPart(statistics, term.term)
        : wordsPart(statistics, expansion.words),
    );
  }
  for (const filter of filterWords(input)) parts.push(wordsPart(statistics, [filter]));
  return parts;
}

/** Share of rows matching all of `parts`, taking them as independent. */
function shareOfAll(parts: PartEstimate[]): number {
  return parts.reduce((share, part) => share * Math.min(part.share, 1), 1);
}

/** RUM index items read for `parts`, as a share of the rows: each part's postings times its lexemes. */
function indexItems(parts: PartEstimate[]): number {
  return parts.reduce((sum, part) => sum + part.postings * part.lexemes, 0);
}

/** One way to find the newest matches, with what it costs in index items. */
interface Costed {
  order: NewestOrder;
  cost: number;
}

/**
 * Reading one part's postings through RUM, newest first, and testing each
 * of its rows for the rest until the bound: the rows needed are
 * RANK_BOUND / (the share of the part's rows matching the rest). Words
 * typed together tend to occur together (two words of one title), so that
 * share is taken as the square root of the rest's share of the library,
 * between independent words (the share itself) and words always together
 * (1): "comment accoun" at 100,000 prompts, 65 % of the rows of "accoun"
 * hold "comment", which 8.6 % of the library holds.
 */
function partFirst(parts: PartEstimate[], index: number, rows: number): Costed | null {
  const part = parts[index];
  if (!part || part.share <= 0) return null;
  const independent = shareOfAll(parts.filter((_, other) => other !== index));
  const rest = Math.sqrt(independent);
  if (rest <= 0) return null;
  const needed = (RANK_BOUND + 1) / rest;
  const partRows = part.postings * rows;
  const read = part.postings * part.lexemes * rows;
  // Capped at half its rows or less, the part comes from RUM in date
  // order and the filter stops at the bound; a cap nearer its rows makes
  // Postgres read all of them and sort them, wide rows, about twice a row
  // test each (then a count shows whether it read them all).
  const ordered = Math.floor(partRows * SORTED_PART_SHARE);
  if (ordered >= needed) {
    const cap = Math.min(Math.ceil(needed * WALK_MARGIN), ordered);
    // Were the words independent, the capped rows would hold fewer than
    // the bound: the search may be redone through RUM, so count that in
    // (two unrelated words, "fifty keeps", mostly match nothing).
    const redo =
      cap * independent < RANK_BOUND + 1 ? indexItems(parts) * rows * AND_ITEM_FACTOR : 0;
    return {
      order: { kind: 'part first', part: index, rows: cap },
      cost: read + needed * WALK_ROW_IN_ITEMS + redo,
    };
  }
  return {
    order: { kind: 'part first', part: index, rows: Math.ceil(needed * WALK_MARGIN), whole: true },
    cost: read + partRows * WALK_ROW_IN_ITEMS * 2,
  };
}

/**
 * The cheapest of: RUM's date order for the whole query, a capped walk of
 * the date index, or (two parts or more) RUM's order for one part with the
 * rest tested on each row.
 */
export function chooseOrder(parts: PartEstimate[], rows: number): NewestOrder {
  const matching = shareOfAll(parts);
  if (parts.length === 0 || matching <= 0) return { kind: 'index order' };
  const and = parts.length > 1 ? AND_ITEM_FACTOR : 1;
  const ways: Costed[] = [{ order: { kind: 'index order' }, cost: indexItems(parts) * rows * and }];
  const walkRows = (RANK_BOUND + 1) / matching;
  ways.push({
    order: { kind: 'walk', rows: Math.ceil(walkRows * WALK_MARGIN) },
    cost: walkRows * WALK_ROW_IN_ITEMS,
  });
  if (parts.length > 1) {
    for (const index of parts.keys()) {
      const way = partFirst(parts, index, rows);
      if (way) ways.push(way);
    }
  }
  // The first of the cheapest: the index order on a tie.
  return ways.reduce((best, way) => (way.cost < best.cost ? way : best)).order;
}

/** A listing and the order it was read in (for the metrics). */
export interface Found {
  listing: LibraryListing;
  order: SearchOrder;
}

/**
 * The listing read in `order`, exact whatever its cap: a walk or a part's
 * rows that stopped at the cap short of the bound may have missed older
 * matches, and only the index can say how many there are; a part with no
 * more rows than the cap was read whole, and then nothing was missed.
 */
export async function exactListing(
  db: Database,
  terms: SearchTerm[],
  clauses: SearchClauses,
  input: Omit<SearchInput, 'search'>,
  order: NewestOrder,
): Promise<Found> {
  const found = await searchListing(db, terms, clauses, input, order);
  if ((order.kind !== 'walk' && order.kind !== 'part first') || found.totalIsLowerBound) {
    return { listing: found, order: order.kind };
  }
  // Counting a part's rows is worth it only when the cap may hold them all
  // ("email plan", capped well below its rows and short: 3.8 ms saved).
  if (order.kind === 'part first' && order.whole && (await partReadWhole(db, clauses, order))) {
    return { listing: found, order: order.kind };
  }
  const counted = await searchListing(db, terms, clauses, input, { kind: 'index order' });
  return { listing: counted, order: `${order.kind} then index order` };
}

/** Whether a part has no more rows than its cap: then its rows were all read. */
async function partReadWhole(
  db: Database,
  clauses: SearchClauses,
  order: { part: number; rows: number },
): Promise<boolean> {
  const part = clauses.parts[order.part];
  if (part === undefined) return false;
  const rows = db
    .select({ one: sql`1` })
    .from(promptSearch)
    .where(sql`${promptSearch.words} @@ ${part}::tsquery`)
    .limit(order.rows + 1)
    .as('rows');
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(rows);
  return (row?.count ?? Number.POSITIVE_INFINITY) <= order.rows;
}

export function createPostgresLibrarySearch(
  db: Database,
  log: ServiceLogger,
  metrics: Pick<ServiceMetrics, 'librarySearched'>,
): LibrarySearch {
  const statistics = createWordStatistics(db, log);
  let method: Promise<string | null> | null = null;

  async function newestOrder(
    terms: SearchTerm[],
    expansions: TermExpansion[],
    input: SearchInput,
  ): Promise<NewestOrder> {
    method ??= readWordsIndexMethod(db).catch((error: unknown) => {
      method = null;
      throw error;
    });
    if ((await method) !== 'rum') return { kind: 'planner' };
    const known = statistics.current();
    if (!known) return { kind: 'index order' };
    return chooseOrder(estimateParts(known, terms, expansions, input), known.rows);
  }

  async function listing(terms: SearchTerm[], input: SearchInput): Promise<Found> {
    const expansions = await expandTerms(db, terms);
    const clauses = buildClauses(terms, expansions, input);
    if (!clauses) return { listing: NOTHING, order: 'none' };
    // A term too common to list its words has no index to go to; counter
    // orders walk their own index (search-listing.ts); a few hundred
    // prompts of a collection are for the planner to join.
    if (clauses.match === null || isCounterSort(input.sort) || input.within !== undefined) {
      const planned = await searchListing(db, terms, clauses, input, { kind: 'planner' });
      return { listing: planned, order: 'planner' };
    }
    return exactListing(db, terms, clauses, input, await newestOrder(terms, expansions, input));
  }

  async function search(input: SearchInput, version: number | undefined): Promise<Found> {
    const typed = searchTerms(input.search);
    // Text with no letters or digits in it searches for nothing.
    if (typed.length === 0) return { listing: NOTHING, order: 'none' };
    const found = await listing(await stemTerms(db, typed), input);
    if (found.listing.total > 0 || input.literal) return found;
    // Nothing as typed: try the nearest spelling the library knows, and say so.
    const respelled = await suggestSpelling(db, typed, version);
    if (!respelled) return found;
    const corrected = await listing(await stemTerms(db, respelled), input);
    return corrected.listing.total > 0
      ? { ...corrected, listing: { ...corrected.listing, correctedSearch: respelled.join(' ') } }
      : found;
  }

  return {
    async search(input, version) {
      const started = performance.now();
      const found = await search(input, version);
      metrics.librarySearched(found.order, (performance.now() - started) / 1000);
      return found.listing;
    },
  };
}
