/**
 * The lines under the library benchmark's tables: each target judged on
 * Postgres (as deployed, and with the cache off beside it), the distinct
 * searches' throughput against the peer's query shape in the same run, and
 * what the bare route did while the library changed.
 */
import type { BenchCase } from './measure-case.ts';
import type { ChurnResult } from './churn-case.ts';
import type { CaseResult } from './report.ts';

/** p99 budget for the target cases on Postgres (search + filter, distinct searches). */
const TARGET_P99_MS = 50;
/** The bare route's slowest answer while the library changes (issue 23). */
const TARGET_BARE_MAX_MS = 100;

export interface ServerChurn {
  cache: string;
  churn: ChurnResult;
}

function cacheLabel(cache: string): string {
  return cache === 'on' ? 'as deployed, cache on' : 'cache off';
}

function targetLine(target: BenchCase, measured: CaseResult): string {
  const p50Budget = target.targetP50Ms;
  const passed =
    measured.completed > 0 &&
    measured.p99Ms < TARGET_P99_MS &&
    (p50Budget === undefined || measured.p50Ms < p50Budget) &&
    measured.failures === 0;
  const p50 =
    p50Budget === undefined ? '' : `, p50 ${measured.p50Ms.toFixed(1)} ms < ${p50Budget} ms`;
  return (
    `Target (Postgres, ${target.name}, ${cacheLabel(measured.cache)}): ` +
    `p99 ${measured.p99Ms.toFixed(1)} ms < ${TARGET_P99_MS} ms${p50}: ${passed ? 'PASS' : 'FAIL'}`
  );
}

/** One line per target case and cache mode: judged as deployed (cache on); off is shown beside it. */
function targetLines(results: CaseResult[], cases: BenchCase[]): string[] {
  return cases
    .filter((benchCase) => benchCase.isTarget)
    .flatMap((target) =>
      results
        .filter((result) => result.database === 'postgres' && result.caseName === target.name)
        .map((measured) => targetLine(target, measured)),
    );
}

function cpu(result: CaseResult): string {
  const app = `${result.serverCpuMs.toFixed(2)} ms`;
  return result.postgresCpuMs === null
    ? `${app} (app, database inside)`
    : `${app} app + ${result.postgresCpuMs.toFixed(2)} ms Postgres`;
}

/** How many times the peer's throughput the distinct searches had, per server run. */
function peerLines(results: CaseResult[], distinctName: string, peerName: string): string[] {
  return results
    .filter((result) => result.caseName === peerName)
    .flatMap((peer) => {
      const ours = results.find(
        (result) =>
          result.caseName === distinctName &&
          result.database === peer.database &&
          result.cache === peer.cache,
      );
      if (!ours || peer.requestsPerSecond === 0) return [];
      const times = ours.requestsPerSecond / peer.requestsPerSecond;
      return [
        `Distinct searches against the peer's query shape (${peer.database}, cache ${peer.cache}): ` +
          `${Math.round(ours.requestsPerSecond).toLocaleString('en')} against ` +
          `${peer.requestsPerSecond.toFixed(2)} req/s, ${times.toFixed(times < 10 ? 1 : 0)} times ` +
          `the throughput; CPU per request ${cpu(ours)} against ${cpu(peer)}`,
      ];
    });
}

function churnLine({ cache, churn }: ServerChurn): string {
  const { bare, stream } = churn;
  const passed = bare.failures === 0 && bare.polls > 0 && bare.maxMs < TARGET_BARE_MAX_MS;
  return (
    `Target (Postgres, changes during searches, ${cacheLabel(cache)}): ` +
    `${churn.approved.toLocaleString('en')} prompts approved 50 at a time over ` +
    `${churn.approvalSeconds.toFixed(1)} s; the bare route polled every 50 ms answered ` +
    `${bare.polls - bare.failures} of ${bare.polls}, slowest ${bare.maxMs.toFixed(1)} ms ` +
    `(p99 ${bare.p99Ms.toFixed(1)} ms) < ${TARGET_BARE_MAX_MS} ms: ${passed ? 'PASS' : 'FAIL'}; ` +
    `the distinct stream meanwhile p50 ${stream.p50Ms.toFixed(1)} ms, p99 ${stream.p99Ms.toFixed(1)} ms`
  );
}

export function verdict(
  results: CaseResult[],
  cases: BenchCase[],
  names: { distinct: string; peer: string },
  churns: ServerChurn[],
): string {
  const lines = [
    ...targetLines(results, cases),
    ...peerLines(results, names.distinct, names.peer),
    ...churns.map(churnLine),
  ];
  return lines.length > 0
    ? lines.join('\n')
    : 'No target measured (none of the target cases ran on Postgres).';
}
