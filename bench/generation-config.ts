/**
 * Settings of the playground-run benchmark (generation-bench.ts) and of the
 * server it starts (bench-server.ts --generation=<fake URL>), read from the
 * environment in one place. Defaults keep a whole run under about two
 * minutes on the 2-core development machine.
 */
import { BENCH_DATABASE_KINDS, BENCH_HOST, type BenchDatabase, oneOf } from './bench-config.ts';

/** bench-server.ts flag: `--generation=<fake providers' base URL>`. */
export const GENERATION_FLAG = '--generation';
/** Printed before the port line by a server started with GENERATION_FLAG. */
export const MEMBER_TOKEN_LINE_PREFIX = 'BENCH_MEMBER_TOKEN=';
/** The Enterprise (unlimited) member every run is made as. */
export const BENCH_MEMBER_EMAIL = 'bench-generation@example.com';
/** The playground model the runs use (OpenAI Chat Completions on the fake). */
export const BENCH_MODEL = 'ChatGPT';

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** Sequential runs per side, for the latency percentiles. */
export function sequentialRuns(): number {
  return positiveInteger('BENCH_RUNS', 100);
}

/** Runs per side in the concurrent round (BENCH_CONNECTIONS at once). */
export function concurrentRuns(): number {
  return positiveInteger('BENCH_CONCURRENT_RUNS', 100);
}

export function warmupRuns(): number {
  return positiveInteger('BENCH_WARMUP_RUNS', 5);
}

/** Words in the fake's answer (one SSE chunk each). */
export function answerWords(): number {
  return positiveInteger('BENCH_WORDS', 400);
}

/** The fake's pause before each word, one round per value (BENCH_CHUNK_DELAYS=0,5). */
export function chunkDelays(): number[] {
  const raw = process.env.BENCH_CHUNK_DELAYS ?? '0';
  return raw.split(',').map((item) => {
    const value = Number(item.trim());
    if (!Number.isInteger(value) || value < 0) {
      throw new Error(`BENCH_CHUNK_DELAYS: "${item}" is not a whole number of milliseconds`);
    }
    return value;
  });
}

/**
 * PGlite unless told otherwise: BENCH_DATABASES when set, else Postgres
 * when BENCH_DATABASE_URL names one. (The other benches run both by
 * default; a run here does not need a prepared library, only a member.)
 */
export function generationDatabases(): BenchDatabase[] {
  const listed = process.env.BENCH_DATABASES;
  if (listed) {
    return listed
      .split(',')
      .map((name) => oneOf(BENCH_DATABASE_KINDS, name.trim(), 'BENCH_DATABASES'));
  }
  return process.env.BENCH_DATABASE_URL ? ['postgres'] : ['pglite'];
}

/**
 * The fake's base URL from `--generation=<url>`, or null without the flag.
 * Every provider key of the server points there, so it must be this machine.
 */
export function generationFlagValue(args: string[]): string | null {
  const arg = args.find((item) => item.startsWith(`${GENERATION_FLAG}=`));
  if (arg === undefined) return null;
  const url = new URL(arg.slice(GENERATION_FLAG.length + 1));
  if (url.hostname !== BENCH_HOST) {
    throw new Error(`${GENERATION_FLAG} must point at ${BENCH_HOST} (got "${url.hostname}")`);
  }
  return url.origin;
}
