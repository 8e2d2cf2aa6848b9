/**
 * The public pages' #root content (decision 022), from the client's one
 * server renderer (dist/prerender/prerender.js, src/client/prerender.tsx):
 * - as built: every public page without data, rendered once by the build
 *   (dist/prerender/pages.json) and read here at start. Pages without data
 *   are the same for every visitor; home and the library as built are what
 *   a signed-in member gets (their first render holds their own likes).
 * - with data: a page rendered with the queries the server fetched for
 *   the request (page-queries.ts). The same data renders the same HTML, so
 *   the last renders are kept by what they show (the answer's ETag): a
 *   render costs the library 100 ms and more of a busy server's main
 *   thread, which Lighthouse counted in the page's first byte. New data is
 *   always rendered; nothing is kept for a time.
 * Only a page's plain address is rendered. With a query (a library
 * search, a blog tag) the app's first render depends on it, so that page
 * is sent empty for the app to render.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DehydratedState } from '@tanstack/react-query';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

export interface PageRenderer {
  /** The built #root content for a page's plain address, or null to send it empty. */
  builtBody: (route: string, hasQuery: boolean) => string | null;
  /**
   * The page rendered with these queries, or null when there is no
   * renderer. `key` names what it shows (route, head and data): the same
   * key gets the same HTML.
   */
  render: (route: string, state: DehydratedState, key: string) => Promise<string | null>;
}

type RenderPage = (route: string, state?: DehydratedState) => Promise<string>;

const PAGES_FILE = z.record(z.string(), z.string());

/** Renders kept, the least recently sent dropped first (about 150 KB each). */
const KEPT_RENDERS = 50;

async function loadBuiltPages(dir: string, log: FastifyBaseLogger): Promise<Map<string, string>> {
  const file = path.join(dir, 'pages.json');
  if (!existsSync(file)) {
    log.warn({ file }, 'no prerendered pages found: pages are sent empty for the app to render');
    return new Map();
  }
  return new Map(Object.entries(PAGES_FILE.parse(JSON.parse(await readFile(file, 'utf8')))));
}

async function loadRenderPage(dir: string): Promise<RenderPage | null> {
  const entry = path.join(dir, 'prerender.js');
  if (!existsSync(entry)) return null;
  const loaded = (await import(pathToFileURL(entry).href)) as { renderPage?: unknown };
  const render = loaded.renderPage;
  return typeof render === 'function' ? (render as RenderPage) : null;
}

export async function loadPageRenderer(
  clientDir: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer> {
  const dir = path.resolve(clientDir, '../prerender');
  const built = await loadBuiltPages(dir, log);
  const renderPage = await loadRenderPage(dir);
  const kept = new Map<string, string>();
  return {
    builtBody: (route, hasQuery) => (hasQuery ? null : (built.get(route) ?? null)),
    render: async (route, state, key) => {
      if (!renderPage) return null;
      const html = kept.get(key) ?? (await renderPage(route, state));
      // Map order is insertion order: re-inserting marks it the most recent.
      kept.delete(key);
      kept.set(key, html);
      for (const oldest of kept.keys()) {
        if (kept.size <= KEPT_RENDERS) break;
        kept.delete(oldest);
      }
      return html;
    },
  };
}
