/**
 * `npm run bench`: load-tests the library listing (GET /api/prompts) on a
 * 100,000-prompt library, on Postgres and on PGlite, with autocannon. Each
 * database runs twice, in its own server child process (bench-server.ts):
 * with the library cache on, as deployed, and off, so every request pays
 * for the full search and count (what a listing costs the first time, and
 * after each change to the library). Each case gets a warm-up before it is
 * measured. A bare route on the same server is measured in the same run, so
 * the table shows what the library costs on top of this machine's HTTP stack.
 *
 * Environment: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3),
 * BENCH_CONNECTIONS (10), BENCH_DATABASES (postgres,pglite), BENCH_CACHE (on,off),
 * BENCH_DATABASE_URL, BENCH_DATA_DIR, BENCH_SEARCH (email),
 * BENCH_CATEGORY (Marketing), BENCH_CASES (words, comma-separated: only the
 * cases whose name holds one of them, plus the bare route; all by default).
 */
import {
  type BenchCacheMode,
  type BenchDatabase,
  benchCacheModes,
  benchConnections,
  benchDatabases,
  benchSeconds,
  describeMachine,
  warmupSeconds,
} from './bench-config.ts';
import { distinctSearchPaths } from './distinct-searches.ts';
import { type BenchCase, measureCase } from './measure-case.ts';
import { type CaseResult, formatTable } from './report.ts';
import { startBenchServer } from './server-process.ts';

/** p99 budget for the target cases on Postgres (search + filter, distinct searches). */
const TARGET_P99_MS = 50;

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
    {
      name: 'distinct searches (no two alike)',
      path: `/api/prompts?${query({ search: 'distinct' })}`,
      pathStream: () => distinctSearchPaths(),
      isTarget: true,
      targetP50Ms: 15,
    },
  ];
}

async function benchServer(
  kind: BenchDatabase,
  cache: BenchCacheMode,
  cases: BenchCase[],
): Promise<CaseResult[]> {
  console.error(
    `\n[bench] starting the ${kind} server, cache ${cache} (prepares the library on first run)`,
  );
  const server = await startBenchServer(kind, cache);
  const results: CaseResult[] = [];
  try {
    for (const benchCase of cases) {
      console.error(`[bench] ${kind}, cache ${cache}: ${benchCase.name}`);
      results.push(await measureCase(server, benchCase));
    }
  } finally {
    await server.stop();
  }
  return results;
}

/** One line per target case and cache mode: judged as deployed (cache on); off is shown beside it. */
function verdict(results: CaseResult[], cases: BenchCase[]): string {
  const lines = cases
    .filter((benchCase) => benchCase.isTarget)
    .flatMap((target) =>
      results
        .filter((result) => result.database === 'postgres' && result.caseName === target.name)
        .map((measured) => {
          const p50Budget = target.targetP50Ms;
          const passed =
            measured.completed > 0 &&
            measured.p99Ms < TARGET_P99_MS &&
            (p50Budget === undefined || measured.p50Ms < p50Budget) &&
            measured.failures === 0;
          const label = measured.cache === 'on' ? 'as deployed, cache on' : 'cache off';
          const p50 =
            p50Budget === undefined
              ? ''
              : `, p50 ${measured.p50Ms.toFixed(1)} ms < ${p50Budget} ms`;
          return (
            `Target (Postgres, ${target.name}, ${label}): p99 ${measured.p99Ms.toFixed(1)} ms ` +
            `< ${TARGET_P99_MS} ms${p50}: ${passed ? 'PASS' : 'FAIL'}`
          );
        }),
    );
  return lines.length > 0
    ? lines.join('\n')
    : 'Target not measured (Postgres was not in BENCH_DATABASES).';
}

/** BENCH_CASES narrows the run; the bare route always stays, as the baseline. */
function selectedCases(): BenchCase[] {
  const words = (process.env.BENCH_CASES ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
  if (words.length === 0) return benchCases();
  return benchCases().filter(
    (benchCase) =>
      benchCase.isBaseline || words.some((word) => benchCase.name.toLowerCase().includes(word)),
  );
}

async function main(): Promise<void> {
  const cases = selectedCases();
  const results: CaseResult[] = [];
  for (const kind of benchDatabases()) {
    for (const cache of benchCacheModes()) results.push(...(await benchServer(kind, cache, cases)));
  }
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
