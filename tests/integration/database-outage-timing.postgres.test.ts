/**
 * Outages answer quickly (issue 21, item 6): while Postgres is out of
 * reach, a write, a read and the readiness check each answer 503 within
 * 3 seconds, however long the outage has lasted, whether the server
 * refuses connections (stopped) or never answers them (a dead network
 * path). A read whose pooled connection died unnoticed runs once more on
 * a fresh one; a write does not. Postgres sits behind a TCP proxy the test
 * cuts; PGlite lives in the process and cannot be cut this way
 * (database-outage.test.ts covers it closed).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type DatabaseHandle, openPostgres } from '../../src/server/db/client.ts';
import { parseEnv } from '../../src/server/env.ts';
import { createDiskStorage } from '../../src/server/storage/disk-storage.ts';
import { freshEmail, PASSWORD } from '../helpers/accounts.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';

const BOUND_MS = 3000;

let app: FastifyInstance;
let owner: DatabaseHandle;
let proxied: DatabaseHandle;
let proxy: TcpProxy;
let dataDir: string;

/** How long one request took to answer, and with what status. */
async function timed(
  send: () => Promise<{ statusCode: number }>,
): Promise<{ status: number; ms: number }> {
  const startedAt = performance.now();
  // A request still silent after 20 s is reported as such rather than awaited.
  const silence = new Promise<{ statusCode: number }>((resolve) => {
    setTimeout(() => resolve({ statusCode: 0 }), 20_000).unref();
  });
  const { statusCode } = await Promise.race([send(), silence]);
  return { status: statusCode, ms: Math.round(performance.now() - startedAt) };
}

const write = () =>
  app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Outage Person', email: freshEmail('outage'), password: PASSWORD },
  });
const read = () => app.inject({ method: 'GET', url: '/api/prompts' });
const readiness = () => app.inject({ method: 'GET', url: '/api/readyz' });

async function servingAgain(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await read()).statusCode === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the app did not recover');
}

/** A second app on the same proxy with a pool of one, so a retry cannot land on another dead connection. */
async function singleConnectionApp(): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const url = new URL(owner.kind === 'postgres' ? owner.url : '');
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const database = openPostgres(url.toString(), 1);
  const storage = createDiskStorage(path.join(dataDir, 'uploads'));
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LIBRARY_CACHE_ENTRIES: '0' });
  const single = await buildApp({ env, database, storage, logger: false });
  await single.ready();
  return { app: single, database };
}

describe('Postgres behind a proxy', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-outage-timing-'));
    owner = await createTestDatabase();
    if (owner.kind !== 'postgres') throw new Error('expected Postgres');
    const url = new URL(owner.url);
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    proxied = openPostgres(url.toString(), 10);
    const storage = createDiskStorage(path.join(dataDir, 'uploads'));
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LIBRARY_CACHE_ENTRIES: '0' });
    app = await buildApp({ env, database: proxied, storage, logger: false });
    await app.ready();
    // Every pooled connection open before the outage starts.
    await Promise.all(Array.from({ length: 10 }, read));
  });

  afterAll(async () => {
    await app.close();
    await proxied.close();
    await proxy.close();
    await owner.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('during an outage', () => {
    for (const mode of ['cut', 'blackhole'] as const) {
      it(`answers a write, a read and readiness with 503 within 3 s (${mode})`, async () => {
        await servingAgain();
        await proxy[mode]();
        const answers: { name: string; status: number; ms: number }[] = [];
        // Several rounds: a driver's reconnect delay grows with each failure.
        for (let round = 0; round < 4; round += 1) {
          answers.push({ name: `write ${round}`, ...(await timed(write)) });
          answers.push({ name: `read ${round}`, ...(await timed(read)) });
          answers.push({ name: `readyz ${round}`, ...(await timed(readiness)) });
        }
        console.info(
          `${mode}: ${answers.map(({ name, status, ms }) => `${name}: ${status} ${ms} ms`).join(', ')}`,
        );
        await proxy.restore();
        await servingAgain();
        for (const { name, status, ms } of answers) {
          expect(status, name).toBe(503);
          expect(ms, name).toBeLessThan(BOUND_MS);
        }
      }, 240_000);
    }
  });

  describe('a pooled connection that died unnoticed', () => {
    let single: { app: FastifyInstance; database: DatabaseHandle };

    beforeAll(async () => {
      single = await singleConnectionApp();
    });

    afterAll(async () => {
      await single.app.close();
      await single.database.close();
    });

    const restRead = () => single.app.inject({ method: 'GET', url: '/api/prompts' });
    const trpcRead = () =>
      single.app.inject({
        method: 'GET',
        url: `/trpc/library.list?input=${encodeURIComponent(JSON.stringify({ json: { page: 1 } }))}`,
      });

    it('costs a read nothing: it runs again on a fresh connection (REST and tRPC)', async () => {
      for (const send of [restRead, trpcRead]) {
        expect((await send()).statusCode).toBe(200);
        proxy.severOnNextWrite();
        expect((await send()).statusCode).toBe(200);
      }
    });

    it('is not retried for a write, which answers 503', async () => {
      expect((await restRead()).statusCode).toBe(200);
      proxy.severOnNextWrite();
      const response = await single.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { name: 'Severed Person', email: freshEmail('severed'), password: PASSWORD },
      });
      expect(response.statusCode).toBe(503);
    });
  });
});
