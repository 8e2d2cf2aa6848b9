/**
 * The public pages' #root content (decision 022), from the client's one
 * server renderer (dist/prerender/prerender.js, src/client/prerender.tsx):
 * - as built: every public page without data, rendered once by the build
 *   (dist/prerender/pages.json) and read here at start. Pages without data
 *   are the same for every visitor; home and the library as built are what
 *   a signed-in member gets (their first render holds their own likes).
 * - with data: a page rendered per request with the queries the server
 *   fetched (page-queries.ts).
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
  /** The page rendered with these queries, or null when there is no renderer. */
  render: (route: string, state: DehydratedState) => Promise<string | null>;
}

type RenderPage = (route: string, state?: DehydratedState) => Promise<string>;

const PAGES_FILE = z.record(z.string(), z.string());

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
  return {
    builtBody: (route, hasQuery) => (hasQuery ? null : (built.get(route) ?? null)),
    render: async (route, state) => (renderPage ? renderPage(route, state) : null),
  };
}
