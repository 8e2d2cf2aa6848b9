/**
 * The data home and the library show on their first render, fetched for a
 * visitor who is not signed in and sent with the page (shared/page-data.ts,
 * decision 018): rendered into the HTML, and as a JSON block the browser's
 * app starts from.
 */
import superjson from 'superjson';
import {
  HOME_TRENDING_INPUT,
  LIBRARY_FIRST_PAGE_INPUT,
  PAGE_DATA_AGE_ATTRIBUTE,
  PAGE_DATA_ELEMENT_ID,
} from '../../shared/page-data.ts';
import { listPromptsInput, trendingPromptsInput } from '../../shared/prompt-inputs.ts';
import { listLibraryPrompts, listTrendingPrompts } from '../services/library/library.ts';
import type { ServiceDeps } from '../services/service-deps.ts';

/** The routes that are sent with data. */
export const PAGE_DATA_ROUTES: readonly string[] = ['/', '/library'];

export function hasPageData(route: string): boolean {
  return PAGE_DATA_ROUTES.includes(route);
}

/** The route's data as superjson text (as the API would answer an anonymous caller). */
export async function loadPageData(deps: ServiceDeps, route: string): Promise<string> {
  if (route === '/') {
    const trending = await listTrendingPrompts(
      deps,
      null,
      trendingPromptsInput.parse(HOME_TRENDING_INPUT),
    );
    return superjson.stringify({ trending });
  }
  const input = listPromptsInput.parse(LIBRARY_FIRST_PAGE_INPUT);
  return superjson.stringify({ libraryFirstPage: await listLibraryPrompts(deps, null, input) });
}

/**
 * The data made safe to sit in a block the browser never runs. Prompt
 * titles are anyone's text: every character that could end the element or
 * start markup is escaped (still the same JSON), so no title can close it.
 */
export function escapePageData(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The block itself, with how long ago the server read the data, so the
 * browser dates it as its own fetch would be dated and asks again only once
 * it is stale (a relative age: the two clocks need not agree).
 */
export function pageDataTag(safeJson: string, ageMs: number): string {
  const age = Math.max(0, Math.round(ageMs));
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}" ${PAGE_DATA_AGE_ATTRIBUTE}="${age}">${safeJson}</script>`;
}
