/**
 * The pages' first HTML, rendered at build time (decision 018). The build
 * compiles this file (`vite build --ssr`) and scripts/prerender-pages.mjs
 * renders each public page with it into dist/prerender/pages.json; the
 * server sends a page's HTML inside #root, so a visitor sees the page
 * before any script has run; main.tsx then hydrates it. It renders the very tree main.tsx does,
 * at the requested path, so the two agree node for node. Data is never
 * fetched here: a page renders what it is handed (lib/page-data.ts; the
 * server hands home and the library their prompts, pages/live-pages.ts,
 * which renders them at request time), and every other part renders as it
 * first does in the browser, loading, and fills in once the app runs.
 */
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { AppRoot } from './app/app-root.tsx';
import { parsePageData } from './lib/page-data.ts';
import { preloadScreenAt } from './app/public-screens.tsx';
import { publicPageRoutes } from '../shared/public-page-routes.ts';

/** Screens are lazy chunks; each warm-up loads those the last one waited for. */
const MAX_PASSES = 4;

/** React marks a boundary it could not finish (a chunk not loaded yet) with this comment. */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * The page rendered in place, with no script. A streaming render would
 * outline large parts and add inline scripts to move them, which the
 * site's content-security policy (rightly) refuses, so the page is
 * rendered to a string; when a lazy chunk on its path was not loaded yet,
 * a warm-up render loads it and the string is rendered again.
 */
export async function renderPage(path: string, pageDataText?: string): Promise<string> {
  // As the browser does before it hydrates, so both render the same tree.
  await preloadScreenAt(path);
  const pageData = parsePageData(pageDataText);
  const app = <AppRoot ssrPath={path} pageData={pageData} />;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const html = renderToString(app);
    if (!html.includes(UNFINISHED_BOUNDARY) && !/<script\b/i.test(html)) return html;
    await prerender(app);
  }
  throw new Error(`${path} still waits for a chunk after ${MAX_PASSES} passes`);
}

/** Every public page's #root content, by address (scripts/prerender-pages.mjs writes it out). */
export async function renderPages(): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const route of publicPageRoutes()) pages[route] = await renderPage(route);
  return pages;
}
