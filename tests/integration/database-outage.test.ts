/**
 * When the database is unreachable, both doors answer 503 with Retry-After
 * (never a 500 or a driver's message), readiness says so, liveness stays
 * up, and requests succeed again by themselves when the database returns.
 * Postgres is cut at a TCP proxy in front of it; the embedded PGlite, which
 * lives in the process, is "down" once closed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type DatabaseHandle, openPostgres } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { parseEnv } from '../../src/server/env.ts';
import { createDiskStorage } from '../../src/server/storage/disk-storage.ts';
import { createTestDatabase, testDatabaseUrl } from '../helpers/test-database.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';
import pino from 'pino';

const UNAVAILABLE = {
  error: 'The service is briefly unavailable. Please try again in a few seconds.',
  code: 'SERVICE_UNAVAILABLE',
};

let app: FastifyInstance;
let owner: DatabaseHandle;
let proxied: DatabaseHandle | undefined;
let proxy: TcpProxy | undefined;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-outage-'));
  owner = await createTestDatabase();
  const storage = createDiskStorage(path.join(dataDir, 'uploads'));
  await seedDatabase({ db: owner.db, storage, log: pino({ level: 'silent' }) });
  let database = owner;
  if (owner.kind === 'postgres') {
    const url = new URL(owner.url);
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    proxied = openPostgres(url.toString(), 2);
    database = proxied;
  }
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LIBRARY_CACHE_ENTRIES: '0' });
  app = await buildApp({ env, database, storage, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await proxied?.close();
  await proxy?.close();
  if (owner.kind === 'postgres') await owner.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function takeDatabaseDown(): Promise<void> {
  if (proxy) await proxy.cut();
  else await owner.close();
}

const trpcList = () =>
  app.inject({
    method: 'GET',
    url: `/trpc/library.list?input=${encodeURIComponent(JSON.stringify({ json: { page: 1 } }))}`,
  });

describe('while the database is up', () => {
  it('serves both doors and is ready', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/prompts' })).statusCode).toBe(200);
    expect((await trpcList()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/readyz' })).statusCode).toBe(200);
  });
});

describe('while the database is unreachable', () => {
  beforeAll(takeDatabaseDown);

  it('answers REST with 503, Retry-After and the plain message', async () => {
    for (const url of ['/api/prompts', '/api/prompts/trending', '/api/users/plans']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({
        ...UNAVAILABLE,
        requestId: response.headers['x-request-id'],
      });
    }
  });

  it('answers tRPC with 503 and Retry-After, without the driver text', async () => {
    const response = await trpcList();
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toMatchObject({
      error: { json: { message: UNAVAILABLE.error, data: { code: 'SERVICE_UNAVAILABLE' } } },
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|CONNECTION|PGlite|select/i);
  });

  it('is not ready (503, Retry-After), but alive', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: '/api/healthz' })).statusCode).toBe(200);
  });
});

// Only a server can come back: a closed PGlite is gone with its process.
if (testDatabaseUrl())
  describe('when Postgres comes back', () => {
    it('serves again by itself', async () => {
      await proxy?.restore();
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
        status = (await app.inject({ method: 'GET', url: '/api/prompts' })).statusCode;
      }
      expect(status).toBe(200);
      expect((await trpcList()).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/readyz' })).statusCode).toBe(200);
    });
  });
