/**
 * The library changing during searches (issue 23): while the distinct
 * search stream runs at BENCH_CONNECTIONS, 1,000 pending prompts are
 * approved 50 at a time, straight in SQL as another instance's moderator
 * would, and the bare route is polled every 50 ms from a process of its own
 * (bare-poller.ts). The slowest bare answer shows whether the server
 * stopped answering anything while it took the changes in; the stream's
 * p99 what searching costs meanwhile.
 *
 * Postgres only: PGlite's database lives inside the server. The prompts
 * are made before the case by a churn user of their own and deleted after
 * it, so the library is back at its size for the next run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import { type DatabaseHandle, openPostgres } from '../src/server/db/client.ts';
import { generateBulkPrompt } from '../src/server/db/seed/bulk-prompts.ts';
import { prompts, users } from '../src/server/db/schema.ts';
import {
  BENCH_HOST,
  barePollerScript,
  benchDatabaseUrl,
  benchSeconds,
  POLLER_READY_LINE,
  POLLER_RESULT_PREFIX,
  warmupSeconds,
} from './bench-config.ts';
import { BARE_PATH } from './bench-routes.ts';
import { type BenchCase, caseResult, caseUrl, load, measuredLoad, probe } from './measure-case.ts';
import type { CaseResult, PollSummary } from './report.ts';
import type { BenchServer } from './server-process.ts';

export const CHURN_PROMPTS = 1000;
export const CHURN_BATCH = 50;
export const POLL_INTERVAL_MS = 50;
const CHURN_EMAIL = 'bench-churn@example.com';
/** Seeds and titles of the churn prompts, apart from the library's and the moderation ones. */
const CHURN_INDEX_BASE = 9_000_000;
/** The approvals are spread over this share of the measured window, so the stream sees their wake. */
const CHURN_SHARE_OF_WINDOW = 0.8;

export interface ChurnResult {
  stream: CaseResult;
  bare: PollSummary;
  approved: number;
  approvalSeconds: number;
}

async function churnCreator(database: DatabaseHandle): Promise<string> {
  await database.db
    .insert(users)
    .values({ email: CHURN_EMAIL, name: 'Bench Churn' })
    .onConflictDoNothing();
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, CHURN_EMAIL));
  if (!row) throw new Error('the churn user is missing');
  return row.id;
}

/** Fresh submissions awaiting review (a leftover run's are removed first); returns their ids. */
async function insertPending(database: DatabaseHandle, creatorId: string): Promise<string[]> {
  await database.db.delete(prompts).where(eq(prompts.createdById, creatorId));
  const now = Date.now();
  const rows = Array.from({ length: CHURN_PROMPTS }, (_, i) => {
    const createdAt = new Date(now - i * 1000);
    return {
      ...generateBulkPrompt(CHURN_INDEX_BASE + i, [creatorId], now),
      status: 'pending' as const,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const inserted = await database.db.insert(prompts).values(rows).returning({ id: prompts.id });
  return inserted.map((row) => row.id);
}

/** Approves the prompts CHURN_BATCH at a time, one batch every `intervalMs`; returns seconds taken. */
async function approveInBatches(
  database: DatabaseHandle,
  ids: string[],
  intervalMs: number,
): Promise<number> {
  const started = performance.now();
  for (let from = 0; from < ids.length; from += CHURN_BATCH) {
    const due = started + (from / CHURN_BATCH) * intervalMs;
    await sleep(Math.max(0, due - performance.now()));
    await database.db
      .update(prompts)
      .set({ status: 'approved', statusChangedAt: new Date() })
      .where(inArray(prompts.id, ids.slice(from, from + CHURN_BATCH)));
  }
  return (performance.now() - started) / 1000;
}

function startPoller(url: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', barePollerScript(), url, String(POLL_INTERVAL_MS)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    const onLine = (line: string) => {
      if (line !== POLLER_READY_LINE) return;
      lines.off('line', onLine);
      resolve(child);
    };
    lines.on('line', onLine);
    child.once('exit', (code) => reject(new Error(`the bare poller exited with code ${code}`)));
  });
}

function isPollSummary(value: unknown): value is PollSummary {
  return (
    typeof value === 'object' &&
    value !== null &&
    ['polls', 'failures', 'maxMs', 'p99Ms'].every(
      (key) => typeof Reflect.get(value, key) === 'number',
    )
  );
}

/** Tells the poller to stop (stdin closes) and reads its summary. */
function stopPoller(child: ChildProcess): Promise<PollSummary> {
  return new Promise((resolve, reject) => {
    if (!child.stdout || !child.stdin) {
      reject(new Error('the bare poller has no pipes'));
      return;
    }
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith(POLLER_RESULT_PREFIX)) return;
      const summary: unknown = JSON.parse(line.slice(POLLER_RESULT_PREFIX.length));
      if (isPollSummary(summary)) resolve(summary);
      else reject(new Error('the bare poller sent no summary'));
    });
    child.once('exit', () => reject(new Error('the bare poller exited without a summary')));
    child.stdin.end();
  });
}

async function runChurn(
  server: BenchServer,
  benchCase: BenchCase,
  database: DatabaseHandle,
  ids: string[],
): Promise<ChurnResult> {
  const url = caseUrl(server, benchCase);
  const matches = await probe(url, benchCase);
  const nextPath = benchCase.pathStream?.();
  await load(url, { seconds: warmupSeconds() }, benchCase, nextPath);
  const poller = await startPoller(`http://${BENCH_HOST}:${server.port}${BARE_PATH}`);
  const seconds = benchSeconds();
  const intervalMs = (seconds * 1000 * CHURN_SHARE_OF_WINDOW) / (ids.length / CHURN_BATCH);
  const [measured, approvalSeconds] = await Promise.all([
    measuredLoad(server, () => load(url, { seconds }, benchCase, nextPath)),
    approveInBatches(database, ids, intervalMs),
  ]);
  const bare = await stopPoller(poller);
  return {
    stream: caseResult(server, benchCase, matches, measured),
    bare,
    approved: ids.length,
    approvalSeconds,
  };
}

/** Measures the churn case on a Postgres server; null on PGlite (nothing can write beside it). */
export async function measureChurn(
  server: BenchServer,
  benchCase: BenchCase,
): Promise<ChurnResult | null> {
  if (server.kind !== 'postgres') return null;
  const database = openPostgres(benchDatabaseUrl(), 1);
  try {
    const creatorId = await churnCreator(database);
    const ids = await insertPending(database, creatorId);
    try {
      return await runChurn(server, benchCase, database, ids);
    } finally {
      await database.db.delete(prompts).where(eq(prompts.createdById, creatorId));
    }
  } finally {
    await database.close();
  }
}
