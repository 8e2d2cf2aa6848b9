/** Turns measured cases into the markdown table the benchmark prints. */
import type { BenchCacheMode, BenchDatabase } from './bench-config.ts';

export interface CaseResult {
  caseName: string;
  database: BenchDatabase;
  cache: BenchCacheMode;
  /** How the case ran if not like the others (its connections, a request count, a timeout). */
  note?: string;
  /** Rows the request matched (pagination.totalPrompts), or null for the bare route. */
  matches: number | null;
  /** 2xx answers in the measured window. */
  completed: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers: should be 0. */
  failures: number;
  /** The server process's CPU time per request (ms). */
  serverCpuMs: number;
  /** The local Postgres server's CPU time per request (ms); null on PGlite (in the server). */
  postgresCpuMs: number | null;
  isBaseline: boolean;
}

function ratioToBaseline(result: CaseResult, all: CaseResult[]): string {
  const baseline = all.find(
    (other) =>
      other.isBaseline && other.database === result.database && other.cache === result.cache,
  );
  if (!baseline || baseline.requestsPerSecond === 0) return 'n/a';
  return `${((result.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)} %`;
}

/** Latency of a case where nothing completed would read as 0 ms: show that there is none. */
function latency(result: CaseResult, value: number): string {
  return result.completed === 0 ? 'n/a' : value.toFixed(1);
}

export function formatTable(results: CaseResult[]): string {
  const header = [
    '| Case | Database | Cache | Matches | Requests | req/s | p50 ms | p99 ms | req/s vs bare | CPU ms/req: app | Postgres | Failures |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const rows = results.map((result) =>
    [
      '',
      result.note ? `${result.caseName} (${result.note})` : result.caseName,
      result.database,
      result.cache,
      result.matches === null ? '-' : result.matches.toLocaleString('en'),
      result.completed.toLocaleString('en'),
      Math.round(result.requestsPerSecond).toLocaleString('en'),
      latency(result, result.p50Ms),
      latency(result, result.p99Ms),
      ratioToBaseline(result, results),
      result.serverCpuMs.toFixed(2),
      result.postgresCpuMs === null ? '-' : result.postgresCpuMs.toFixed(2),
      String(result.failures),
      '',
    ]
      .join(' | ')
      .trim(),
  );
  return [...header, ...rows].join('\n');
}

/** The bare route polled from its own process (bare-poller.ts). */
export interface PollSummary {
  polls: number;
  /** Polls with no 2xx answer, or none by the end. */
  failures: number;
  maxMs: number;
  p99Ms: number;
}

/** One server's run: how long it took to be ready, and its memory at the end. */
export interface ServerRun {
  database: BenchDatabase;
  cache: BenchCacheMode;
  librarySize: number;
  /** From spawning the server (library prepared) to its port line. */
  startMs: number;
  rssBytes: number;
  heapUsedBytes: number;
}

function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(0);
}

export function formatServerTable(runs: ServerRun[]): string {
  const header = [
    '| Database | Cache | Library | Start to ready s | RSS MB | Heap used MB |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ];
  const rows = runs.map(
    (run) =>
      `| ${run.database} | ${run.cache} | ${run.librarySize.toLocaleString('en')} | ` +
      `${(run.startMs / 1000).toFixed(1)} | ${megabytes(run.rssBytes)} | ${megabytes(run.heapUsedBytes)} |`,
  );
  return [...header, ...rows].join('\n');
}
