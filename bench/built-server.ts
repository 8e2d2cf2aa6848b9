/**
 * Starts the production build (`node dist/server/index.js`) as deployed:
 * NODE_ENV=production, on 127.0.0.1 at a free port, on a fresh embedded
 * database in `dataDir` that the server seeds with the sample library.
 * Resolves once the server prints its ready line; `stop` ends it.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { BENCH_HOST } from './bench-config.ts';

const START_TIMEOUT_MS = 120_000;
const READY_LINE = 'Prompt Hub is running at ';

export interface BuiltServer {
  port: number;
  origin: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, BENCH_HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startBuiltServer(options: {
  root: string;
  dataDir: string;
}): Promise<BuiltServer> {
  const port = await freePort();
  const origin = `http://${BENCH_HOST}:${port}`;
  const child = spawn(process.execPath, [path.join(options.root, 'dist/server/index.js')], {
    cwd: options.root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: BENCH_HOST,
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the server did not start in time')),
      START_TIMEOUT_MS,
    );
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (!line.startsWith(READY_LINE)) return;
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code} before it was ready`));
    });
  });
  return {
    port,
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
