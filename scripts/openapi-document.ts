/**
 * The REST door's OpenAPI document as the app serves it, built without a
 * listening server: the whole app asked for /api/openapi.json. The
 * document depends on the routes alone, so the app gets a database handle
 * it never connects to (postgres.js connects on the first query, and a
 * query would fail here): no database start, and proof that making the
 * document reads no data. Used by lint-openapi.ts and generate-api-types.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { buildApp } from '../src/server/app.ts';
import { openPostgres } from '../src/server/db/client.ts';
import { parseEnv } from '../src/server/env.ts';
import { createDiskStorage } from '../src/server/storage/disk-storage.ts';

/** Port 1 (tcpmux) is refused on any machine that runs this. */
const NO_DATABASE = 'postgres://openapi@127.0.0.1:1/none';

export async function buildOpenApiDocument(): Promise<OpenAPIV3_1.Document> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-openapi-'));
  const database = openPostgres(NO_DATABASE, 1);
  try {
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const storage = createDiskStorage(path.join(dataDir, 'uploads'));
    const app = await buildApp({ env, database, storage, logger: false, outboxWorker: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      if (response.statusCode !== 200)
        throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
      return response.json<OpenAPIV3_1.Document>();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
