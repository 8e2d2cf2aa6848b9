/**
 * The public pages' first HTML (decision 018). The client build includes a
 * server entry (src/client/prerender.tsx → dist/prerender/prerender.js)
 * that renders the app at a path; each public page is rendered once, when
 * first asked for, and kept: its HTML depends only on the build, never on
 * who asks or on the database. The browser paints it before any script
 * runs, then the app hydrates it.
 *
 * The pages are those of shared/public-pages.ts, and only for an address
 * the server answers 200 (an unknown blog post is a 404, sent empty).
 * Only a page's plain address is prerendered. With a query (a library
 * search, a blog tag) the app's first render depends on it, so that page
 * is sent empty for the app to render, as before.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { publicPageAt } from '../../shared/public-pages.ts';

type RenderPage = (path: string) => Promise<string>;

export interface PrerenderedPages {
  /** The rendered #root content for a page's plain address, or null to send it empty. */
  bodyFor: (route: string, hasQuery: boolean) => Promise<string | null>;
}

const NONE: PrerenderedPages = { bodyFor: async () => null };

function isRenderer(value: unknown): value is RenderPage {
  return typeof value === 'function';
}

export async function loadPrerenderedPages(
  clientDir: string,
  log: FastifyBaseLogger,
): Promise<PrerenderedPages> {
  const entry = path.resolve(clientDir, '../prerender/prerender.js');
  if (!existsSync(entry)) {
    log.warn({ entry }, 'no prerender build found: pages are sent empty for the app to render');
    return NONE;
  }
  const loaded = (await import(pathToFileURL(entry).href)) as { renderPage?: unknown };
  const render = loaded.renderPage;
  if (!isRenderer(render)) throw new Error(`${entry} does not export renderPage`);
  const rendered = new Map<string, Promise<string | null>>();
  return {
    bodyFor: (route, hasQuery) => {
      if (hasQuery || !publicPageAt(route)) return Promise.resolve(null);
      let body = rendered.get(route);
      if (!body) {
        body = render(route).catch((error: unknown) => {
          // The page still works without it: the app renders it in the browser.
          log.error({ err: error, route }, 'prerendering a page failed');
          return null;
        });
        rendered.set(route, body);
      }
      return body;
    },
  };
}
