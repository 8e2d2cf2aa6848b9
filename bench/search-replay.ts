/**
 * Replays the bench's distinct searches one at a time through the library
 * search service (no HTTP), for finding where a search's time goes:
 * each search's wall time, the order it was read in, and with
 * REPLAY_EXPLAIN=1 every statement it sent, re-run under EXPLAIN ANALYZE
 * for its execution time in Postgres.
 *
 *   DATABASE_URL=postgres://…/bench_search REPLAY_COUNT=400 npx tsx bench/search-replay.ts
 *
 * REPLAY_SKIP skips the stream's first searches; REPLAY_PARAMS adds query
 * parameters as JSON (e.g. {"category":"Marketing"}); REPLAY_ROUNDS repeats
 * the stream (rounds after the first meet warm caches).
 */
import { readFileSync } from 'node:fs';
import pino from 'pino';
import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import * as schema from '../src/server/db/schema.ts';
import type { Database } from '../src/server/db/client.ts';
import type { SearchOrder } from '../src/server/metrics/service-metrics.ts';
import { createPostgresLibrarySearch } from '../src/server/services/library/postgres-library-search.ts';
import type { SearchInput } from '../src/server/services/library/library-search.ts';
import { listPromptsInput } from '../src/shared/prompt-inputs.ts';
import { distinctSearches } from './distinct-searches.ts';

interface Statement {
  text: string;
  params: unknown[];
}

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_search';
const count = Number(process.env.REPLAY_COUNT ?? 400);
const skip = Number(process.env.REPLAY_SKIP ?? 0);
const rounds = Number(process.env.REPLAY_ROUNDS ?? 1);
const explain = process.env.REPLAY_EXPLAIN === '1';
const extra = JSON.parse(process.env.REPLAY_PARAMS ?? '{}') as Record<string, string>;

let captured: Statement[] | null = null;
const client = postgres(url, {
  max: 1,
  onnotice: () => {},
  debug: (_connection: number, text: string, params: unknown[]) => {
    captured?.push({ text, params: [...params] });
  },
});
const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Database;
const orders: SearchOrder[] = [];
const search = createPostgresLibrarySearch(db, pino({ level: 'warn' }), {
  librarySearched: (order) => orders.push(order),
});

/** Settings a statement sets for its transaction apply to the statements explained after it. */
async function explainable(statement: Statement): Promise<boolean> {
  const text = statement.text.trim().toLowerCase();
  if (text.startsWith('set local')) await client.unsafe(text.replace('set local', 'set'));
  return text.startsWith('select') || text.startsWith('with');
}

async function executionMs(statement: Statement): Promise<number> {
  if (!(await explainable(statement))) return 0;
  const rows = await client.unsafe(
    `explain (analyze, format json) ${statement.text}`,
    statement.params as postgres.ParameterOrJSON<never>[],
  );
  type Timed = { 'Execution Time': number; 'Planning Time': number };
  const plan = (rows[0] as Record<string, [Timed]>)['QUERY PLAN'];
  return (plan?.[0]['Execution Time'] ?? Number.NaN) + (plan?.[0]['Planning Time'] ?? 0);
}

async function printPlans(statements: Statement[]): Promise<void> {
  for (const statement of statements) {
    if (!(await explainable(statement))) continue;
    const rows = await client.unsafe(
      `explain (analyze, buffers) ${statement.text}`,
      statement.params as postgres.ParameterOrJSON<never>[],
    );
    console.log(`-- ${statement.text}\n-- ${JSON.stringify(statement.params)}`);
    console.log(rows.map((row) => (row as Record<string, string>)['QUERY PLAN']).join('\n'));
  }
}

/** Nanoseconds the process has run on a CPU (/proc/<pid>/schedstat): immune to waiting for one. */
function cpuNs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

function inputFor(text: string): SearchInput {
  return { ...listPromptsInput.parse({ limit: 24, ...extra, search: text }), search: text };
}

async function main(): Promise<void> {
  const searches = process.env.REPLAY_SEARCH
    ? process.env.REPLAY_SEARCH.split(',')
    : distinctSearches().slice(skip, skip + count);
  // The first search starts the statistics read; give it time to land.
  await search.search(inputFor('warm'));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const [backend] = await client<{ pid: number }[]>`select pg_backend_pid() as pid`;
  const pgPid = backend?.pid ?? 0;
  const cpuTimes: number[] = [];
  const appTimes: number[] = [];
  const times: number[] = [];
  const pgTimes: number[] = [];
  const lines: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const text of searches) {
      captured = [];
      const pgBefore = cpuNs(pgPid);
      const appBefore = process.cpuUsage();
      const started = performance.now();
      const found = await search.search(inputFor(text));
      const ms = performance.now() - started;
      const appUsage = process.cpuUsage(appBefore);
      const appMs = (appUsage.user + appUsage.system) / 1000;
      const pgMs = (cpuNs(pgPid) - pgBefore) / 1e6;
      cpuTimes.push(pgMs);
      appTimes.push(appMs);
      const statements = captured;
      captured = null;
      times.push(ms);
      let detail = '';
      if (explain) {
        const each: number[] = [];
        for (const statement of statements) each.push(await executionMs(statement));
        const sum = each.reduce((a, b) => a + b, 0);
        await client.unsafe('reset all');
        if (process.env.REPLAY_PLANS === '1') await printPlans(statements);
        await client.unsafe('reset all');
        pgTimes.push(sum);
        detail = ` pg=${sum.toFixed(2)} [${each.map((t) => t.toFixed(2)).join(' ')}]`;
      }
      lines.push(
        `${pgMs.toFixed(2)}\t${appMs.toFixed(2)}\t${ms.toFixed(2)}\t${orders.at(-1)}\t${found.total}${found.totalIsLowerBound ? '+' : ''}` +
          `\t${statements.length}q\t${text}${found.correctedSearch ? ` -> ${found.correctedSearch}` : ''}${detail}`,
      );
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  if (process.env.REPLAY_LINES !== '0') console.log(lines.join('\n'));
  console.log(
    `searches ${times.length} mean ${mean.toFixed(2)} p50 ${percentile(sorted, 0.5).toFixed(2)} ` +
      `p90 ${percentile(sorted, 0.9).toFixed(2)} p99 ${percentile(sorted, 0.99).toFixed(2)} ms`,
  );
  for (const [name, list] of [
    ['postgres cpu', cpuTimes],
    ['app cpu', appTimes],
  ] as const) {
    const cpuSorted = [...list].sort((a, b) => a - b);
    const cpuMean = list.reduce((a, b) => a + b, 0) / list.length;
    console.log(
      `${name} mean ${cpuMean.toFixed(2)} p50 ${percentile(cpuSorted, 0.5).toFixed(2)} ` +
        `p90 ${percentile(cpuSorted, 0.9).toFixed(2)} p99 ${percentile(cpuSorted, 0.99).toFixed(2)} ms`,
    );
  }
  if (pgTimes.length > 0) {
    const pgSorted = [...pgTimes].sort((a, b) => a - b);
    const pgMean = pgTimes.reduce((a, b) => a + b, 0) / pgTimes.length;
    console.log(
      `postgres (plan + execution, summed per search) mean ${pgMean.toFixed(2)} ` +
        `p50 ${percentile(pgSorted, 0.5).toFixed(2)} p90 ${percentile(pgSorted, 0.9).toFixed(2)} ` +
        `p99 ${percentile(pgSorted, 0.99).toFixed(2)} ms`,
    );
  }
  await client.end({ timeout: 5 });
}

await main();
