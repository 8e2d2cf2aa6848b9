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

/** One plain request first: the case must answer 200, and we learn how many rows it matches. */
async function probe(url: string, benchCase: BenchCase): Promise<number | null> {
  const response = await fetch(url, { headers: benchCase.headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  if (benchCase.isBaseline) return null;
  return paginationTotal(await response.json());
}

async function load(
  url: string,
  seconds: number,
  benchCase: BenchCase,
  nextPath: (() => string) | undefined,
): Promise<autocannon.Result> {
  const { headers } = benchCase;
  return autocannon({
    url,
    headers,
    connections: benchConnections(),
    duration: seconds,
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

export async function measureCase(server: BenchServer, benchCase: BenchCase): Promise<CaseResult> {
  const url = `http://${BENCH_HOST}:${server.port}${benchCase.path}`;
  const matches = await probe(url, benchCase);
  const nextPath = benchCase.pathStream?.();
  await load(url, warmupSeconds(), benchCase, nextPath);
  const before = cpuSnapshot(server.pid);
  const result = await load(url, benchSeconds(), benchCase, nextPath);
  const cpu = cpuPerRequest(before, cpuSnapshot(server.pid), result.requests.total);
  return {
    caseName: benchCase.name,
    database: server.kind,
    cache: server.cache,
    matches,
    completed: result['2xx'],
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    serverCpuMs: cpu.serverMs,
    // PGlite runs inside the server: its time is the server's.
    postgresCpuMs: server.kind === 'postgres' ? cpu.postgresMs : null,
    isBaseline: benchCase.isBaseline ?? false,
  };
}
