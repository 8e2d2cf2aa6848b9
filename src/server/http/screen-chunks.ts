/**
 * The chunks each public page's screen needs beyond the entry's, named by
 * the build (scripts/prerender-pages.mjs → dist/prerender/screen-chunks.json
 * from Vite's manifest). The page's head links them (`rel=modulepreload`),
 * so the browser fetches them alongside the entry instead of after it has
 * run, and the app's chunk loader finds them linked already: it would
 * otherwise add one link per chunk as it starts, which cost a phone's main
 * thread about 40 ms for home's thirty (decision 016).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { publicPageAt } from '../../shared/public-pages.ts';

export interface ScreenChunks {
  /** The head's links for the page at this address; empty for any other. */
  linksFor: (pathname: string) => string;
}

/** Built file names only: they are written into the page as they are. */
const CHUNK_URL = z.string().regex(/^\/assets\/[\w.-]+\.js$/);
const CHUNKS_FILE = z.record(z.string(), z.array(CHUNK_URL));

export async function loadScreenChunks(
  clientDir: string,
  log: FastifyBaseLogger,
): Promise<ScreenChunks> {
  const file = path.resolve(clientDir, '../prerender/screen-chunks.json');
  if (!existsSync(file)) {
    log.warn({ file }, 'no screen chunk list found: each screen fetches its chunks as it starts');
    return { linksFor: () => '' };
  }
  const chunks = CHUNKS_FILE.parse(JSON.parse(await readFile(file, 'utf8')));
  const links = new Map(
    Object.entries(chunks).map(([page, urls]) => [
      page,
      urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join(''),
    ]),
  );
  return {
    linksFor: (pathname) => {
      const page = publicPageAt(pathname);
      return page ? (links.get(page) ?? '') : '';
    },
  };
}
