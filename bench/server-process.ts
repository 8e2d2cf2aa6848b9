/**
 * Starts bench-server.ts in a child process and stops it again. A first
 * child prepares the library (bench-server.ts --prepare) and exits; then
 * the server starts, and the time from its spawn to its port line is its
 * start to ready, the library's load left out. The server gets a pipe on
 * stdin: if this process dies without cleaning up, the pipe closes and the
 * child shuts itself down. Every live child is also killed on exit and on
 * Ctrl-C.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import {
  ADMIN_FLAG,
  ADMIN_TOKEN_LINE_PREFIX,
  BENCH_HOST,
  type BenchCacheMode,
  type BenchDatabase,
  benchServerScript,
  PORT_LINE_PREFIX,
  PREPARE_FLAG,
} from './bench-config.ts';
import { MEMORY_PATH, type MemorySample } from './bench-routes.ts';

/** Building a library of a million prompts takes a while; PGlite far longer than Postgres. */
const PREPARE_TIMEOUT_MS = 6 * 60 * 60 * 1000;
/** A server that loads a word index at start takes over a minute at a million prompts. */
const START_TIMEOUT_MS = 15 * 60 * 1000;
const STOP_TIMEOUT_MS = 10_000;

export interface BenchServer {
  kind: BenchDatabase;
  cache: BenchCacheMode;
  port: number;
  /** The server process's id, to read its CPU time (cpu-time.ts). */
  pid: number | undefined;
  /** The bench admin's session token, when started with `admin: true`. */
  adminToken?: string;
  /** From spawning the server (library already prepared) to its port line. */
  startMs: number;
  stop: () => Promise<void>;
}

export interface BenchServerOptions {
  /** Also prepare the admin benchmark's data and sign the bench admin in. */
  admin?: boolean;
}

interface Listening {
  port: number;
  adminToken?: string;
}

const live = new Set<ChildProcess>();

function killAll(): void {
  for (const child of live) child.kill('SIGKILL');
}

process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

/** Waits for the port line; an admin token line, which comes first, is kept. */
function waitForPort(child: ChildProcess, kind: BenchDatabase): Promise<Listening> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) {
      reject(new Error('the server has no stdout pipe'));
      return;
    }
    const timer = setTimeout(() => {
      reject(new Error(`${kind} server did not start in time`));
    }, START_TIMEOUT_MS);
    const lines = createInterface({ input: child.stdout });
    let adminToken: string | undefined;
    lines.on('line', (line) => {
      if (line.startsWith(ADMIN_TOKEN_LINE_PREFIX)) {
        adminToken = line.slice(ADMIN_TOKEN_LINE_PREFIX.length);
        return;
      }
      if (!line.startsWith(PORT_LINE_PREFIX)) return;
      clearTimeout(timer);
      resolve({ port: Number(line.slice(PORT_LINE_PREFIX.length)), adminToken });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited with code ${code} before listening`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      live.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * node --import tsx runs the TypeScript directly with no wrapper process,
 * so the pid we signal is the server itself; --expose-gc lets the memory
 * route collect before it samples.
 */
function spawnBenchServer(args: string[]): ChildProcess {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: process.env,
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

/** Runs bench-server.ts --prepare to its end: the library is there and settled. */
async function prepareLibrary(args: string[], kind: BenchDatabase): Promise<void> {
  const child = spawnBenchServer([...args, PREPARE_FLAG]);
  child.stdout?.resume(); // it prints nothing there; never let a full pipe block it
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`preparing the ${kind} library did not finish in time`));
    }, PREPARE_TIMEOUT_MS);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code !== 0) throw new Error(`preparing the ${kind} library exited with code ${code}`);
}

export async function startBenchServer(
  kind: BenchDatabase,
  cache: BenchCacheMode,
  admission: BenchCacheMode = 'on',
  options: BenchServerOptions = {},
): Promise<BenchServer> {
  const args = [
    benchServerScript(),
    kind,
    cache,
    admission,
    ...(options.admin ? [ADMIN_FLAG] : []),
  ];
  await prepareLibrary(args, kind);
  const spawnedAt = performance.now();
  const child = spawnBenchServer(args);
  try {
    const { port, adminToken } = await waitForPort(child, kind);
    const startMs = performance.now() - spawnedAt;
    return { kind, cache, port, pid: child.pid, adminToken, startMs, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

function isMemorySample(value: unknown): value is MemorySample {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'rssBytes') === 'number' &&
    typeof Reflect.get(value, 'heapUsedBytes') === 'number'
  );
}

/** The server's resident memory and heap in use (after a full collection). */
export async function sampleServerMemory(server: BenchServer): Promise<MemorySample> {
  const response = await fetch(`http://${BENCH_HOST}:${server.port}${MEMORY_PATH}`);
  const body: unknown = await response.json();
  if (!response.ok || !isMemorySample(body)) throw new Error('the memory route answered no sample');
  return body;
}
