/**
 * Starts bench-server.ts in its --generation mode as a child process, so
 * the app runs on its own event loop and the runs' timings are not shared
 * with the load generator's. (server-process.ts starts the library and
 * admin servers; its arguments have no room for the fake's URL, and this
 * server also hands back a member's token.) The child reads a pipe on
 * stdin and shuts down when it closes, so it cannot outlive this process
 * even on Ctrl-C.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import {
  BENCH_HOST,
  type BenchDatabase,
  benchServerScript,
  PORT_LINE_PREFIX,
} from './bench-config.ts';
import { GENERATION_FLAG, MEMBER_TOKEN_LINE_PREFIX } from './generation-config.ts';

/** Migrating a fresh database and signing one member in takes seconds, not minutes. */
const START_TIMEOUT_MS = 2 * 60 * 1000;
const STOP_TIMEOUT_MS = 10_000;

export interface GenerationServer {
  kind: BenchDatabase;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** The Enterprise member's session token. */
  memberToken: string;
  stop: () => Promise<void>;
}

interface Listening {
  port: number;
  memberToken: string;
}

/** Waits for the member token line, then the port line. */
function waitForListening(child: ChildProcess, kind: BenchDatabase): Promise<Listening> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) {
      reject(new Error('the server has no stdout pipe'));
      return;
    }
    const timer = setTimeout(
      () => reject(new Error(`${kind} server did not start in time`)),
      START_TIMEOUT_MS,
    );
    let memberToken = '';
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(MEMBER_TOKEN_LINE_PREFIX)) {
        memberToken = line.slice(MEMBER_TOKEN_LINE_PREFIX.length);
      } else if (line.startsWith(PORT_LINE_PREFIX)) {
        clearTimeout(timer);
        const port = Number(line.slice(PORT_LINE_PREFIX.length));
        if (memberToken) resolve({ port, memberToken });
        else reject(new Error(`${kind} server listened without a member token`));
      }
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
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startGenerationServer(
  kind: BenchDatabase,
  fakeBaseUrl: string,
): Promise<GenerationServer> {
  const args = [benchServerScript(), kind, 'on', 'on', `${GENERATION_FLAG}=${fakeBaseUrl}`];
  // node --import tsx: no wrapper process, so the pid we signal is the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: process.env,
  });
  try {
    const { port, memberToken } = await waitForListening(child, kind);
    return {
      kind,
      baseUrl: `http://${BENCH_HOST}:${port}`,
      memberToken,
      stop: () => stopChild(child),
    };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}
