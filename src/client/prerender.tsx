/**
 * The server's renderer (decision 022): the client build compiles this
 * file a second time (`vite build --ssr`, dist/prerender/prerender.js).
 * The server renders a page with data per request with it (its queries
 * fetched and dehydrated on the server, server/pages/page-queries.ts), and
 * the build renders every public page once without data
 * (scripts/prerender-pages.mjs). It renders the very tree main.tsx hydrates,
 * at the requested path, so the two agree node for node.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { AppRoot } from './app/app-root.tsx';
import { preloadScreenAt } from './app/public-screens.tsx';
import { publicPageRoutes } from '../shared/public-page-routes.ts';

/** React marks a boundary it could not finish (a chunk not loaded yet) with this comment. */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * The page's #root content. Rendered to a string, in place: a streaming
 * render outlines large parts and adds inline scripts to move them, which
 * the content-security policy refuses. The screen is loaded first, as the
 * browser does before it hydrates; a lazy part still missing on the first
 * render of a process is loaded by one static render, and the string is
 * rendered again.
 */
export async function renderPage(path: string, queryState?: DehydratedState): Promise<string> {
  await preloadScreenAt(path);
  const app = <AppRoot ssrPath={path} queryState={queryState} />;
  let html = renderToString(app);
  if (html.includes(UNFINISHED_BOUNDARY)) {
    await prerender(app);
    html = renderToString(app);
  }
  if (html.includes(UNFINISHED_BOUNDARY) || /<script\b/i.test(html)) {
    throw new Error(`${path} did not render whole`);
  }
  return html;
}

/** Every public page without data, by address (scripts/prerender-pages.mjs writes it out). */
export async function renderPages(): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const route of publicPageRoutes()) pages[route] = await renderPage(route);
  return pages;
}
