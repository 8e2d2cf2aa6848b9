/**
 * The two rounds of the playground-run benchmark, each run for both sides
 * (the provider straight, and through our route):
 *   - sequential: one run at a time, the sides alternating run by run, so
 *     a change in the shared machine's load falls on both alike;
 *   - concurrent: a fixed number of runs kept `connections` at once, timed
 *     from the first start to the last end, for runs and characters a second.
 */
import type { RunTiming } from './generation-timing.ts';

/** Times one whole run of one side; throws when the run did not answer in full. */
export type RunSide = () => Promise<RunTiming>;

export interface Sides<T> {
  provider: T;
  ours: T;
}

export interface Throughput {
  runs: number;
  wallMs: number;
  runsPerSecond: number;
  charsPerSecond: number;
}

export async function sequentialRound(
  sides: Sides<RunSide>,
  runs: number,
): Promise<Sides<RunTiming[]>> {
  const timings: Sides<RunTiming[]> = { provider: [], ours: [] };
  for (let run = 0; run < runs; run += 1) {
    timings.provider.push(await sides.provider());
    timings.ours.push(await sides.ours());
  }
  return timings;
}

export async function concurrentRound(
  side: RunSide,
  runs: number,
  connections: number,
): Promise<Throughput> {
  let started = 0;
  let chars = 0;
  // Each worker starts the next run as soon as its last one ended.
  const worker = async () => {
    while (started < runs) {
      started += 1;
      // Awaited first: `chars += await …` would add to the value read before the wait.
      const timing = await side();
      chars += timing.chars;
    }
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: Math.min(connections, runs) }, worker));
  const wallMs = performance.now() - begin;
  return {
    runs,
    wallMs,
    runsPerSecond: (runs / wallMs) * 1000,
    charsPerSecond: (chars / wallMs) * 1000,
  };
}
