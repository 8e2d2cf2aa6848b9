/**
 * `npm run bench:overload`: what 100 concurrent connections do to each
 * database, with admission control on (as deployed) and off (as the app was
 * before it), in the same run. The case is the library's first page with
 * the listing cache off, so every request does real database work (the
 * cost after each change to the library). Everything stays on 127.0.0.1 and
 * every run is bounded in time.
 *
 * It reports answers per second (200 and 503), latency (p50, p99, max) and
 * whether every 503 carried Retry-After, and checks the bound: with
 * admission on, no request may take longer than the queue bound
 * (MAX_QUEUE_WAIT_MS, 2 s by default) plus one second.
 *
 * Environment: BENCH_SECONDS (20), BENCH_WARMUP_SECONDS (3),
 * BENCH_DATABASES (postgres,pglite), BENCH_DATABASE_URL, BENCH_DATA_DIR.
 */
import autocannon from 'autocannon';
import {
  BENCH_HOST,
  type BenchCacheMode,
  type BenchDatabase,
  benchDatabases,
  benchSeconds,
  describeMachine,
  warmupSeconds,
} from './bench-config.ts';
import { type BenchServer, startBenchServer } from './server-process.ts';

const CONNECTIONS = 100;
const QUEUE_BOUND_MS = 2000;
const STATED_BOUND_MS = QUEUE_BOUND_MS + 1000;
const PATH = '/api/prompts';

interface OverloadResult {
  database: BenchDatabase;
  admission: BenchCacheMode;
  okPerSecond: number;
  refusedPerSecond: number;
  refusedWithoutRetryAfter: number;
  otherFailures: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  overTenSeconds: number;
}

/** Long enough for the queue to settle into its steady state. */
const seconds = () => benchSeconds(20);

async function drive(server: BenchServer, duration: number) {
  let refusedWithoutRetryAfter = 0;
  let overTenSeconds = 0;
  const result = await autocannon({
    url: `http://${BENCH_HOST}:${server.port}${PATH}`,
    connections: CONNECTIONS,
    duration,
    // Long enough to see how long a request really waits when nothing refuses it.
    timeout: 60,
    setupClient(client) {
      let hasRetryAfter = false;
      client.on('headers', (parsed) => {
        // At run time this is the HTTP parser's record: { statusCode, headers: [name, value, ...] }.
        const raw = (parsed as unknown as { headers?: unknown }).headers;
        const names = Array.isArray(raw) ? raw.filter((_, i) => i % 2 === 0) : [];
        hasRetryAfter = names.some((name) => String(name).toLowerCase() === 'retry-after');
      });
      client.on('response', (statusCode, _bytes, responseTime) => {
        if (statusCode === 503 && !hasRetryAfter) refusedWithoutRetryAfter += 1;
        if (responseTime > 10_000) overTenSeconds += 1;
      });
    },
  });
  return { result, refusedWithoutRetryAfter, overTenSeconds };
}

async function measure(kind: BenchDatabase, admission: BenchCacheMode): Promise<OverloadResult> {
  console.error(`\n[overload] ${kind}, admission ${admission}: starting the server`);
  const server = await startBenchServer(kind, 'off', admission);
  try {
    await drive(server, warmupSeconds());
    const duration = seconds();
    const { result, refusedWithoutRetryAfter, overTenSeconds } = await drive(server, duration);
    const refused = result.statusCodeStats?.['503']?.count ?? 0;
    return {
      database: kind,
      admission,
      okPerSecond: result['2xx'] / duration,
      refusedPerSecond: refused / duration,
      refusedWithoutRetryAfter,
      otherFailures: result.errors + result.timeouts + result.non2xx - refused,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      overTenSeconds,
    };
  } finally {
    await server.stop();
  }
}

function table(results: OverloadResult[]): string {
  const rows = results.map((r) =>
    [
      r.database === 'pglite' ? 'PGlite' : 'Postgres',
      r.admission,
      r.okPerSecond.toFixed(0),
      r.refusedPerSecond.toFixed(0),
      r.p50Ms.toFixed(0),
      r.p99Ms.toFixed(0),
      r.maxMs.toFixed(0),
      String(r.overTenSeconds),
      String(r.refusedWithoutRetryAfter),
      String(r.otherFailures),
    ].join(' | '),
  );
  return [
    '| Database | Admission | 200/s | 503/s | p50 ms | p99 ms | max ms | over 10 s | 503 without Retry-After | other failures |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

function verdict(result: OverloadResult): string {
  const passed =
    result.maxMs <= STATED_BOUND_MS &&
    result.refusedWithoutRetryAfter === 0 &&
    result.otherFailures === 0;
  return (
    `${result.database}, admission on: slowest answer ${result.maxMs.toFixed(0)} ms ` +
    `<= ${STATED_BOUND_MS} ms, every refusal a 503 with Retry-After: ${passed ? 'PASS' : 'FAIL'}`
  );
}

async function main(): Promise<void> {
  const results: OverloadResult[] = [];
  for (const kind of benchDatabases()) {
    for (const admission of ['on', 'off'] as const) results.push(await measure(kind, admission));
  }
  console.log(
    `\nOverload: ${CONNECTIONS} connections on GET ${PATH} (100k prompts, listing cache off), ` +
      `${seconds()} s after ${warmupSeconds()} s warm-up; ${describeMachine()}\n`,
  );
  console.log(table(results));
  console.log('');
  for (const result of results.filter((r) => r.admission === 'on')) console.log(verdict(result));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
