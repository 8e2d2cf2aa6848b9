/**
 * Opens the benchmark database, creating it on first use: the `bench`
 * database on the local Postgres server, or PGlite files under the bench
 * data dir (each library size has its own, bench-config.ts). Then migrates,
 * seeds the base library and tops it up to BENCH_LIBRARY_SIZE with the
 * same bulk seeding `npm run db:seed:bulk` uses, so a rerun finds the rows
 * already there and starts at once. The admin
 * benchmark adds members, prompts awaiting or past moderation and a signed-in
 * bench admin on top (prepareAdminBenchData).
 */
import path from 'node:path';
import type { Logger } from 'pino';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { topUpBulkPrompts } from '../src/server/db/seed/bulk-load.ts';
import { analyzeDatabase, type BulkProgress } from '../src/server/db/seed/bulk-prompts.ts';
import { topUpModerationPrompts } from '../src/server/db/seed/bulk-moderation-prompts.ts';
import { topUpBulkMembers } from '../src/server/db/seed/bulk-users.ts';
import { users } from '../src/server/db/schema.ts';
import { seedIfEmpty } from '../src/server/db/seed/seed.ts';
import { startSession } from '../src/server/services/accounts/sessions.ts';
import type { Storage } from '../src/server/storage/storage.ts';
import {
  BENCH_ADMIN_EMAIL,
  type BenchDatabase,
  benchDatabaseUrl,
  benchDataFolder,
  benchLibrarySize,
  USER_COUNT,
} from './bench-config.ts';

const DATABASE_NAME_PATTERN = /^[a-z_][a-z0-9_]*$/;
/** The bench server's pool; the bulk load uses BULK_CONNECTIONS of it. */
const POOL_SIZE = 10;
/** One batch per core of this 2-core machine: more only queue on the same CPUs. */
const BULK_CONNECTIONS = 2;

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
  return openPostgres(url, POOL_SIZE);
}

export function benchDataDirFor(root: string, kind: BenchDatabase): string {
  return path.join(root, benchDataFolder(kind));
}

/** Migrate, seed and top up to BENCH_LIBRARY_SIZE approved prompts; ANALYZE after a load. */
export async function prepareBenchLibrary(
  database: DatabaseHandle,
  storage: Storage,
  log: Logger,
): Promise<void> {
  await runMigrations(database);
  await seedIfEmpty({ db: database.db, storage, log });
  const onProgress = ({ inserted, total, elapsedMs }: BulkProgress) => {
    if (inserted % 10_000 === 0 || inserted === total) {
      const perSecond = Math.round(inserted / (elapsedMs / 1000));
      log.info({ inserted, total, ms: elapsedMs, perSecond }, 'bulk seeding');
    }
  };
  const size = benchLibrarySize();
  const added = await topUpBulkPrompts(database, size, {
    onProgress,
    connections: BULK_CONNECTIONS,
  });
  if (added > 0) await analyzeDatabase(database.db);
  log.info({ added, size, database: database.kind }, 'library ready');
}

/** The admin the admin benchmark signs in as: made once, kept an active admin. */
async function ensureBenchAdmin(database: DatabaseHandle): Promise<string> {
  const { db } = database;
  await db
    .insert(users)
    .values({ email: BENCH_ADMIN_EMAIL, name: 'Bench Admin', emailVerified: true, role: 'admin' })
    .onConflictDoNothing();
  const [admin] = await db
    .update(users)
    .set({ role: 'admin', status: 'active' })
    .where(eq(users.email, BENCH_ADMIN_EMAIL))
    .returning({ id: users.id });
  if (!admin) throw new Error('the bench admin is missing');
  return admin.id;
}

/**
 * After prepareBenchLibrary: tops the users up to USER_COUNT members (a
 * handful of admins, some disabled) and adds the pending, rejected and
 * disabled prompts.
 */
export async function prepareAdminBenchData(database: DatabaseHandle, log: Logger): Promise<void> {
  await ensureBenchAdmin(database);
  const members = await topUpBulkMembers(database.db, USER_COUNT);
  const moderation = await topUpModerationPrompts(database.db);
  if (members + moderation > 0) await analyzeDatabase(database.db);
  log.info({ members, moderation, database: database.kind }, 'admin data ready');
}

/**
 * Signs the bench admin in with the server's own session code. Returns the
 * session token for the requests' Authorization header; the server keeps
 * only a bounded number of sessions per account, so reruns do not pile
 * them up.
 */
export async function signInBenchAdmin(database: DatabaseHandle): Promise<string> {
  const adminId = await ensureBenchAdmin(database);
  return startSession(database.db, adminId, 'admin-bench');
}
