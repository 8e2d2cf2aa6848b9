/**
 * The data two public pages show on their first render (decision 018):
 * home's trending prompts and the library's first page. For a visitor who
 * is not signed in, the server sends it with the page, rendered into the
 * HTML and as a JSON block the browser's app starts from, so the prompts
 * are on screen before any script runs and the app fetches nothing to
 * show them. Both sides ask with these very inputs, so the browser's first
 * queries find the data under their own keys.
 */
import { DEFAULT_LIBRARY_PAGE_SIZE, DEFAULT_TRENDING_LIMIT } from './library-limits.ts';

/** The page data block's element id. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The block's attribute holding how many milliseconds ago the server read the data. */
export const PAGE_DATA_AGE_ATTRIBUTE = 'data-age-ms';

/**
 * How long the browser's app keeps what it fetched before asking again
 * (providers.tsx). The server sends no page data older than this
 * (live-pages.ts): the app would only fetch it again on arrival.
 */
export const QUERY_STALE_MS = 30_000;

/** home-api.ts asks for this many trending prompts. */
export const HOME_TRENDING_INPUT = { limit: DEFAULT_TRENDING_LIMIT };

/** The library page's query at its plain address (use-library-filters.ts defaults). */
export const LIBRARY_FIRST_PAGE_INPUT = { page: 1, limit: DEFAULT_LIBRARY_PAGE_SIZE };
