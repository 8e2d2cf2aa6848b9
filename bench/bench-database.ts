/**
 * Opens the benchmark database, creating it on first use: the `bench`
 * database on the local Postgres server, or PGlite files under the bench
 * data dir. Then migrates, seeds the base library and tops it up to the
 * benchmark size with the same bulk seeding `npm run db:seed:bulk` uses, so a
 * rerun finds the rows already there and starts at once.
 */
import path from 'node:path';
import type { Logger } from 'pino';
import postgres from 'postgres';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import {
  analyzeDatabase,
  type BulkProgress,
  topUpBulkPrompts,
} from '../src/server/db/seed/bulk-prompts.ts';
import { seedIfEmpty } from '../src/server/db/seed/seed.ts';
import type { Storage } from '../src/server/storage/storage.ts';
import { type BenchDatabase, benchDatabaseUrl, LIBRARY_SIZE } from './bench-config.ts';

const DATABASE_NAME_PATTERN = /^[a-z_][a-z0-9_]*$/;

/** Creates the database named in the URL on its server when it does not exist yet. */
async function ensurePostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!DATABASE_NAME_PATTERN.test(name)) throw new Error(`Unsupported database name "${name}"`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = postgres(maintenance.toString(), { max: 1, onnotice: () => {} });
  try {
    const found = await admin`select 1 from pg_database where datname = ${name}`;
    if (found.length === 0) await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

export async function openBenchDatabase(
  kind: BenchDatabase,
  dataDir: string,
): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openPglite(dataDir);
  const url = benchDatabaseUrl();
  await ensurePostgresDatabase(url);
  return openPostgres(url, 10);
}

export function benchDataDirFor(root: string, kind: BenchDatabase): string {
  return path.join(root, kind);
}

/** Migrate, seed and top up to LIBRARY_SIZE approved prompts; ANALYZE after a load. */
export async function prepareBenchLibrary(
  database: DatabaseHandle,
  storage: Storage,
  log: Logger,
): Promise<void> {
  await runMigrations(database);
  await seedIfEmpty({ db: database.db, storage, log });
  const progress = ({ inserted, total, elapsedMs }: BulkProgress) => {
    if (inserted % 10_000 === 0 || inserted === total)
      log.info({ inserted, total, ms: elapsedMs }, 'bulk seeding');
  };
  const added = await topUpBulkPrompts(database.db, LIBRARY_SIZE, progress);
  if (added > 0) await analyzeDatabase(database.db);
  log.info({ added, database: database.kind }, 'library ready');
}
