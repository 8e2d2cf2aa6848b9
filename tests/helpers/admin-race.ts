/**
 * Makes racing requests really race on Postgres. A separate connection
 * holds the rows the requests are about to lock; the requests are sent;
 * the rows are let go only once Postgres shows every request waiting for a
 * lock. So all their transactions are open at the same moment and meet on
 * the locks, however the event loop happened to schedule them, and a lost
 * update or a deadlock would show. PGlite runs one statement at a time on
 * one connection, so there the requests are simply sent together.
 */
import postgres from 'postgres';
import type { DatabaseHandle } from '../../src/server/db/client.ts';

export interface RaceResult<T> {
  results: T[];
  /** Postgres only: every request was seen waiting on a lock before the rows were let go. */
  allWaited: boolean;
}

export interface HeldRows {
  table: 'prompts' | 'users' | 'setup_tokens';
  ids: string[];
  /** The key the ids are of; 'id' unless given. */
  key?: 'token_hash';
}

type Send<T> = () => Promise<T>;

const WAIT_LIMIT_MS = 15_000;

async function lockWaiters(sql: postgres.Sql): Promise<number> {
  const [row] = await sql<{ waiting: number }[]>`
    select count(*)::int as waiting from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`;
  return row?.waiting ?? 0;
}

/**
 * Polls until `expected` requests wait on a lock. Stops early when the
 * ones not waiting have already answered (they never reached a lock, which
 * the caller sees as allWaited false).
 */
async function waitForWaiters(
  sql: postgres.Sql,
  expected: number,
  settled: () => number,
): Promise<boolean> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (Date.now() < deadline) {
    const waiting = await lockWaiters(sql);
    if (waiting >= expected) return true;
    if (waiting + settled() >= expected) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

async function sendBehindHeldRows<T>(
  database: DatabaseHandle,
  held: HeldRows,
  sends: Send<T>[],
  inOrder: boolean,
): Promise<RaceResult<T>> {
  if (database.kind === 'pglite') {
    return { results: await Promise.all(sends.map((send) => send())), allWaited: false };
  }
  // Two connections: one holds the rows in its transaction, the other watches.
  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  const pending: Promise<T>[] = [];
  let settled = 0;
  let allWaited = true;
  const start = (send: Send<T>) =>
    pending.push(
      send().finally(() => {
        settled += 1;
      }),
    );
  try {
    await sql.begin(async (tx) => {
      const key = held.key ?? 'id';
      await tx`select ${tx(key)} from ${tx(held.table)} where ${tx(key)} in ${tx(held.ids)} for update`;
      if (inOrder) {
        for (const send of sends) {
          start(send);
          allWaited = (await waitForWaiters(sql, pending.length, () => settled)) && allWaited;
        }
      } else {
        sends.forEach(start);
        allWaited = await waitForWaiters(sql, pending.length, () => settled);
      }
    });
    return { results: await Promise.all(pending), allWaited };
  } finally {
    await Promise.allSettled(pending);
    await sql.end({ timeout: 5 });
  }
}

/** Sends every request at once; the rows are let go once all of them wait. */
export function raceOnHeldRows<T>(
  database: DatabaseHandle,
  held: HeldRows,
  sends: Send<T>[],
): Promise<RaceResult<T>> {
  return sendBehindHeldRows(database, held, sends, false);
}

/**
 * Sends the requests one after another, each once the one before is seen
 * waiting, so they queue for the held rows in that order: this pins down
 * which of them takes the rows first when they are let go.
 */
export function queueOnHeldRows<T>(
  database: DatabaseHandle,
  held: HeldRows,
  sends: Send<T>[],
): Promise<RaceResult<T>> {
  return sendBehindHeldRows(database, held, sends, true);
}
