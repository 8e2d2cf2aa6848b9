/**
 * `npm run bench:library` (and the first half of `npm run bench`): load-tests
 * the library listing (GET /api/prompts) on a library of BENCH_LIBRARY_SIZE
 * prompts, on Postgres and on PGlite, with autocannon. Each database runs
 * twice, in its own server child process (bench-server.ts): with the
 * library cache on, as deployed, and off, so every request pays for the
 * full search and count (what a listing costs the first time, and after
 * each change to the library). Each case gets a warm-up before it is
 * measured. In the same run: a bare route on the same server, so the table
 * shows what the library costs on top of this machine's HTTP stack; the
 * peer's query shape (peer-search.ts) given the same distinct searches; and
 * the library changing during searches (churn-case.ts, Postgres only).
 * Under the cases, each server's start to ready and its memory at the end.
 *
 * Environment: BENCH_LIBRARY_SIZE (100000; each size has its own database,
 * `bench` for 100,000 and `bench_<size>` otherwise, e.g. bench_1m),
 * BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (10),
 * BENCH_DATABASES (postgres,pglite), BENCH_CACHE (on,off),
 * BENCH_DATABASE_URL, BENCH_DATA_DIR, BENCH_SEARCH (email),
 * BENCH_CATEGORY (Marketing), BENCH_MODEL (Claude), BENCH_BROAD_SEARCH
 * (write: a search that matches much of the library, for the sorts),
 * BENCH_PEER_CONNECTIONS (2), BENCH_PEER_REQUESTS (20),
 * BENCH_PEER_TIMEOUT_SECONDS (120), BENCH_CASES (words, comma-separated:
 * only the cases whose name holds one of them, plus the bare route; all
 * by default; `churn` for the changes alone).
 */
import {
  type BenchCacheMode,
  type BenchDatabase,
  benchCacheModes,
  benchConnections,
  benchDatabases,
  benchLibrarySize,
  benchSeconds,
  describeMachine,
  peerConnections,
  peerRequests,
  peerTimeoutSeconds,
  warmupSeconds,
} from './bench-config.ts';
import { BARE_PATH, PEER_SEARCH_PATH } from './bench-routes.ts';
import { CHURN_BATCH, CHURN_PROMPTS, measureChurn } from './churn-case.ts';
import { distinctSearchPaths } from './distinct-searches.ts';
import { type ServerChurn, verdict } from './library-verdict.ts';
import { type BenchCase, measureCase } from './measure-case.ts';
import { type CaseResult, formatServerTable, formatTable, type ServerRun } from './report.ts';
import { sampleServerMemory, startBenchServer } from './server-process.ts';

const DISTINCT_NAME = 'distinct searches (no two alike)';
const PEER_NAME = "peer's query shape, the same distinct searches";
const CHURN_NAME =
  `distinct searches while ${CHURN_PROMPTS.toLocaleString('en')} prompts are approved, ` +
  `${CHURN_BATCH} at a time (churn)`;

interface LibraryCase extends BenchCase {
  /** Measured by churn-case.ts rather than measureCase. */
  isChurn?: boolean;
}

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

/** Search, filters and sorts: the everyday cases, then the hard mixed ones. */
function listingCases(): LibraryCase[] {
  const search = process.env.BENCH_SEARCH ?? 'email';
  const category = process.env.BENCH_CATEGORY ?? 'Marketing';
  const model = process.env.BENCH_MODEL ?? 'Claude';
  const broad = process.env.BENCH_BROAD_SEARCH ?? 'write';
  return [
    { name: 'library, first page', path: '/api/prompts' },
    { name: `search "${search}"`, path: `/api/prompts?${query({ search })}` },
    {
      name: `search "${search}" + category "${category}"`,
      path: `/api/prompts?${query({ search, category })}`,
      isTarget: true,
    },
    {
      name: `search "${search}" + category "${category}" + model "${model}"`,
      path: `/api/prompts?${query({ search, category, model })}`,
    },
    {
      name: `search "${broad}", Most liked`,
      path: `/api/prompts?${query({ search: broad, sort: 'most-liked' })}`,
    },
    {
      name: `search "${broad}", Most used`,
      path: `/api/prompts?${query({ search: broad, sort: 'most-used' })}`,
    },
  ];
}

function benchCases(): LibraryCase[] {
  const distinctProbe = `/api/prompts?${query({ search: 'distinct' })}`;
  return [
    { name: 'bare route (baseline)', path: BARE_PATH, isBaseline: true },
    ...listingCases(),
    {
      name: DISTINCT_NAME,
      path: distinctProbe,
      pathStream: () => distinctSearchPaths(),
      isTarget: true,
      targetP50Ms: 15,
    },
    {
      name: PEER_NAME,
      path: `${PEER_SEARCH_PATH}?${query({ search: 'distinct' })}`,
      pathStream: () => distinctSearchPaths({}, PEER_SEARCH_PATH),
      connections: peerConnections(),
      requests: peerRequests(),
      timeoutSeconds: peerTimeoutSeconds(),
    },
    {
      name: CHURN_NAME,
      path: distinctProbe,
      pathStream: () => distinctSearchPaths(),
      isChurn: true,
    },
  ];
}

interface ServerOutcome {
  results: CaseResult[];
  churn: ServerChurn | null;
  run: ServerRun;
}

async function benchServer(
  kind: BenchDatabase,
  cache: BenchCacheMode,
  cases: LibraryCase[],
): Promise<ServerOutcome> {
  console.error(
    `\n[bench] starting the ${kind} server, cache ${cache} (prepares the library on first run)`,
  );
  const server = await startBenchServer(kind, cache);
  const results: CaseResult[] = [];
  let churn: ServerChurn | null = null;
  try {
    for (const benchCase of cases) {
      console.error(`[bench] ${kind}, cache ${cache}: ${benchCase.name}`);
      if (!benchCase.isChurn) {
        results.push(await measureCase(server, benchCase));
        continue;
      }
      const measured = await measureChurn(server, benchCase);
      if (measured === null) console.error(`[bench] ${kind}: no churn case (Postgres only)`);
      else {
        results.push(measured.stream);
        churn = { cache, churn: measured };
      }
    }
    const memory = await sampleServerMemory(server);
    const run = { database: kind, cache, librarySize: benchLibrarySize(), startMs: server.startMs };
    return { results, churn, run: { ...run, ...memory } };
  } finally {
    await server.stop();
  }
}

/** BENCH_CASES narrows the run; the bare route always stays, as the baseline. */
function selectedCases(): LibraryCase[] {
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
  const outcomes: ServerOutcome[] = [];
  for (const kind of benchDatabases()) {
    for (const cache of benchCacheModes()) outcomes.push(await benchServer(kind, cache, cases));
  }
  const results = outcomes.flatMap((outcome) => outcome.results);
  console.log(
    `\nLibrary benchmark: ${benchLibrarySize().toLocaleString('en')} approved prompts, ` +
      `${benchConnections()} connections, ${benchSeconds()} s per case ` +
      `after ${warmupSeconds()} s warm-up; ${describeMachine()}\n`,
  );
  console.log(formatTable(results));
  console.log(
    `\nServers (start: spawn to ready, library prepared; memory at the end of the run, after a full GC)\n`,
  );
  console.log(formatServerTable(outcomes.map((outcome) => outcome.run)));
  const churns = outcomes.flatMap((outcome) => (outcome.churn ? [outcome.churn] : []));
  console.log(`\n${verdict(results, cases, { distinct: DISTINCT_NAME, peer: PEER_NAME }, churns)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
