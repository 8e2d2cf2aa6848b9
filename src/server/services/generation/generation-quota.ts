/**
 * Who may start one more model call, decided in the transaction that
 * records it, so runs racing at a limit admit exactly as many as it allows
 * (never read-then-write across requests):
 *   - a member's account row is locked (as the submission quota does), then
 *     their plan's monthly generations and their runs going now are counted;
 *   - an anonymous visitor is a hash of their address (never the address),
 *     serialised with an advisory lock on that hash, with a small daily
 *     allowance.
 * A call is charged from the moment it is admitted (status running) unless
 * it then fails at the provider (status failed): those are not counted.
 */
import { createHash } from 'node:crypto';
import { and, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { GenerationAllowance } from '../../../shared/generation-events.ts';
import { ANONYMOUS_MAX_OUTPUT_TOKENS } from '../../../shared/generation-limits.ts';
import { SIGN_IN_MESSAGE } from '../../auth/access-tiers.ts';
import type { MaybeActor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { generationUsage, users } from '../../db/schema.ts';
import { selectEffectivePlan } from '../effective-plan.ts';
import { AppError } from '../../errors.ts';
import { addressGroup } from '../../rate-limit/address-group.ts';
import { startOfMonthUtc, startOfNextMonthUtc } from '../prompts/submission-quota.ts';
import type { ServiceDeps } from '../service-deps.ts';

export interface Requester {
  actor: MaybeActor;
  address: string;
}

export interface ReservedCall {
  id: number;
  /** Further rows of the same call: an image step asking for several images charges each. */
  extraIds: number[];
  maxOutputTokens: number;
}

/** A running row older than this was left by a process that stopped mid-run. */
const STALE_RUN_GRACE_MS = 30_000;

interface Owner {
  kind: 'member' | 'visitor';
  planName: string | null;
  column: typeof generationUsage.userId | typeof generationUsage.clientKey;
  value: string;
  /** When the period's count starts again. */
  resetsAt: Date;
  /** The charged calls allowed since periodStart; null is unlimited. */
  limit: number | null;
  periodStart: Date;
  maxOutputTokens: number;
  /** The refusal when `needed` calls do not fit in what is left. */
  overLimit: (left: number, needed: number) => AppError;
}

function anonymousKey(address: string): string {
  return `addr:${createHash('sha256')
    .update(`generation|${addressGroup(address)}`)
    .digest('base64url')}`;
}

function longDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function secondsUntil(date: Date, now: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));
}

/** A chain asking for more calls than are left is refused before its first step. */
function notEnoughLeft(left: number, needed: number, period: string, retryAfterSeconds: number) {
  return new AppError(
    'TOO_MANY_REQUESTS',
    `This run needs ${needed} generations and you have ${left} left ${period}. Shorten the chain, or run it when your allowance resets.`,
    { retryAfterSeconds },
  );
}

async function memberOwner(tx: Database, userId: string, now: Date, lock: boolean): Promise<Owner> {
  const query = selectEffectivePlan(tx, userId, now);
  const [plan] = lock ? await query.for('no key update', { of: users }) : await query;
  const account = plan && {
    planName: plan.planName,
    limit: plan.monthlyGenerations,
    maxOutputTokens: plan.maxOutputTokens,
  };
  if (!account) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGE);
  const reset = startOfNextMonthUtc(now);
  const retryAfterSeconds = secondsUntil(reset, now);
  return {
    kind: 'member',
    planName: account.planName,
    column: generationUsage.userId,
    value: userId,
    resetsAt: reset,
    limit: account.limit,
    periodStart: startOfMonthUtc(now),
    maxOutputTokens: account.maxOutputTokens,
    overLimit: (left, needed) =>
      left > 0
        ? notEnoughLeft(left, needed, 'this month', retryAfterSeconds)
        : new AppError(
            'TOO_MANY_REQUESTS',
            `Your ${account.planName} plan includes ${account.limit?.toLocaleString('en-US')} generations a month. You can generate again on ${longDate(reset)}, or upgrade your plan in Settings.`,
            { retryAfterSeconds },
          ),
  };
}

async function visitorOwner(
  tx: Database,
  address: string,
  daily: number,
  now: Date,
  lock: boolean,
): Promise<Owner> {
  const key = anonymousKey(address);
  if (lock) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const tomorrow = new Date(dayStart.getTime() + 24 * 60 * 60 * 1000);
  const retryAfterSeconds = secondsUntil(tomorrow, now);
  return {
    kind: 'visitor',
    planName: null,
    column: generationUsage.clientKey,
    value: key,
    resetsAt: tomorrow,
    limit: daily,
    periodStart: dayStart,
    maxOutputTokens: ANONYMOUS_MAX_OUTPUT_TOKENS,
    overLimit: (left, needed) =>
      left > 0
        ? notEnoughLeft(left, needed, 'today', retryAfterSeconds)
        : new AppError(
            'TOO_MANY_REQUESTS',
            daily === 0
              ? 'Sign in to run prompts in the playground.'
              : `You have used today's ${daily} free generations. Sign in to keep going with a free account's monthly allowance, or come back after midnight UTC.`,
            { retryAfterSeconds },
          ),
  };
}

