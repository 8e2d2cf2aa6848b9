/**
 * `npm run bench`: load-tests the library listing (GET /api/prompts) on a
 * 100,000-prompt library, on Postgres and on PGlite, with autocannon. Each
 * database gets its own server child process (bench-server.ts) and each
 * case a warm-up before it is measured. A bare route on the same server is
 * measured in the same run, so the table shows what the library query costs
 * on top of the HTTP stack of this very machine.
 *
 * Environment: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3),
 * BENCH_CONNECTIONS (10), BENCH_DATABASES (postgres,pglite),
 * BENCH_DATABASE_URL, BENCH_DATA_DIR, BENCH_SEARCH (email),
 * BENCH_CATEGORY (Marketing).
 */
import autocannon from 'autocannon';
import {
  BENCH_HOST,
  type BenchDatabase,
  benchConnections,
  benchDatabases,
  benchSeconds,
  describeMachine,
  warmupSeconds,
} from './bench-config.ts';
import { type CaseResult, formatTable } from './report.ts';
import { type BenchServer, startBenchServer } from './server-process.ts';

/** p99 budget for the search + filter case on Postgres. */
const TARGET_P99_MS = 50;

interface BenchCase {
  name: string;
  path: string;
  isBaseline?: boolean;
  isTarget?: boolean;
}

function benchCases(): BenchCase[] {
  const search = process.env.BENCH_SEARCH ?? 'email';
  const category = process.env.BENCH_CATEGORY ?? 'Marketing';
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    { name: 'bare route (baseline)', path: '/bare', isBaseline: true },
    { name: 'library, first page', path: '/api/prompts' },
    { name: `search "${search}"`, path: `/api/prompts?${query({ search })}` },
    {
      name: `search "${search}" + category "${category}"`,
      path: `/api/prompts?${query({ search, category })}`,
      isTarget: true,
    },
  ];
}

/** One plain request first: the case must answer 200, and we learn how many rows it matches. */
async function probe(url: string, isBaseline: boolean): Promise<number | null> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  if (isBaseline) return null;
  const body = (await response.json()) as { pagination: { totalPrompts: number } };
  return body.pagination.totalPrompts;
}

async function load(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, connections: benchConnections(), duration: seconds, pipelining: 1 });
}

async function measureCase(server: BenchServer, benchCase: BenchCase): Promise<CaseResult> {
  const url = `http://${BENCH_HOST}:${server.port}${benchCase.path}`;
  const matches = await probe(url, benchCase.isBaseline ?? false);
  await load(url, warmupSeconds());
  const result = await load(url, benchSeconds());
  return {
    caseName: benchCase.name,
    database: server.kind,
    matches,
    completed: result['2xx'],
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    isBaseline: benchCase.isBaseline ?? false,
  };
}

async function benchDatabase(kind: BenchDatabase, cases: BenchCase[]): Promise<CaseResult[]> {
  console.error(`\n[bench] starting the ${kind} server (prepares the library on first run)`);
  const server = await startBenchServer(kind);
  const results: CaseResult[] = [];
  try {
    for (const benchCase of cases) {
      console.error(`[bench] ${kind}: ${benchCase.name}`);
      results.push(await measureCase(server, benchCase));
    }
  } finally {
    await server.stop();
  }
  return results;
}

function verdict(results: CaseResult[], cases: BenchCase[]): string {
  const target = cases.find((benchCase) => benchCase.isTarget);
  const measured = results.find(
    (result) => result.database === 'postgres' && result.caseName === target?.name,
  );
  if (!measured) return 'Target not measured (Postgres was not in BENCH_DATABASES).';
  const passed =
    measured.completed > 0 && measured.p99Ms < TARGET_P99_MS && measured.failures === 0;
  return (
    `Target (Postgres, ${target?.name}): p99 ${measured.p99Ms.toFixed(1)} ms ` +
    `< ${TARGET_P99_MS} ms: ${passed ? 'PASS' : 'FAIL'}`
  );
}

async function main(): Promise<void> {
  const cases = benchCases();
  const results: CaseResult[] = [];
  for (const kind of benchDatabases()) results.push(...(await benchDatabase(kind, cases)));
  console.log(
    `\nLibrary benchmark: ${benchConnections()} connections, ${benchSeconds()} s per case ` +
      `after ${warmupSeconds()} s warm-up; ${describeMachine()}\n`,
  );
  console.log(formatTable(results));
  console.log(`\n${verdict(results, cases)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
