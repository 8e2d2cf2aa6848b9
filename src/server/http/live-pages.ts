/**
 * Home and the library rendered with their data (decision 018) for
 * visitors who are not signed in. A page is rendered with the client's
 * server entry (dist/prerender/prerender.js) and kept with the data it
 * shows. For FRESH_MS the kept page is sent as it is; after that the next
 * request fetches the data again while the kept page is still sent, and
 * the page is rendered again only if the data changed (a render costs
 * the main thread 30 to 100 ms, so a burst of likes must not cost one
 * each). Anything that fails leaves the page to be sent without data, as
 * it was built, and the browser fetches what it shows.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { escapePageData } from './page-data.ts';

/** How long a page's data is shown before it is fetched again. */
export const FRESH_MS = 10_000;

export interface LivePage {
  /** The #root content. */
  body: string;
  /** The data it shows, escaped for the head's data block (pageDataTag). */
  data: string;
  /**
   * When the data was last read and found the same (epoch ms). Moved
   * forward in place by a fetch that found no change, so the page itself,
   * rendered once, is kept.
   */
  readAt: number;
}

type RenderPage = (path: string, pageData: string) => Promise<string>;

interface Kept {
  json: string;
  page: LivePage;
}

export interface LivePages {
  /** The page at `route` with its data, or null to send it as built. */
  pageFor: (route: string, load: () => Promise<string>) => Promise<LivePage | null>;
  /** Resolves once no fetch or render is under way. */
  settle: () => Promise<void>;
}

async function loadRenderer(clientDir: string): Promise<RenderPage | null> {
  const entry = path.resolve(clientDir, '../prerender/prerender.js');
  if (!existsSync(entry)) return null;
  const loaded = (await import(pathToFileURL(entry).href)) as { renderPage?: unknown };
  const render = loaded.renderPage;
  return typeof render === 'function' ? (render as RenderPage) : null;
}

export async function createLivePages(
  clientDir: string,
  log: FastifyBaseLogger,
): Promise<LivePages> {
  const render = await loadRenderer(clientDir);
  if (!render) return { pageFor: async () => null, settle: async () => {} };
  const kept = new Map<string, Kept>();
  /** The fetch (and render) under way for a route: there is never more than one. */
  const inFlight = new Map<string, Promise<LivePage | null>>();

  const refresh = async (route: string, load: () => Promise<string>): Promise<LivePage | null> => {
    const json = await load();
    const readAt = Date.now();
    const old = kept.get(route);
    if (old && old.json === json) {
      old.page.readAt = readAt;
      return old.page;
    }
    const page = { body: await render(route, json), data: escapePageData(json), readAt };
    kept.set(route, { json, page });
    return page;
  };

  const failed = (route: string) => (error: unknown) => {
    log.warn({ err: error, route }, 'a page could not be sent with its data; sent as built');
    return null;
  };

  const refreshOnce = (route: string, load: () => Promise<string>) => {
    let pending = inFlight.get(route);
    if (!pending) {
      pending = refresh(route, load)
        .catch(failed(route))
        .finally(() => inFlight.delete(route));
      inFlight.set(route, pending);
    }
    return pending;
  };

  return {
    pageFor: async (route, load) => {
      const old = kept.get(route);
      // The first requests wait for the one fetch.
      if (!old) return refreshOnce(route, load);
      // Stale: one fetch runs in the background; meanwhile every request gets the kept page.
      if (Date.now() - old.page.readAt >= FRESH_MS) void refreshOnce(route, load);
      return old.page;
    },
    settle: async () => {
      await Promise.allSettled([...inFlight.values()]);
    },
  };
}
