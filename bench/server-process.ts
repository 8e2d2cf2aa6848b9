/**
 * Starts bench-server.ts in a child process and stops it again. The child
 * gets a pipe on stdin: if this process dies without cleaning up, the pipe
 * closes and the child shuts itself down. Every live child is also killed
 * on exit and on Ctrl-C.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import {
  ADMIN_FLAG,
  ADMIN_TOKEN_LINE_PREFIX,
  type BenchCacheMode,
  type BenchDatabase,
  benchServerScript,
  PORT_LINE_PREFIX,
} from './bench-config.ts';

/** Preparing a fresh 100k library (PGlite especially) takes a few minutes. */
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
  // node --import tsx runs the TypeScript directly with no wrapper process,
  // so the pid we signal is the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: process.env,
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  try {
    const { port, adminToken } = await waitForPort(child, kind);
    return { kind, cache, port, pid: child.pid, adminToken, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}
