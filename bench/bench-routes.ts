/**
 * Routes only the bench server has, beside the real app: the bare route
 * (what this machine's HTTP stack costs alone), the peer's query shape
 * (peer-search.ts) and the server's memory. None goes through admission
 * control or the library's services.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/server/db/client.ts';
import { peerSearch } from './peer-search.ts';

export const BARE_PATH = '/bare';
export const PEER_SEARCH_PATH = '/peer-search';
export const MEMORY_PATH = '/bench-memory';

export interface MemorySample {
  rssBytes: number;
  heapUsedBytes: number;
}

function searchParam(query: unknown): string {
  const search: unknown =
    typeof query === 'object' && query !== null ? Reflect.get(query, 'search') : undefined;
  return typeof search === 'string' ? search : '';
}

/**
 * The server's memory now. With --expose-gc (server-process.ts starts it so)
 * a full collection runs first, so the heap figure is what the server keeps,
 * not garbage that happens to be waiting.
 */
function sampleMemory(): MemorySample {
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rssBytes: rss, heapUsedBytes: heapUsed };
}

export function registerBenchRoutes(app: FastifyInstance, db: Database): void {
  app.get(BARE_PATH, () => ({ ok: true, name: 'bare' }));
  app.get(PEER_SEARCH_PATH, (request) => peerSearch(db, searchParam(request.query)));
  app.get(MEMORY_PATH, () => sampleMemory());
}
