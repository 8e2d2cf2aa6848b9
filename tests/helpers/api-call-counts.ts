/**
 * The monthly API-call counter (decision 034) as tests read it: the row of
 * the current UTC month, which is what the limit is checked against.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { apiCallCounts } from '../../src/server/db/schema.ts';

/** The first day of this UTC month, as the counter's `month` column holds it. */
export function thisMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
}

/** The calls counted for userId this month (0 before the first). */
export async function callsThisMonth(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ calls: apiCallCounts.calls })
    .from(apiCallCounts)
    .where(and(eq(apiCallCounts.userId, userId), eq(apiCallCounts.month, thisMonth())));
  return row?.calls ?? 0;
}
