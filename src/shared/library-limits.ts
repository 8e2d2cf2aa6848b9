/** Limits of the library's lists, shared by the doors and the screens. */

export const LIBRARY_PAGE_SIZES = [6, 12, 24, 48] as const;
export const DEFAULT_LIBRARY_PAGE_SIZE = 12;
export const MAX_LIBRARY_PAGE_SIZE = 48;
export const MAX_PAGE = 10_000;
export const MAX_SEARCH_LENGTH = 200;
export const DEFAULT_TRENDING_LIMIT = 6;
export const MAX_TRENDING_LIMIT = 50;
/** Ids are opaque; none of ours is longer. */
export const MAX_ID_LENGTH = 100;
/** How many prompts one bulk action (add to a collection, export, make private) names at most. */
export const MAX_SELECTION = 100;

/**
 * The library's orders. Relevance only means something with a search, and
 * is the default then; without one the default is newest.
 */
export const LIBRARY_SORTS = ['relevance', 'newest', 'most-used', 'most-liked'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];

export const LIBRARY_SORT_LABELS: Record<LibrarySort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  'most-used': 'Most used',
  'most-liked': 'Most liked',
};

export function isLibrarySort(value: string): value is LibrarySort {
  return (LIBRARY_SORTS as readonly string[]).includes(value);
}

/** The order a list actually has: the chosen one, or the default; relevance needs a search. */
export function effectiveLibrarySort(
  sort: LibrarySort | undefined,
  isSearching: boolean,
): LibrarySort {
  if (sort === undefined || (sort === 'relevance' && !isSearching)) {
    return isSearching ? 'relevance' : 'newest';
  }
  return sort;
}

/** Orders by live counters (uses, likes), which change without moving the library version. */
export function isCounterSort(sort: LibrarySort | undefined): boolean {
  return sort === 'most-used' || sort === 'most-liked';
}
