/**
 * The library's search in the database (decision 025), the same on
 * Postgres and PGlite: the terms are stemmed and expanded to the
 * vocabulary's words, then one query finds, ranks and counts the matches
 * (search-listing.ts). When nothing matches, the nearest spelling the
 * library knows is tried, and the listing says so.
 *
 * How the newest matches are found depends on the words index the
 * migration could build. With RUM, the app weighs, from the planner's own
 * statistics, what RUM reads (every posting of every word the query lists)
 * against a walk of the date index (about RANK_BOUND / share rows), and a
 * walk that stops at its cap short of the bound is redone through RUM.
 * With GIN, Postgres chooses between the same walk and the index.
 */
import { sql } from 'drizzle-orm';
import { isCounterSort } from '../../../shared/library-limits.ts';
import type { Database } from '../../db/client.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { SearchOrder, ServiceMetrics } from '../../metrics/service-metrics.ts';
import type { LibraryListing } from './library-cache.ts';
import { RANK_BOUND, type LibrarySearch, type SearchInput } from './library-search.ts';
import { buildClauses, filterWords, type TermExpansion } from './search-clauses.ts';
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
/** A walk stops after this many times the rows its share predicts (a misjudged share). */
const WALK_MARGIN = 4;

/** Which access method built prompt_search_words_idx: 'rum', 'gin', or null when it is missing. */
async function readWordsIndexMethod(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ method: sql<string>`am.amname` })
    .from(sql`pg_class c join pg_am am on am.oid = c.relam`)
    .where(sql`c.relname = 'prompt_search_words_idx'`);
  return row?.method ?? null;
}

/** One part of a search (a term's words, or a filter): the share of rows it matches, and its lexemes. */
interface PartEstimate {
  share: number;
  lexemes: number;
}

function wordsPart(statistics: WordStatistics, words: string[]): PartEstimate {
  const share = words.reduce(
    (sum, word) => sum + (statistics.shares.get(word) ?? statistics.unlisted),
    0,
  );
  return { share, lexemes: words.length };
}

/** A term under three letters is a prefix: every common lexeme starting with it. */
function prefixPart(statistics: WordStatistics, prefix: string): PartEstimate {
  let share = 0;
  let lexemes = 0;
  for (const [word, wordShare] of statistics.shares) {
    if (!word.startsWith(prefix)) continue;
    share += wordShare;
    lexemes += 1;
  }
  return { share, lexemes: Math.max(lexemes, 1) };
}

export interface QueryEstimate {
  /** Share of rows matching, taking the parts as independent. */
  matching: number;
  /** RUM index items read, as a share of the rows: each part's postings times its lexemes. */
  indexItems: number;
}

/**
 * How much of the library a search matches and what RUM would read for
 * it, from the statistics' common words; a word they do not list gets
 * Postgres's own guess for an unlisted lexeme (WordStatistics.unlisted).
 */
function estimate(
  statistics: WordStatistics,
  terms: SearchTerm[],
  expansions: TermExpansion[],
  input: SearchInput,
): QueryEstimate {
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
  return {
    matching: parts.reduce((share, part) => share * Math.min(part.share, 1), 1),
    indexItems: parts.reduce((sum, part) => sum + part.share * part.lexemes, 0),
  };
}

/** RUM's date order, or a capped walk of the date index when that reads less. */
export function chooseOrder({ matching, indexItems }: QueryEstimate, rows: number): NewestOrder {
  if (matching <= 0) return { kind: 'index order' };
  const walkRows = (RANK_BOUND + 1) / matching;
  if (walkRows * WALK_ROW_IN_ITEMS >= indexItems * rows) return { kind: 'index order' };
  return { kind: 'walk', rows: Math.ceil(walkRows * WALK_MARGIN) };
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
    return chooseOrder(estimate(known, terms, expansions, input), known.rows);
  }

  /** A listing and the order it was read in (for the metrics). */
  interface Found {
    listing: LibraryListing;
    order: SearchOrder;
  }

  async function listing(terms: SearchTerm[], input: SearchInput): Promise<Found> {
    const expansions = await expandTerms(db, terms);
    const clauses = buildClauses(terms, expansions, input);
    if (!clauses) return { listing: NOTHING, order: 'none' };
    // A term too common to list its words has no index to go to; counter
    // orders walk their own index (search-listing.ts).
    if (clauses.match === null || isCounterSort(input.sort)) {
      const planned = await searchListing(db, terms, clauses, input, { kind: 'planner' });
      return { listing: planned, order: 'planner' };
    }
    const order = await newestOrder(terms, expansions, input);
    const found = await searchListing(db, terms, clauses, input, order);
    // A walk that stopped at its cap short of the bound may have missed
    // older matches: only the index can say how many there are.
    if (order.kind === 'walk' && !found.totalIsLowerBound) {
      const counted = await searchListing(db, terms, clauses, input, { kind: 'index order' });
      return { listing: counted, order: 'walk then index order' };
    }
    return { listing: found, order: order.kind };
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