async function countCalls(tx: Database, owner: Owner, runningSince: Date) {
  // Raw SQL gets ISO text: drivers differ in how they bind a Date there.
  const periodStart = sql`${owner.periodStart.toISOString()}::timestamptz`;
  const liveSince = sql`${runningSince.toISOString()}::timestamptz`;
  const [row] = await tx
    .select({
      charged: count(sql`case when ${generationUsage.createdAt} >= ${periodStart} then 1 end`),
      running: count(
        sql`case when ${generationUsage.status} = 'running' and ${generationUsage.createdAt} >= ${liveSince} then 1 end`,
      ),
    })
    .from(generationUsage)
    .where(
      and(
        eq(owner.column, owner.value),
        ne(generationUsage.status, 'failed'),
        gte(
          generationUsage.createdAt,
          owner.periodStart < runningSince ? owner.periodStart : runningSince,
        ),
      ),
    );
  return { charged: row?.charged ?? 0, running: row?.running ?? 0 };
}

function ownerOf(
  tx: Database,
  requester: Requester,
  anonymousDaily: number,
  now: Date,
  lock: boolean,
): Promise<Owner> {
  return requester.actor
    ? memberOwner(tx, requester.actor.userId, now, lock)
    : visitorOwner(tx, requester.address, anonymousDaily, now, lock);
}

/** What the playground shows before a run: generations left in this period. */
export async function getAllowance(
  deps: Pick<ServiceDeps, 'db' | 'generation'>,
  requester: Requester,
  now = new Date(),
): Promise<GenerationAllowance> {
  const owner = await ownerOf(deps.db, requester, deps.generation.anonymousDaily, now, false);
  const { charged } = await countCalls(deps.db, owner, now);
  return {
    kind: owner.kind,
    planName: owner.planName,
    limit: owner.limit,
    used: charged,
    remaining: owner.limit === null ? null : Math.max(0, owner.limit - charged),
    resetsAt: owner.resetsAt,
  };
}

function tooManyAtOnce(max: number): AppError {
  return new AppError(
    'TOO_MANY_REQUESTS',
    `You already have ${max} runs going. Wait for one to finish, or stop one, then try again.`,
    { retryAfterSeconds: 5 },
  );
}

/** Admits one model call or throws the 429 that says why not; records it as running. */
export async function reserveCall(
  deps: Pick<ServiceDeps, 'db' | 'generation'>,
  requester: Requester,
  call: {
    model: string;
    kind: string;
    promptId?: string | null;
    needed?: number;
    /** Generations this call is charged as (images asked for); default 1. */
    charges?: number;
  },
  now = new Date(),
): Promise<ReservedCall> {
  const { timeoutMs, maxConcurrent, anonymousDaily } = deps.generation;
  return deps.db.transaction(async (tx) => {
    const owner = await ownerOf(tx, requester, anonymousDaily, now, true);
    const runningSince = new Date(now.getTime() - timeoutMs - STALE_RUN_GRACE_MS);
    const { charged, running } = await countCalls(tx, owner, runningSince);
    const needed = call.needed ?? 1;
    if (owner.limit !== null && charged + needed > owner.limit) {
      throw owner.overLimit(Math.max(0, owner.limit - charged), needed);
    }
    if (running >= maxConcurrent) throw tooManyAtOnce(maxConcurrent);
    const row = {
      userId: requester.actor?.userId ?? null,
      clientKey: requester.actor ? null : owner.value,
      promptId: call.promptId ?? null,
      model: call.model,
      kind: call.kind,
      status: 'running' as const,
      createdAt: now,
    };
    const rows = await tx
      .insert(generationUsage)
      .values(Array.from({ length: Math.max(1, call.charges ?? 1) }, () => row))
      .returning({ id: generationUsage.id });
    const [first, ...extra] = rows;
    if (!first) throw new Error('The run was not recorded');
    return {
      id: first.id,
      extraIds: extra.map((r) => r.id),
      maxOutputTokens: owner.maxOutputTokens,
    };
  });
}

export interface CallOutcome {
  status: 'succeeded' | 'stopped' | 'failed';
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
  durationMs: number;
  errorCode?: string | undefined;
  imageKey?: string | undefined;
}

/** Records how a call ended (each of its rows); a failed call stops counting against the quota. */
export async function finishCall(
  deps: Pick<ServiceDeps, 'db'>,
  ids: number | readonly number[],
  outcome: CallOutcome,
): Promise<void> {
  await deps.db
    .update(generationUsage)
    .set({
      status: outcome.status,
      inputTokens: outcome.inputTokens ?? null,
      outputTokens: outcome.outputTokens ?? null,
      durationMs: Math.round(outcome.durationMs),
      errorCode: outcome.errorCode ?? null,
      imageKey: outcome.imageKey ?? null,
      finishedAt: new Date(),
    })
    .where(inArray(generationUsage.id, typeof ids === 'number' ? [ids] : [...ids]));
}
