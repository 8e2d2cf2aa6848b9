/**
 * The playground-run benchmark's table: for each pacing of the fake, the
 * provider's own timing, ours through the route, what we add (ours minus
 * the provider's) and the ratio (ours over the provider's).
 */
import type { Sides, Throughput } from './generation-rounds.ts';
import type { RunTiming } from './generation-timing.ts';

export interface PacingResult {
  /** The fake's pause before each word. */
  chunkDelayMs: number;
  sequential: Sides<RunTiming[]>;
  concurrent: Sides<Throughput>;
}

const PERCENTILES = [50, 90, 99] as const;

/** Nearest-rank percentile of the values. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

/** first text p50, p90, p99, then complete p50, p90, p99, then runs/s and chars/s. */
function figures(timings: RunTiming[], throughput: Throughput): number[] {
  return [
    ...PERCENTILES.map((p) =>
      percentile(
        timings.map((timing) => timing.firstTextMs),
        p,
      ),
    ),
    ...PERCENTILES.map((p) =>
      percentile(
        timings.map((timing) => timing.totalMs),
        p,
      ),
    ),
    throughput.runsPerSecond,
    throughput.charsPerSecond,
  ];
}

const LATENCY_COLUMNS = 6;

function milliseconds(value: number): string {
  return value.toFixed(1);
}

/** Runs a second are few (one decimal); characters a second are many. */
function rate(value: number, index: number): string {
  return index === LATENCY_COLUMNS ? value.toFixed(1) : Math.round(value).toLocaleString('en');
}

function signed(text: string, value: number): string {
  return value >= 0 ? `+${text}` : text;
}

function formatRow(values: number[], format: (value: number, index: number) => string): string {
  return values.map(format).join(' | ');
}

function pacingRows(result: PacingResult): string[] {
  const provider = figures(result.sequential.provider, result.concurrent.provider);
  const ours = figures(result.sequential.ours, result.concurrent.ours);
  const pacing = `${result.chunkDelayMs} ms`;
  const plain = (value: number, index: number) =>
    index < LATENCY_COLUMNS ? milliseconds(value) : rate(value, index);
  const added = ours.map((value, index) => value - (provider[index] ?? 0));
  const ratio = ours.map((value, index) => value / (provider[index] ?? Number.NaN));
  return [
    `| ${pacing} | provider (raw SSE) | ${formatRow(provider, plain)} |`,
    `| ${pacing} | ours (route, NDJSON) | ${formatRow(ours, plain)} |`,
    `| ${pacing} | ours − provider | ${formatRow(added, (value, index) => signed(plain(value, index), value))} |`,
    `| ${pacing} | ours / provider | ${formatRow(ratio, (value) => `${value.toFixed(2)}×`)} |`,
  ];
}

export function formatGenerationTable(results: PacingResult[]): string {
  return [
    '| Pause per word | Side | first text p50 ms | p90 | p99 | complete p50 ms | p90 | p99 | runs/s | chars/s |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.flatMap(pacingRows),
  ].join('\n');
}
