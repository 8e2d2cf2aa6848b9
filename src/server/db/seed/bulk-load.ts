/**
 * Bulk prompts into whichever database the handle holds: COPY over several
 * connections on Postgres (bulk-prompts-copy.ts), plain INSERTs on PGlite,
 * which runs one statement at a time and takes no COPY from a stream.
 */
import type { DatabaseHandle } from '../client.ts';
import { copyBulkPrompts } from './bulk-prompts-copy.ts';
import {
  addBulkPrompts,
  type BulkLoadOptions,
  type BulkLoadResult,
  countApprovedPrompts,
} from './bulk-prompts.ts';

export interface LoadOptions extends BulkLoadOptions {
  /** Postgres only: batches in flight at once (each takes a connection of the pool). */
  connections?: number;
}

export function loadBulkPrompts(
  database: DatabaseHandle,
  amount: number,
  options: LoadOptions = {},
): Promise<BulkLoadResult> {
  if (database.kind === 'postgres') {
    return copyBulkPrompts(database.client, database.db, amount, options);
  }
  return addBulkPrompts(database.db, amount, options);
}

/** Tops the library up to `target` approved prompts; returns how many it added. */
export async function topUpBulkPrompts(
  database: DatabaseHandle,
  target: number,
  options: LoadOptions = {},
): Promise<number> {
  const missing = target - (await countApprovedPrompts(database.db));
  if (missing <= 0) return 0;
  const { inserted } = await loadBulkPrompts(database, missing, options);
  return inserted;
}
