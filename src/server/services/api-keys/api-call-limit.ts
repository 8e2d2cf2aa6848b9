/**
 * The one place that reads a member's monthly API-call allowance from
 * their plan, so a change in how plans are found (subscriptions) touches
 * this function alone.
 */
import type { Database } from '../../db/client.ts';
import { selectEffectivePlan } from '../effective-plan.ts';

export interface ApiCallAllowance {
  planName: string;
  /** Calls per calendar month (UTC); null is unlimited. */
  limit: number | null;
}

/** The effective plan's allowance (decision 032): a lapsed subscription counts against Free's. */
export async function apiCallAllowanceOf(
  db: Database,
  userId: string,
): Promise<ApiCallAllowance | null> {
  const [row] = await selectEffectivePlan(db, userId, new Date());
  return row ? { planName: row.planName, limit: row.monthlyApiCalls } : null;
}
