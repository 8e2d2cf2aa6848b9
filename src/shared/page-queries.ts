/**
 * What the server fetches for a page's first render, for a visitor who is
 * not signed in (decision 022): the screens ask with these very inputs, so
 * the queries the server sends (TanStack Query's dehydrated state, keyed by
 * tRPC as in the browser) are found by the screens' own first queries.
 */
import { DEFAULT_LIBRARY_PAGE_SIZE, DEFAULT_TRENDING_LIMIT } from './library-limits.ts';

/** The element holding the page's dehydrated queries (JSON the browser never runs). */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/** home-api.ts asks for this many trending prompts. */
export const HOME_TRENDING_INPUT = { limit: DEFAULT_TRENDING_LIMIT };

/** The library page's query at its plain address (use-library-filters.ts defaults). */
export const LIBRARY_FIRST_PAGE_INPUT = { page: 1, limit: DEFAULT_LIBRARY_PAGE_SIZE };
