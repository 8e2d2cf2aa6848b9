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
import { pageDataTag } from './page-data.ts';

/** How long a page's data is shown before it is fetched again. */
export const FRESH_MS = 10_000;

export interface LivePage {
  /** The #root content. */
  body: string;
  /** The data block for the head. */
  dataTag: string;
}

type RenderPage = (path: string, pageData: string) => Promise<string>;

interface Kept {
  at: number;
  json: string;
  page: LivePage;
  refreshing: boolean;
}

export interface LivePages {
  /** The page at `route` with its data, or null to send it as built. */
  pageFor: (route: string, load: () => Promise<string>) => Promise<LivePage | null>;
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
  if (!render) return { pageFor: async () => null };
  const kept = new Map<string, Kept>();
  const firstLoads = new Map<string, Promise<LivePage | null>>();

  const refresh = async (route: string, load: () => Promise<string>): Promise<LivePage | null> => {
    const json = await load();
    const old = kept.get(route);
    if (old && old.json === json) {
      old.at = Date.now();
      return old.page;
    }
    const page = { body: await render(route, json), dataTag: pageDataTag(json) };
    kept.set(route, { at: Date.now(), json, page, refreshing: false });
    return page;
  };

  const failed = (route: string) => (error: unknown) => {
    log.warn({ err: error, route }, 'a page could not be sent with its data; sent as built');
    return null;
  };

  return {
    pageFor: async (route, load) => {
      const old = kept.get(route);
      if (old) {
        if (Date.now() - old.at >= FRESH_MS && !old.refreshing) {
          // One request refreshes; it and the others meanwhile get the kept page.
          old.refreshing = true;
          void refresh(route, load)
            .catch(failed(route))
            .finally(() => {
              old.refreshing = false;
            });
        }
        return old.page;
      }
      let first = firstLoads.get(route);
      if (!first) {
        first = refresh(route, load)
          .catch(failed(route))
          .finally(() => firstLoads.delete(route));
        firstLoads.set(route, first);
      }
      return first;
    },
  };
}
