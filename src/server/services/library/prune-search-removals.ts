/**
 * Housekeeping for search_removals, the log the word index catches up from
 * (search-index.ts): entries older than a day are deleted, and
 * library_state.search_reset moves to the newest version deleted, so an
 * index still older than that (an instance that has not searched for a
 * day) loads everything again rather than miss a removal.
 */
import { eq, lt, sql } from 'drizzle-orm';
import { libraryState, searchRemovals } from '../../db/schema.ts';
import type { ServiceDeps } from '../service-deps.ts';

export const KEEP_SEARCH_REMOVALS_MS = 24 * 60 * 60 * 1000;

export async function pruneSearchRemovals(deps: ServiceDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - KEEP_SEARCH_REMOVALS_MS);
  // One transaction: the reset mark and the deletion commit together.
  return deps.db.transaction(async (tx) => {
    const pruned = await tx
      .delete(searchRemovals)
      .where(lt(searchRemovals.removedAt, cutoff))
      .returning({ revision: searchRemovals.revision });
    const newest = pruned.reduce((max, row) => Math.max(max, row.revision), 0);
    if (pruned.length > 0) {
      await tx
        .update(libraryState)
        .set({ searchReset: sql`greatest(${libraryState.searchReset}, ${newest})` })
        .where(eq(libraryState.id, 1));
    }
    return pruned.length;
  });
}
