/**
 * The pages' first HTML, rendered on the server (decision 018). The server
 * builds this file (`vite build --ssr`), renders each public page once, and
 * sends it inside #root, so a visitor sees the page before any script has
 * run; main.tsx then hydrates it. It renders the very tree main.tsx does,
 * at the requested path, so the two agree node for node. Data (a signed-in
 * member, a list of prompts) is never fetched here: those parts render as
 * they first do in the browser, loading, and fill in once the app runs.
 */
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { AppRoot } from './app/app-root.tsx';
import { preloadScreenAt } from './app/public-screens.tsx';

/** Screens are lazy chunks; each warm-up loads those the last one waited for. */
const MAX_PASSES = 4;

/** React marks a boundary it could not finish (a chunk not loaded yet) with this comment. */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * The page rendered in place, with no script. A streaming render would
 * outline large parts and add inline scripts to move them, which the
 * site's content-security policy (rightly) refuses, so the page is
 * rendered to a string once a warm-up render has loaded every lazy chunk
 * on its path.
 */
export async function renderPage(path: string): Promise<string> {
  // As the browser does before it hydrates, so both render the same tree.
  await preloadScreenAt(path);
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    await prerender(<AppRoot ssrPath={path} />);
    const html = renderToString(<AppRoot ssrPath={path} />);
    if (!html.includes(UNFINISHED_BOUNDARY) && !/<script\b/i.test(html)) return html;
  }
  throw new Error(`${path} still waits for a chunk after ${MAX_PASSES} passes`);
}
