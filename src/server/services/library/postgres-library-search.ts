/**
 * The library's search in the database (decision 025), the same on
 * Postgres and PGlite: the terms are stemmed and expanded to the
 * vocabulary's words, then one query finds, ranks and counts the matches
 * (search-listing.ts). When nothing matches, the nearest spelling the
 * library knows is tried, and the listing says so.
 *
 * How the newest matches are found depends on the words index the
 * migration could build: with RUM, the index returns them in date order,
 * except for a single very common term, which a walk of the date index
 * finds sooner (the planner, with its own statistics, then chooses); with
 * GIN, the planner always chooses.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ServiceLogger } from '../../logging.ts';
import type { LibraryListing } from './library-cache.ts';
import { RANK_BOUND, type LibrarySearch, type SearchInput } from './library-search.ts';
import { buildClauses, type SearchClauses, type TermExpansion } from './search-clauses.ts';
import { expandTerms } from './search-expansion.ts';
import { type NewestOrder, searchListing } from './search-listing.ts';
import { type SearchTerm, searchTerms, stemTerms } from './search-query.ts';
import { suggestSpelling } from './spelling.ts';
import { createWordStatistics, type WordStatistics } from './word-statistics.ts';

const NOTHING: LibraryListing = { ids: [], total: 0 };

/**
 * A row tested on a walk of the date index costs about ten RUM index items
 * (measured at 100,000 prompts: 3.8 µs against 0.4 µs). A walk reads about
 * RANK_BOUND / share rows, RUM about share × rows items: the walk wins when
 * share² × rows > RANK_BOUND × 10.
 */
const WALK_COST_IN_ITEMS = 10;

/** Which access method built prompt_search_words_idx: 'rum', 'gin', or null when it is missing. */
async function readWordsIndexMethod(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ method: sql<string>`am.amname` })
    .from(sql`pg_class c join pg_am am on am.oid = c.relam`)
    .where(sql`c.relname = 'prompt_search_words_idx'`);
  return row?.method ?? null;
}

/** The share of rows holding any of these lexemes, as far as the statistics know (0 if not at all). */
function knownShare(statistics: WordStatistics, expansion: TermExpansion): number {
  if (expansion.kind !== 'words') return 0;
  const share = expansion.words.reduce((sum, word) => sum + (statistics.shares.get(word) ?? 0), 0);
  return Math.min(share, 1);
}

/**
 * With RUM, the index order serves every search but one of a single term
 * so common that walking the date index meets the bound sooner. Only the
 * statistics' common words count, so a misjudged term is a rarer one, which
 * RUM serves well; a search of several parts always goes to RUM, since
 * their shares multiplied would say nothing about their overlap.
 */
function chooseOrder(
  clauses: SearchClauses,
  expansions: TermExpansion[],
  statistics: WordStatistics | null,
): NewestOrder {
  if (clauses.match === null || clauses.rowChecks.length > 0) return 'planner';
  if (clauses.matchParts !== 1 || expansions.length !== 1 || !statistics) return 'index order';
  const [expansion] = expansions;
  const share = expansion ? knownShare(statistics, expansion) : 0;
  return share * share * statistics.rows > RANK_BOUND * WALK_COST_IN_ITEMS
    ? 'planner'
    : 'index order';
}

export function createPostgresLibrarySearch(db: Database, log: ServiceLogger): LibrarySearch {
  const statistics = createWordStatistics(db, log);
  let method: Promise<string | null> | null = null;

  async function newestOrder(
    clauses: SearchClauses,
    expansions: TermExpansion[],
  ): Promise<NewestOrder> {
    method ??= readWordsIndexMethod(db).catch((error: unknown) => {
      method = null;
      throw error;
    });
    if ((await method) !== 'rum') return 'planner';
    return chooseOrder(clauses, expansions, statistics.current());
  }

  async function listing(terms: SearchTerm[], input: SearchInput): Promise<LibraryListing> {
    const expansions = await expandTerms(db, terms);
    const clauses = buildClauses(terms, expansions, input);
    if (!clauses) return NOTHING;
    return searchListing(db, terms, clauses, input, await newestOrder(clauses, expansions));
  }

  return {
    async search(input, version) {
      const typed = searchTerms(input.search);
      // Text with no letters or digits in it searches for nothing.
      if (typed.length === 0) return NOTHING;
      const found = await listing(await stemTerms(db, typed), input);
      if (found.total > 0 || input.literal) return found;
      // Nothing as typed: try the nearest spelling the library knows, and say so.
      const respelled = await suggestSpelling(db, typed, version);
      if (!respelled) return found;
      const corrected = await listing(await stemTerms(db, respelled), input);
      return corrected.total > 0 ? { ...corrected, correctedSearch: respelled.join(' ') } : found;
    },
  };
}
