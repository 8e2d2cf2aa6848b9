/**
 * The public pages' first HTML (decision 018). The build renders every
 * public page once with the client's server entry
 * (scripts/prerender-pages.mjs → dist/prerender/pages.json, beside the
 * client build); the server reads that file at start and sends a page's
 * HTML inside #root. It depends only on the build, never on who asks or on
 * the database, so no request waits for a render. The browser paints it
 * before any script runs, then the app hydrates it.
 *
 * The pages are those of shared/public-pages.ts, and only for an address
 * the server answers 200 (an unknown blog post is a 404, sent empty).
 * Only a page's plain address is prerendered. With a query (a library
 * search, a blog tag) the app's first render depends on it, so that page
 * is sent empty for the app to render, as before.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

export interface PrerenderedPages {
  /** The rendered #root content for a page's plain address, or null to send it empty. */
  bodyFor: (route: string, hasQuery: boolean) => string | null;
}

const PAGES_FILE = z.record(z.string(), z.string());

export async function loadPrerenderedPages(
  clientDir: string,
  log: FastifyBaseLogger,
): Promise<PrerenderedPages> {
  const file = path.resolve(clientDir, '../prerender/pages.json');
  if (!existsSync(file)) {
    log.warn({ file }, 'no prerendered pages found: pages are sent empty for the app to render');
    return { bodyFor: () => null };
  }
  const pages = new Map(Object.entries(PAGES_FILE.parse(JSON.parse(await readFile(file, 'utf8')))));
  return { bodyFor: (route, hasQuery) => (hasQuery ? null : (pages.get(route) ?? null)) };
}
