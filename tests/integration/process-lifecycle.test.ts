/**
 * The real process entry (src/server/index.ts): a wrong setting stops it
 * with a message naming the variable; a good one boots on an empty data
 * folder (migrate + seed), serves, and exits cleanly on SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../helpers/test-database.ts';

const TSX = path.resolve('node_modules/.bin/tsx');
const ENTRY = path.resolve('src/server/index.ts');

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(TSX, [ENTRY], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('configuration errors', () => {
  it.each([
    ['PORT', 'not-a-port'],
    ['DATABASE_URL', 'mysql://somewhere/db'],
    ['LOG_LEVEL', 'chatty'],
  ])('a bad %s stops the process and names the variable', async (name, value) => {
    const { child, output } = startServer({ [name]: value, DATA_DIR: os.tmpdir() });
    expect(await exitCode(child)).toBe(1);
    expect(output()).toContain('Invalid environment configuration');
    expect(output()).toContain(name);
  });

  it('stops in production without PUBLIC_URL, naming it', async () => {
    const { child, output } = startServer({ NODE_ENV: 'production', DATA_DIR: os.tmpdir() });
    expect(await exitCode(child)).toBe(1);
    expect(output()).toMatch(/PUBLIC_URL: is required when NODE_ENV=production/);
  });
});

// Booting the real entry needs no Postgres; run it once, on PGlite.
describe.skipIf(testDatabaseUrl() !== undefined)('boot and graceful shutdown', () => {
  let dataDir: string;
  let server: ReturnType<typeof startServer>;
  let baseUrl = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-boot-'));
    server = startServer({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' });
    // One plain line for a person, beside the JSON log.
    const ready = /^Prompt Hub is running at http:\/\/127\.0\.0\.1:(\d+) \(pglite\)$/m;
    await waitFor(() => ready.test(server.output()), 'the ready line');
    const port = ready.exec(server.output())?.[1];
    baseUrl = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates and seeds an empty data folder, then serves the library', async () => {
    expect(server.output()).toContain('seeded the sample library');
    const response = await fetch(`${baseUrl}/api/prompts?limit=1`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { pagination: { totalPrompts: number } };
    expect(body.pagination.totalPrompts).toBeGreaterThanOrEqual(60);
  });

  it('compresses large JSON responses', async () => {
    const response = await fetch(`${baseUrl}/api/prompts?limit=24`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('stops on SIGTERM, closing cleanly with exit code 0', async () => {
    server.child.kill('SIGTERM');
    expect(await exitCode(server.child)).toBe(0);
    expect(server.output()).toContain('shutting down');
    await expect(fetch(`${baseUrl}/api/healthz`)).rejects.toThrow();
  });
});
