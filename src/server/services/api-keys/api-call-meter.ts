/**
 * Counting the calls made with a member's API keys against their plan's
 * monthly allowance (decision 034). One row per member and calendar month
 * (UTC), raised by a single conditional upsert: the database admits exactly
 * as many parallel calls as the limit allows, with no read-then-write. A
 * call that then ends in 401, 429 or a 5xx is given back (refundApiCall).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { ApiUsageView } from '../../../shared/api-key-views.ts';
import { SIGN_IN_MESSAGE } from '../../auth/access-tiers.ts';
import type { Database } from '../../db/client.ts';
import { apiCallCounts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { startOfMonthUtc, startOfNextMonthUtc } from '../prompts/submission-quota.ts';
import { apiCallAllowanceOf } from './api-call-limit.ts';

/** A counted call, to give back if its answer says it never really happened. */
export interface CountedCall {
  userId: string;
  month: string;
  /** Null on a plan with unlimited calls. */
  quota: ApiCallQuota | null;
}

/** Where the month's calls stand after this one (for the RateLimit fields). */
export interface ApiCallQuota {
  limit: number;
  remaining: number;
  /** Seconds until the count starts again. */
  resetSeconds: number;
  /** The length of this calendar month, in seconds. */
  windowSeconds: number;
}

function monthSeconds(now: Date): number {
  return (startOfNextMonthUtc(now).getTime() - startOfMonthUtc(now).getTime()) / 1000;
}

function monthOf(now: Date): string {
  return startOfMonthUtc(now).toISOString().slice(0, 10);
}

function secondsToNextMonth(now: Date): number {
  return Math.max(1, Math.ceil((startOfNextMonthUtc(now).getTime() - now.getTime()) / 1000));
}

function limitReached(planName: string, limit: number, now: Date): AppError {
  const reset = startOfNextMonthUtc(now).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Your ${planName} plan includes ${limit.toLocaleString('en-US')} API calls a month. The count starts again on ${reset}, or upgrade your plan in Settings.`,
    { retryAfterSeconds: secondsToNextMonth(now) },
  );
}

/** Counts one call, or throws the 429 that says the month's calls are used up. */
export async function countApiCall(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<CountedCall> {
  const allowance = await apiCallAllowanceOf(db, userId);
  if (!allowance) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
  const month = monthOf(now);
  const { limit } = allowance;
  if (limit !== null && limit <= 0) throw limitReached(allowance.planName, limit, now);
  const counted = await db
    .insert(apiCallCounts)
    .values({ userId, month, calls: 1 })
    .onConflictDoUpdate({
      target: [apiCallCounts.userId, apiCallCounts.month],
      set: { calls: sql`${apiCallCounts.calls} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${apiCallCounts.calls} < ${limit}` }),
    })
    .returning({ calls: apiCallCounts.calls });
  const calls = counted[0]?.calls;
  if (calls === undefined && limit !== null) throw limitReached(allowance.planName, limit, now);
  const quota =
    limit === null || calls === undefined
      ? null
      : {
          limit,
          remaining: Math.max(0, limit - calls),
          resetSeconds: secondsToNextMonth(now),
          windowSeconds: monthSeconds(now),
        };
  return { userId, month, quota };
}

/** Whether an answer with this HTTP status gives its counted call back (401, 429, 5xx). */
export function givesCallBack(status: number): boolean {
  return status === 401 || status === 429 || status >= 500;
}

/** Gives back a counted call whose answer was a 401, a 429 or a server error. */
export async function refundApiCall(db: Database, call: CountedCall): Promise<void> {
  await db
    .update(apiCallCounts)
    .set({ calls: sql`${apiCallCounts.calls} - 1` })
    .where(
      and(
        eq(apiCallCounts.userId, call.userId),
        eq(apiCallCounts.month, call.month),
        gt(apiCallCounts.calls, 0),
      ),
    );
}

/** This month's calls and the allowance, for Settings. */
export async function apiUsageOf(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<ApiUsageView> {
  const allowance = await apiCallAllowanceOf(db, userId);
  const [row] = await db
    .select({ calls: apiCallCounts.calls })
    .from(apiCallCounts)
    .where(and(eq(apiCallCounts.userId, userId), eq(apiCallCounts.month, monthOf(now))));
  return {
    used: row?.calls ?? 0,
    limit: allowance?.limit ?? null,
    resetsAt: startOfNextMonthUtc(now),
  };
}
