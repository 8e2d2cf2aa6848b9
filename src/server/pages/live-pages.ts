/**
 * Home and the library rendered with their data (decision 018) for
 * visitors who are not signed in. A page is rendered with the client's
 * server entry (dist/prerender/prerender.js) and kept with the data it
 * shows. For FRESH_MS the kept page is sent as it is; after that the next
 * request fetches the data again while the kept page is still sent, and
 * the page is rendered again only if the data changed (a render costs
 * the main thread 30 to 100 ms, so a burst of likes must not cost one
 * each). After a quiet spell, a kept page whose data the browser's app
 * would take as stale by the time it arrives (OLDEST_SENT_MS) is sent only
 * if the fetch does not answer within MAX_WAIT_MS: the app would fetch that
 * data again on arrival, but a slow database must not hold every visitor's
 * page. Anything that fails leaves the page to be sent without data, as
 * it was built, and the browser fetches what it shows.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { QUERY_STALE_MS } from '../../shared/page-data.ts';
import { escapePageData } from './page-data.ts';

/** How long a page's data is shown before it is fetched again. */
export const FRESH_MS = 10_000;

/**
 * The oldest data sent with a page: the app must still find it fresh once
 * it arrives (QUERY_STALE_MS), which leaves it FRESH_MS to download and
 * take the page over.
 */
export const OLDEST_SENT_MS = QUERY_STALE_MS - FRESH_MS;

/** The longest a request waits for data fresher than OLDEST_SENT_MS. */
export const MAX_WAIT_MS = 1_000;

/** Resolves to null after `ms`, leaving whatever it races to finish on its own. */
function deadline(ms: number): Promise<null> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(null), ms).unref();
  });
}

/** A page rendered with its data: rendered once for as long as the data stays the same. */
export interface LivePage {
  /** The #root content. */
  body: string;
  /** The data it shows, escaped for the head's data block (pageDataTag). */
  data: string;
}

/** A page as sent, with when its data was last read and found the same (epoch ms). */
export interface DatedPage {
  page: LivePage;
  readAt: number;
}

type RenderPage = (path: string, pageData: string) => Promise<string>;

interface Kept extends DatedPage {
  json: string;
}

export interface LivePages {
  /** The page at `route` with its data, or null to send it as built. */
  pageFor: (route: string, load: () => Promise<string>) => Promise<DatedPage | null>;
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
  const inFlight = new Map<string, Promise<DatedPage | null>>();

  const refresh = async (route: string, load: () => Promise<string>): Promise<DatedPage> => {
    const json = await load();
    const readAt = Date.now();
    const old = kept.get(route);
    const page =
      old && old.json === json
        ? old.page
        : { body: await render(route, json), data: escapePageData(json) };
    const fresh = { json, page, readAt };
    kept.set(route, fresh);
    return fresh;
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
      const age = Date.now() - old.readAt;
      // Too old for the app to keep: wait a moment for the fetch (else, or
      // if it fails, the kept page).
      if (age >= OLDEST_SENT_MS) {
        return (await Promise.race([refreshOnce(route, load), deadline(MAX_WAIT_MS)])) ?? old;
      }
      // Stale: one fetch runs in the background; meanwhile every request gets the kept page.
      if (age >= FRESH_MS) void refreshOnce(route, load);
      return old;
    },
    settle: async () => {
      await Promise.allSettled([...inFlight.values()]);
    },
  };
}
