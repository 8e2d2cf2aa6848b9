/**
 * The library's search behind one seam (decision 025): which approved
 * prompts match what was typed, in the order asked for, how many match,
 * and the respelling tried when nothing does. The listing, its cache and
 * the doors only see this interface; today one implementation runs it in
 * the database (postgres-library-search.ts, on Postgres and PGlite alike).
 * An external engine would be another implementation, fed from the same
 * triggers that keep prompt_search.
 */
import type { ListPromptsInput } from '../../../shared/prompt-inputs.ts';
import type { LibraryListing } from './library-cache.ts';

/** How many matches are ranked and counted at most (decision 017). */
export const RANK_BOUND = 200;

/**
 * A listing input that has a search; `within`: only among these prompts (a
 * collection's, at most a few hundred), whatever the order asked for.
 */
export type SearchInput = ListPromptsInput & {
  search: string;
  within?: readonly string[] | undefined;
};

export interface LibrarySearch {
  /**
   * One page of the prompts matching `input.search`. `version`: the library
   * version the search is answered at, when the caller knows it (work that
   * only changes with the library, such as respellings, is kept for it).
   */
  search(input: SearchInput, version?: number): Promise<LibraryListing>;
}

/** The listing of a page cut from `total` matches, saying "more than" past the bound. */
export function boundedListing(ids: string[], total: number): LibraryListing {
  return total > RANK_BOUND ? { ids, total: RANK_BOUND, totalIsLowerBound: true } : { ids, total };
}
