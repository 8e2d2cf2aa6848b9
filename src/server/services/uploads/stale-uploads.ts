/**
 * Uploads no prompt claimed within UNCLAIMED_UPLOAD_LIFETIME_MS (a form
 * left unsent, a file replaced before submitting) are removed, row and
 * bytes. Each app instance sweeps on a timer; several instances on one
 * database never remove a file twice, since only the instance whose DELETE
 * returned a row removes its bytes. The maintenance timer (services/maintenance.ts)
 * runs it hourly.
 */
import { and, inArray, isNull, lt } from 'drizzle-orm';
import { UNCLAIMED_UPLOAD_LIFETIME_MS } from '../../../shared/upload-limits.ts';
import { attachments } from '../../db/schema.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** Rows removed per statement, so one sweep never holds a huge delete open. */
const BATCH_SIZE = 500;

async function removeBatch(deps: ServiceDeps, cutoff: Date): Promise<string[]> {
  const isStale = and(isNull(attachments.promptId), lt(attachments.createdAt, cutoff));
  const batch = deps.db
    .select({ id: attachments.id })
    .from(attachments)
    .where(isStale)
    .limit(BATCH_SIZE);
  // isStale again on the rows themselves: a prompt claiming one of them
  // between the two steps keeps it (Postgres re-checks the row it waited on).
  const removed = await deps.db
    .delete(attachments)
    .where(and(inArray(attachments.id, batch), isStale))
    .returning({ key: attachments.storageKey });
  return removed.map((row) => row.key);
}

/** Removes every upload left unclaimed since before `now` minus the lifetime; returns how many. */
export async function removeStaleUploads(deps: ServiceDeps, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_UPLOAD_LIFETIME_MS);
  let total = 0;
  for (;;) {
    const keys = await removeBatch(deps, cutoff);
    // The rows are gone first: a file whose removal fails is only orphaned bytes.
    const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) deps.log.warn({ failed }, 'some files of stale uploads could not be removed');
    total += keys.length;
    if (keys.length < BATCH_SIZE) return total;
  }
}
