/**
 * The one place that reads a member's monthly API-call allowance from
 * their plan, so a change in how plans are found (subscriptions) touches
 * this function alone.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { plans, users } from '../../db/schema.ts';

export interface ApiCallAllowance {
  planName: string;
  /** Calls per calendar month (UTC); null is unlimited. */
  limit: number | null;
}

export async function apiCallAllowanceOf(
  db: Database,
  userId: string,
): Promise<ApiCallAllowance | null> {
  const [row] = await db
    .select({ planName: plans.name, limit: plans.monthlyApiCalls })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.subscriptionPlan))
    .where(eq(users.id, userId));
  return row ?? null;
}
