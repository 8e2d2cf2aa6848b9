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
import { builtTemplateFile, holdsDatabase, unpackTemplate } from './pglite-template.ts';
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

export function connectPostgres(url: string, poolSize: number): postgres.Sql {
  return postgres(url, {
    max: poolSize,
    onnotice: () => {}, // "relation already exists, skipping" and friends
    connection: { application_name: 'prompt-hub' },
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

/** dataDir undefined means an in-memory database (tests). */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let dir: string | undefined;
  let unlock = () => {};
  if (dataDir) {
    dir = pgliteFolder(dataDir);
    const template = builtTemplateFile();
    if (template && !holdsDatabase(dir)) unpackTemplate(template, dir);
    await mkdir(dir, { recursive: true });
    unlock = lockPgliteFolder(dir);
  }
  let client: PgliteWorkerClient;
  try {
    client = await PgliteWorkerClient.open(dir);
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
