/**
 * The database handle: embedded PGlite under DATA_DIR by default (run on a
 * worker thread of its own), Postgres through postgres.js when DATABASE_URL
 * is set. Both speak the same SQL and
 * share one Drizzle type, so services never know which one they run on.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { lockPgliteFolder } from './pglite-lock.ts';
import { holdsDatabase, readBuiltTemplate } from './pglite-template.ts';
import { PgliteWorkerClient } from './pglite-worker-client.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

interface HandleBase {
  db: Database;
  /** Runs raw SQL statements (test set-up, health checks). */
  exec: (sqlText: string) => Promise<void>;
  close: () => Promise<void>;
}

export type DatabaseHandle =
  | (HandleBase & { kind: 'postgres'; client: postgres.Sql; url: string })
  | (HandleBase & { kind: 'pglite'; client: PgliteWorkerClient });

/**
 * How long a new connection may take to be ready (seconds). A server that
 * accepts and never answers (a dead network path) fails a query after this,
 * well within the 3 s a caller waits for its 503 (decision 009).
 */
const CONNECT_TIMEOUT_S = 2;

/**
 * The pause before reconnecting after a failed connection (seconds).
 * postgres.js's own grows with every failure to 20 s, and queries wait it
 * out: an outage made callers wait up to 18 s for their 503. A short, flat
 * pause keeps the answer quick and spares a down server a storm only
 * mildly (the pool is small, and admission bounds the requests).
 */
const RECONNECT_PAUSE_S = 0.2;

/** How this app's connections are named in pg_stat_activity (its metrics count them). */
export const APPLICATION_NAME = 'prompt-hub';

export function connectPostgres(url: string, poolSize: number): postgres.Sql {
  return postgres(url, {
    max: poolSize,
    connect_timeout: CONNECT_TIMEOUT_S,
    backoff: () => RECONNECT_PAUSE_S,
    onnotice: () => {}, // "relation already exists, skipping" and friends
    connection: { application_name: APPLICATION_NAME },
  });
}

export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const client = connectPostgres(url, poolSize);
  const db = drizzlePostgres({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    client,
    url,
    exec: async (sqlText) => {
      await client.unsafe(sqlText);
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** Where the embedded database keeps its files under DATA_DIR. */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Whether opening dataDir's embedded database will create it. */
export function pgliteNeedsCreating(dataDir: string): boolean {
  return !holdsDatabase(pgliteFolder(dataDir));
}

/**
 * dataDir undefined means an in-memory database (tests). A database not
 * created yet starts as a copy of a dumped data folder: `loadDataDir` when
 * given (tests), else the template the build made (pglite-template.ts).
 */
export async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Uint8Array<ArrayBuffer>,
): Promise<DatabaseHandle> {
  let dir: string | undefined;
  let unlock = () => {};
  let startFrom = loadDataDir;
  if (dataDir) {
    dir = pgliteFolder(dataDir);
    await mkdir(dir, { recursive: true });
    unlock = lockPgliteFolder(dir);
    // Judged under the folder's lock, so two starts cannot both create it.
    if (!startFrom && !holdsDatabase(dir)) startFrom = (await readBuiltTemplate()) ?? undefined;
  }
  let client: PgliteWorkerClient;
  try {
    client = await PgliteWorkerClient.open(dir, startFrom);
  } catch (error) {
    unlock();
    throw error;
  }
  // Drizzle's PGlite driver calls only query and transaction, which the
  // worker client offers with PGlite's own signatures.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    client,
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(options.dataDir);
}
