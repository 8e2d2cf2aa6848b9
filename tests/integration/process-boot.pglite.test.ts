/**
 * The real process entry (src/server/index.ts) boots on an empty data folder
 * (migrate + seed), serves, and exits cleanly on SIGTERM. It needs no
 * Postgres: it runs once, on the embedded database.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCode, startServer, waitFor } from '../helpers/server-process.ts';

describe('boot and graceful shutdown', () => {
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
