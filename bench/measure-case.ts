/**
 * Measures one HTTP case against a running bench server with autocannon:
 * a plain probe request first (the case must answer 200, and its pagination
 * total tells how many rows it matches), a warm-up, then the measured run at
 * BENCH_CONNECTIONS for BENCH_SECONDS. Shared by the library and admin
 * benchmarks so both tables are measured the same way.
 */
import autocannon from 'autocannon';
import { BENCH_HOST, benchConnections, benchSeconds, warmupSeconds } from './bench-config.ts';
import { cpuPerRequest, cpuSnapshot } from './cpu-time.ts';
import type { CaseResult } from './report.ts';
import type { BenchServer } from './server-process.ts';

export interface BenchCase {
  name: string;
  path: string;
  isBaseline?: boolean;
  isTarget?: boolean;
  /** Sent with every request of the case (the admin cases' Authorization). */
  headers?: Record<string, string>;
  /**
   * Makes a stream of paths, a different one for every request (distinct
   * searches); `path` is then only the probe's. A fresh stream per server,
   * so every server is sent the same requests.
   */
  pathStream?: () => () => string;
  /** A p50 budget besides the p99 one (the distinct searches). */
  targetP50Ms?: number;
  /** Connections for this case instead of BENCH_CONNECTIONS (the peer's slow scans). */
  connections?: number;
  /**
   * Send this many requests instead of running for BENCH_SECONDS, after a
   * warm-up of one request per connection: for a case whose requests take
   * seconds, a fixed duration would end with most of them unanswered.
   */
  requests?: number;
  /** Seconds a request may take before autocannon counts it as timed out (10 by default). */
  timeoutSeconds?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** pagination.totalPrompts of a prompt list, or totalUsers of a user list. */
function paginationTotal(body: unknown): number {
  const pagination = isRecord(body) ? body.pagination : undefined;
  const total = isRecord(pagination)
    ? (pagination.totalPrompts ?? pagination.totalUsers)
    : undefined;
  if (typeof total !== 'number') throw new Error('the answer has no pagination total');
  return total;
}

export function caseUrl(server: BenchServer, benchCase: BenchCase): string {
  return `http://${BENCH_HOST}:${server.port}${benchCase.path}`;
}

/** One plain request first: the case must answer 200, and we learn how many rows it matches. */
export async function probe(url: string, benchCase: BenchCase): Promise<number | null> {
  const response = await fetch(url, { headers: benchCase.headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  if (benchCase.isBaseline) return null;
  return paginationTotal(await response.json());
}

/** How long a load runs: for a number of seconds, or until a number of requests is answered. */
type Span = { seconds: number } | { requests: number };

function caseConnections(benchCase: BenchCase): number {
  return benchCase.connections ?? benchConnections();
}

export async function load(
  url: string,
  span: Span,
  benchCase: BenchCase,
  nextPath: (() => string) | undefined,
): Promise<autocannon.Result> {
  const { headers } = benchCase;
  return autocannon({
    url,
    headers,
    connections: caseConnections(benchCase),
    ...('seconds' in span ? { duration: span.seconds } : { amount: span.requests }),
    ...(benchCase.timeoutSeconds !== undefined && { timeout: benchCase.timeoutSeconds }),
    pipelining: 1,
    ...(nextPath && {
      requests: [
        {
          setupRequest: (request: autocannon.Request) => ({ ...request, path: nextPath() }),
        },
      ],
    }),
  });
}

function warmupSpan(benchCase: BenchCase): Span {
  return benchCase.requests === undefined
    ? { seconds: warmupSeconds() }
    : { requests: caseConnections(benchCase) };
}

function measuredSpan(benchCase: BenchCase): Span {
  return benchCase.requests === undefined
    ? { seconds: benchSeconds() }
    : { requests: benchCase.requests };
}

/** What the table says of a case run other than the others: its connections, count and timeout. */
function runNote(benchCase: BenchCase): string | undefined {
  const parts = [
    benchCase.connections !== undefined && `${benchCase.connections} connections`,
    benchCase.requests !== undefined && `${benchCase.requests} requests`,
    benchCase.timeoutSeconds !== undefined && `timeout ${benchCase.timeoutSeconds} s`,
  ].filter((part) => typeof part === 'string');
  return parts.length > 0 ? parts.join(', ') : undefined;
}

export interface MeasuredLoad {
  result: autocannon.Result;
  serverCpuMs: number;
  postgresCpuMs: number;
}

/** Runs one load and reads the CPU the server and Postgres spent on it. */
export async function measuredLoad(
  server: BenchServer,
  run: () => Promise<autocannon.Result>,
): Promise<MeasuredLoad> {
  const before = cpuSnapshot(server.pid);
  const result = await run();
  const cpu = cpuPerRequest(before, cpuSnapshot(server.pid), result.requests.total);
  return { result, serverCpuMs: cpu.serverMs, postgresCpuMs: cpu.postgresMs };
}

/**
 * Over a run of seconds, autocannon's average of its per-second counts. A
 * run of a set number of requests ends on autocannon's next whole-second
 * tick, which would count a 2.1 s run as 3 s; there the rate comes from the
 * latencies instead: C connections, each sending its next request as the
 * last one is answered, answer C requests per mean latency.
 */
function requestsPerSecond(benchCase: BenchCase, result: autocannon.Result): number {
  if (benchCase.requests === undefined) return result.requests.average;
  if (result['2xx'] === 0 || result.latency.mean <= 0) return 0;
  return (caseConnections(benchCase) * 1000) / result.latency.mean;
}

export function caseResult(
  server: BenchServer,
  benchCase: BenchCase,
  matches: number | null,
  measured: MeasuredLoad,
): CaseResult {
  const { result } = measured;
  return {
    caseName: benchCase.name,
    database: server.kind,
    cache: server.cache,
    note: runNote(benchCase),
    matches,
    completed: result['2xx'],
    requestsPerSecond: requestsPerSecond(benchCase, result),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    serverCpuMs: measured.serverCpuMs,
    // PGlite runs inside the server: its time is the server's.
    postgresCpuMs: server.kind === 'postgres' ? measured.postgresCpuMs : null,
    isBaseline: benchCase.isBaseline ?? false,
  };
}

export async function measureCase(server: BenchServer, benchCase: BenchCase): Promise<CaseResult> {
  const url = caseUrl(server, benchCase);
  const matches = await probe(url, benchCase);
  const nextPath = benchCase.pathStream?.();
  await load(url, warmupSpan(benchCase), benchCase, nextPath);
  const measured = await measuredLoad(server, () =>
    load(url, measuredSpan(benchCase), benchCase, nextPath),
  );
  return caseResult(server, benchCase, matches, measured);
}
