/**
 * The outbox's rows (decision 037): enqueued inside the transaction of the
 * change that caused them, claimed by one worker at a time, and given the
 * outcome of each attempt. Nothing here knows what a message is; the
 * worker's handlers (webhooks today, mail for issue 27) do.
 *
 * A claim is one statement: it picks due rows with FOR UPDATE SKIP LOCKED,
 * so workers on several instances claiming at once take different rows,
 * and moves each row's next attempt past a lease, so the row is not due
 * again while it is being sent. The send itself happens outside any
 * transaction (holding one open across a slow receiver would hold a
 * connection, and on PGlite the whole database). A worker that dies
 * mid-send leaves the row to be claimed again once its lease runs out.
 */
import { and, eq, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export interface OutboxMessage {
  /** Which handler sends it ('webhook', 'mail'). */
  kind: string;
  /** Where it goes, as the handler reads it (an endpoint's id, an address). */
  target: string;
  payload: Record<string, unknown>;
}

export interface ClaimedMessage extends OutboxMessage {
  id: string;
  /** This attempt's number, from 1. */
  attempts: number;
}

export interface AttemptOutcome {
  ok: boolean;
  statusCode?: number | null;
  response?: string | null;
  error?: string | null;
  /** No retry can succeed (the endpoint is gone, or refused): fail now. */
  permanent?: boolean;
}

/** Adds messages, due now; returns their ids. */
export async function enqueueMessages(tx: Database, messages: OutboxMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await tx.insert(outbox).values(messages).returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

export async function claimDueMessages(
  db: Database,
  { kinds, limit, leaseMs }: { kinds: readonly string[]; limit: number; leaseMs: number },
): Promise<ClaimedMessage[]> {
  if (kinds.length === 0) return [];
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inArray(outbox.status, ['pending', 'sending']),
        lte(outbox.nextAttemptAt, sql`now()`),
        inArray(outbox.kind, [...kinds]),
      ),
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${leaseMs}::double precision * interval '1 millisecond'`,
      updatedAt: sql`now()`,
    })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      kind: outbox.kind,
      target: outbox.target,
      payload: outbox.payload,
      attempts: outbox.attempts,
    });
}

/**
 * The row as this worker claimed it: still sending and not claimed again since (its attempt
 * count moves on each claim), so a worker whose lease ran out cannot overwrite the next one.
 */
function stillOurClaim(message: ClaimedMessage): SQL | undefined {
  return and(
    eq(outbox.id, message.id),
    eq(outbox.attempts, message.attempts),
    eq(outbox.status, 'sending'),
  );
}

/** Sets a claimed row's state from its attempt; a row claimed again since (lease over) is left alone. */
export async function recordAttempt(
  db: Database,
  message: ClaimedMessage,
  outcome: AttemptOutcome,
  retryScheduleMs: readonly number[],
): Promise<void> {
  const wait = retryScheduleMs[message.attempts - 1];
  const retry = !outcome.ok && !outcome.permanent && wait !== undefined;
  const status = outcome.ok ? 'delivered' : retry ? 'pending' : 'failed';
  await db
    .update(outbox)
    .set({
      status,
      nextAttemptAt: retry
        ? sql`now() + ${wait}::double precision * interval '1 millisecond'`
        : sql`now()`,
      lastStatusCode: outcome.statusCode ?? null,
      lastResponse: outcome.response ?? null,
      lastError: outcome.ok ? null : (outcome.error ?? null),
      updatedAt: sql`now()`,
    })
    .where(stillOurClaim(message));
}

/** Gives back a claim the worker could not finish (the process is stopping): due again now, attempt not counted. */
export async function releaseClaim(db: Database, message: ClaimedMessage): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'pending',
      attempts: message.attempts - 1,
      nextAttemptAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(stillOurClaim(message));
}

/** Days a finished message (delivered or failed) stays in the log. */
export const KEEP_FINISHED_DAYS = 30;

/** Removes finished messages older than KEEP_FINISHED_DAYS (the maintenance sweep). */
export async function pruneFinishedMessages(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - KEEP_FINISHED_DAYS * 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(outbox)
    .where(and(inArray(outbox.status, ['delivered', 'failed']), lt(outbox.updatedAt, cutoff)))
    .returning({ id: outbox.id });
  return removed.length;
}
