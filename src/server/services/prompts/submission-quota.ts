/**
 * The effective plan's monthly submissions (plans.monthly_submissions; null
 * is unlimited; effective-plan.ts says which plan). A month is a calendar
 * month in UTC. A submission is a prompt entering review (decision 049):
 * each entry is a row of the submissions ledger, written in the
 * transaction that moves the prompt, and counted under a lock on the
 * member's account row, so parallel submissions at the limit admit
 * exactly as many as are left. Private prompts never enter the ledger.
 */
import { and, count, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { submissionEntries, users } from '../../db/schema.ts';
import { selectEffectivePlan } from '../effective-plan.ts';
import { SIGN_IN_MESSAGE } from '../../auth/access-tiers.ts';
import { AppError } from '../../errors.ts';
import type { SubmissionQuota } from '../../../shared/submission-quota.ts';

export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export function startOfNextMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

function quotaReached(planName: string, limit: number, now: Date): AppError {
  const reset = startOfNextMonthUtc(now);
  const resetDay = reset.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const allowance = limit === 1 ? '1 submission' : `${limit} submissions`;
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Your ${planName} plan includes ${allowance} a month. You can submit again on ${resetDay}, or upgrade your plan in Settings.`,
    { retryAfterSeconds: Math.ceil((reset.getTime() - now.getTime()) / 1000) },
  );
}

function submittedThisMonth(db: Database, userId: string, now: Date) {
  return db
    .select({ total: count() })
    .from(submissionEntries)
    .where(
      and(
        eq(submissionEntries.userId, userId),
        gte(submissionEntries.enteredAt, startOfMonthUtc(now)),
      ),
    );
}

/**
 * What the member's plan allows this month and what is left, so the form
 * can say so before anything is typed. A read only: the submission itself
 * is checked again under the lock (reserveSubmission).
 */
export async function readSubmissionQuota(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<SubmissionQuota> {
  const [plan] = await selectEffectivePlan(db, userId, now);
  if (!plan) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
  const account = { planName: plan.planName, limit: plan.monthlySubmissions };
  const [used] = await submittedThisMonth(db, userId, now);
  const usedCount = used?.total ?? 0;
  return {
    planName: account.planName,
    monthlyLimit: account.limit,
    used: usedCount,
    remaining: account.limit === null ? null : Math.max(0, account.limit - usedCount),
    renewsAt: startOfNextMonthUtc(now).toISOString(),
  };
}

/**
 * Checks, inside the caller's transaction, that the member may submit one
 * more prompt this month. Holds the account row until the transaction
 * ends, so the caller's recordSubmission cannot race another's count.
 */
export async function reserveSubmission(tx: Database, userId: string, now: Date): Promise<void> {
  const [plan] = await selectEffectivePlan(tx, userId, now).for('no key update', { of: users });
  if (!plan) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
  const account = { planName: plan.planName, limit: plan.monthlySubmissions };
  if (account.limit === null) return;
  const [used] = await submittedThisMonth(tx, userId, now);
  if ((used?.total ?? 0) >= account.limit) throw quotaReached(account.planName, account.limit, now);
}

/** The ledger's row for a prompt entering review; after reserveSubmission, same transaction. */
export async function recordSubmission(
  tx: Database,
  userId: string,
  promptId: string,
  now: Date,
): Promise<void> {
  await tx.insert(submissionEntries).values({ userId, promptId, enteredAt: now });
}
