/**
 * Settings shared by the benchmark driver and its server processes, read
 * from the environment in one place. Everything targets this machine only:
 * HTTP goes to 127.0.0.1, and a Postgres URL must point at a loopback host.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DATABASE_KINDS = ['postgres', 'pglite'] as const;
export type BenchDatabase = (typeof BENCH_DATABASE_KINDS)[number];
/** Whether the server remembers library listings (on, as deployed) or loads every one (off). */
export const BENCH_CACHE_MODES = ['on', 'off'] as const;
export type BenchCacheMode = (typeof BENCH_CACHE_MODES)[number];

export const BENCH_HOST = '127.0.0.1';
/** The library the benchmarks have always measured, kept in the `bench` database. */
export const DEFAULT_LIBRARY_SIZE = 100_000;
/** Accounts the admin benchmark's user list holds. */
export const USER_COUNT = 10_000;
export const BENCH_ADMIN_EMAIL = 'bench-admin@example.com';
/** The line a server prints on stdout once it listens. */
export const PORT_LINE_PREFIX = 'BENCH_SERVER_PORT=';
/** bare-poller.ts prints this once it polls, and its summary after the prefix when told to stop. */
export const POLLER_READY_LINE = 'POLLER_READY';
export const POLLER_RESULT_PREFIX = 'POLLER_RESULT=';
/** bench-server.ts flag: prepare the library (and the admin data with ADMIN_FLAG), then exit. */
export const PREPARE_FLAG = '--prepare';
/** Printed before the port line by a server started with ADMIN_FLAG: the bench admin's token. */
export const ADMIN_TOKEN_LINE_PREFIX = 'BENCH_ADMIN_TOKEN=';
/** bench-server.ts flag: also prepare the admin benchmark's data and sign its admin in. */
export const ADMIN_FLAG = '--admin';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

const benchDir = path.dirname(fileURLToPath(import.meta.url));

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** BENCH_SECONDS, or the case's own default when unset. */
export function benchSeconds(fallback = 10): number {
  return positiveNumber('BENCH_SECONDS', fallback);
}

export function warmupSeconds(): number {
  return positiveNumber('BENCH_WARMUP_SECONDS', 3);
}

export function benchConnections(): number {
  return positiveNumber('BENCH_CONNECTIONS', 10);
}

/**
 * Approved prompts in the bench library (BENCH_LIBRARY_SIZE, 100,000 by
 * default; 1,000,000 for the scale runs; 70, the sample library alone, for
 * a server's memory with next to no library).
 */
export function benchLibrarySize(): number {
  const size = positiveNumber('BENCH_LIBRARY_SIZE', DEFAULT_LIBRARY_SIZE);
  if (!Number.isInteger(size)) throw new Error('BENCH_LIBRARY_SIZE must be a whole number');
  return size;
}

/** 100k, 1m, 70: how a size names its database and data folder. */
export function librarySizeLabel(size: number): string {
  if (size % 1_000_000 === 0) return `${size / 1_000_000}m`;
  if (size % 1000 === 0) return `${size / 1000}k`;
  return String(size);
}

/**
 * Each library size has its own database and PGlite folder, so libraries of
 * several sizes live side by side and each is built once. The default size
 * keeps the names it always had (`bench`, `bench/.data/<kind>`).
 */
function perSize(name: string, separator: string): string {
  const size = benchLibrarySize();
  return size === DEFAULT_LIBRARY_SIZE ? name : `${name}${separator}${librarySizeLabel(size)}`;
}

/** The peer's query shape: few connections, and time for a scan of the whole library. */
export function peerConnections(): number {
  return positiveNumber('BENCH_PEER_CONNECTIONS', 2);
}

/** Requests the peer's case sends (a count, not a duration: one can take seconds). */
export function peerRequests(): number {
  return positiveNumber('BENCH_PEER_REQUESTS', 20);
}

export function peerTimeoutSeconds(): number {
  return positiveNumber('BENCH_PEER_TIMEOUT_SECONDS', 120);
}

/** `value` when it is one of `allowed`; otherwise an error that names where it came from. */
export function oneOf<T extends string>(
  allowed: readonly T[],
  value: string | undefined,
  source: string,
): T {
  const found = allowed.find((item) => item === value);
  if (found === undefined) {
    throw new Error(`${source}: "${value ?? ''}" is not one of ${allowed.join(', ')}`);
  }
  return found;
}

/** A comma-separated choice from `allowed`, in order; all of them when unset. */
function commaList<T extends string>(variable: string, allowed: readonly T[]): T[] {
  const raw = process.env[variable] ?? allowed.join(',');
  return raw.split(',').map((name) => oneOf(allowed, name.trim(), variable));
}

/** Which databases to run, in order (BENCH_DATABASES=postgres,pglite). */
export function benchDatabases(): BenchDatabase[] {
  return commaList('BENCH_DATABASES', BENCH_DATABASE_KINDS);
}

/** Which cache modes to run each database in, in order (BENCH_CACHE=on,off). */
export function benchCacheModes(): BenchCacheMode[] {
  return commaList('BENCH_CACHE', BENCH_CACHE_MODES);
}

/** Where PGlite files and uploaded sample files live between runs (gitignored). */
export function benchDataDir(): string {
  return path.resolve(process.env.BENCH_DATA_DIR ?? path.join(benchDir, '.data'));
}

/** The folder under benchDataDir() of one database kind at this library size. */
export function benchDataFolder(kind: BenchDatabase): string {
  return perSize(kind, '-');
}

/** BENCH_DATABASE_URL as given, or the local `bench` database of this library size. */
export function benchDatabaseUrl(): string {
  const url =
    process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${perSize('bench', '_')}`;
  const { hostname } = new URL(url);
  // The bench creates a database and loads many rows: never aim it at another machine.
  if (!LOOPBACK_HOSTS.has(hostname)) {
    throw new Error(`BENCH_DATABASE_URL must point at this machine (got host "${hostname}")`);
  }
  return url;
}

export function benchServerScript(): string {
  return path.join(benchDir, 'bench-server.ts');
}

export function barePollerScript(): string {
  return path.join(benchDir, 'bare-poller.ts');
}

/**
 * The machine line under a table. The load average (1 and 5 minutes, at the
 * end of the run) is there because this box is shared: a run next to other
 * work measures that work too.
 */
export function describeMachine(): string {
  const cpus = os.cpus();
  const [oneMinute = 0, fiveMinutes = 0] = os.loadavg();
  return (
    `${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, ` +
    `load average ${oneMinute.toFixed(1)} / ${fiveMinutes.toFixed(1)} (1 / 5 min)`
  );
}
