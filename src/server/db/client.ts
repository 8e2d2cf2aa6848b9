/**
 * The database handle: embedded PGlite under DATA_DIR by default, Postgres
 * through postgres.js when DATABASE_URL is set. Both speak the same SQL and
 * share one Drizzle type, so services never know which one they run on.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { lockPgliteFolder } from './pglite-lock.ts';
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
  | (HandleBase & { kind: 'pglite'; client: PGlite });

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

/**
 * PGlite runs each statement on the main thread, and a request's whole chain
 * of statements can finish without ever giving the event loop back: the
 * server then accepts and reads one request at a time while the others wait
 * unseen in the kernel (measured: one request in the server at a time, 41 of
 * 100 connections accepted in 8 s, p99 7.5 s). Yielding before each
 * statement and transaction lets waiting requests reach admission control,
 * which can then queue them fairly or refuse them at once.
 */
function yieldBeforeEachStatement(client: PGlite): void {
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return query(...args);
  }) as PGlite['query'];
  client.transaction = (async (...args: Parameters<PGlite['transaction']>) => {
    await nextTurn();
    return transaction(...args);
  }) as PGlite['transaction'];
}

/** Trigram search (drizzle/0008): Postgres has pg_trgm in contrib; PGlite loads it. */
const PGLITE_OPTIONS = { extensions: { pg_trgm } };

/** dataDir undefined means an in-memory database (tests). */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let client: PGlite;
  let unlock = () => {};
  if (dataDir) {
    const dir = path.join(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    unlock = lockPgliteFolder(dir);
    try {
      client = await PGlite.create(dir, PGLITE_OPTIONS);
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    client = await PGlite.create(PGLITE_OPTIONS);
  }
  yieldBeforeEachStatement(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
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
