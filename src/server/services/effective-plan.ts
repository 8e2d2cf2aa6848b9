/**
 * The plan whose limits a member's quotas use now (decision 032): the
 * subscription's plan while active or trialing, and while past_due until
 * its grace ends; Free's for unpaid, canceled, no subscription, or a grace
 * run out. The same rule as effectivePlanId (shared), as SQL, so a quota
 * check reads it in the statement that locks the member's row.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { FALLBACK_PLAN_ID } from '../../shared/subscription-rules.ts';
import type { Database } from '../db/client.ts';
import { plans, subscriptions, users } from '../db/schema.ts';

function effectivePlanIdSql(now: Date): SQL<string> {
  // ISO text: drivers differ in how they bind a Date into raw SQL.
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<string>`case
    when ${subscriptions.status} in ('active', 'trialing') then ${subscriptions.planId}
    when ${subscriptions.status} = 'past_due' and ${subscriptions.graceUntil} > ${at}
      then ${subscriptions.planId}
    else ${FALLBACK_PLAN_ID} end`;
}

/**
 * The member's effective plan and its monthly numbers, one row (none when
 * the account is gone). Callers lock the users row with
 * `.for('no key update', { of: users })` where they count against it.
 */
export function selectEffectivePlan(db: Database, userId: string, now: Date) {
  return db
    .select({
      planId: plans.id,
      planName: plans.name,
      monthlySubmissions: plans.monthlySubmissions,
      monthlyGenerations: plans.monthlyGenerations,
      maxOutputTokens: plans.maxOutputTokens,
      monthlyApiCalls: plans.monthlyApiCalls,
      maxPrivatePrompts: plans.maxPrivatePrompts,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .innerJoin(plans, eq(plans.id, effectivePlanIdSql(now)))
    .where(eq(users.id, userId));
}
