/**
 * The built server's first start on an empty data folder (what `npm start`
 * runs): it says what it is doing, one line a step, creates the embedded
 * database from the template made at build time, and serves the sample
 * library; a second start opens that database and seeds nothing.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BUILT_ENTRY = path.resolve('dist/server/index.js');
const READY = /^Prompt Hub is running at (http:\/\/127\.0\.0\.1:\d+) \(pglite\)$/m;

interface Started {
  child: ChildProcess;
  output: () => string;
  url: string;
}

async function start(dataDir: string): Promise<Started> {
  let output = '';
  const child = spawn(process.execPath, [BUILT_ENTRY], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  // The plain line and the log's last step travel separately (pino writes
  // on its own schedule): wait for both.
  const isReady = () => READY.test(output) && output.includes('"msg":"ready at ');
  while (!isReady()) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, output: () => output, url: READY.exec(output)?.[1] ?? '' };
}

async function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null) return;
  const exited = new Promise((resolve) => started.child.once('exit', resolve));
  started.child.kill('SIGTERM');
  await exited;
}

/** The log's messages in order (pino JSON lines). */
function messages(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
}

// The embedded database only (*.pglite.test.ts): Postgres is created by whoever runs it.
describe('first start of the built server', () => {
  let dataDir: string;

  beforeAll(() => {
    // The bundle and its database template, as `npm run build:server` makes them.
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'ignore' });
  }, 120_000);

  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('says what it does, one line a step, then serves the sample library', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-first-'));
    const first = await start(dataDir);
    try {
      const steps = messages(first.output());
      const folder = path.join(dataDir, 'pglite');
      const expected = [
        `creating the database at ${folder}`,
        'applying migrations',
        'seeding 70 sample prompts',
        `ready at ${first.url}`,
      ];
      const positions = expected.map((step) => steps.indexOf(step));
      expect(positions.every((at) => at >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);

      const response = await fetch(`${first.url}/api/prompts?limit=1`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { pagination: { totalPrompts: number } };
      expect(body.pagination.totalPrompts).toBe(70);
    } finally {
      await stop(first);
    }

    const second = await start(dataDir);
    try {
      const steps = messages(second.output());
      expect(steps).toContain(`opening the database at ${path.join(dataDir, 'pglite')}`);
      expect(steps.some((step) => step.startsWith('seeding'))).toBe(false);
      const response = await fetch(`${second.url}/api/prompts?limit=1`);
      const body = (await response.json()) as { pagination: { totalPrompts: number } };
      expect(body.pagination.totalPrompts).toBe(70);
    } finally {
      await stop(second);
    }
  }, 120_000);
});
