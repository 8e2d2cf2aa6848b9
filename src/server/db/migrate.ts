/**
 * Applies the committed SQL migrations in drizzle/ at boot. On Postgres an
 * advisory lock keeps several instances starting at once from racing: the
 * first migrates, the others wait for it and then find nothing to do.
 * Drizzle's migrator applies every pending file in one transaction (on
 * both drivers), so a failing file leaves the database as it was.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type postgres from 'postgres';
import type { ServiceLogger } from '../logging.ts';
import { connectPostgres, type DatabaseHandle, type Schema } from './client.ts';
import { ensurePlans } from './seed/seed.ts';

const MIGRATION_LOCK_ID = 727_001;

/** Finds drizzle/ by walking up from this file, so it works from src/ and dist/. */
export function findMigrationsFolder(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Could not find the drizzle/ migrations folder');
    dir = parent;
  }
}

/** A migration failed; its transaction rolled back, so nothing of this start's batch is applied. */
export class MigrationError extends Error {
  constructor(cause: unknown) {
    const reason = cause instanceof Error ? (cause.cause ?? cause) : cause;
    const said = reason instanceof Error ? reason.message : String(reason);
    super(
      `Database migrations failed and were rolled back; the database is as it was and this ` +
        `instance will not serve. Cause: ${said}`,
      { cause },
    );
    this.name = 'MigrationError';
  }
}

export interface MigrationOptions {
  log?: Pick<ServiceLogger, 'info'>;
  /** Another migrations folder (tests); drizzle/ by default. */
  migrationsFolder?: string;
  /**
   * Work that must also run once when instances start together (seeding an
   * empty database), done while the lock is held, after the migrations.
   */
  underLock?: () => Promise<void>;
}

/** Brings the schema up to date and the reference data (plans) in line with shared/plans.ts. */
export async function runMigrations(
  handle: DatabaseHandle,
  options: MigrationOptions = {},
): Promise<void> {
  await withMigrationLock(handle, options.log, async (connection) => {
    try {
      await applyMigrations(handle, connection, options.migrationsFolder ?? findMigrationsFolder());
    } catch (error) {
      throw new MigrationError(error);
    }
    await ensurePlans(handle.db);
    await options.underLock?.();
  });
}

/**
 * PGlite has one process on its folder (pglite-lock.ts), so it needs no
 * lock. On Postgres the lock is per connection: it is taken on one of its
 * own, held while `work` runs on the pool, and goes with the connection.
 */
async function withMigrationLock(
  handle: DatabaseHandle,
  log: MigrationOptions['log'],
  work: (connection: postgres.Sql | null) => Promise<void>,
): Promise<void> {
  if (handle.kind === 'pglite') return work(null);
  const connection = connectPostgres(handle.url, 1);
  try {
    const [first] = await connection<{ locked: boolean }[]>`
      select pg_try_advisory_lock(${MIGRATION_LOCK_ID}) as locked`;
    if (!first?.locked) {
      log?.info('another instance is migrating the database; waiting for it');
      await connection`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    }
    await work(connection);
  } finally {
    await connection.end({ timeout: 5 });
  }
}

/** On Postgres, on the connection holding the lock. */
async function applyMigrations(
  handle: DatabaseHandle,
  connection: postgres.Sql | null,
  migrationsFolder: string,
): Promise<void> {
  if (handle.kind === 'pglite' || !connection) {
    await migratePglite(handle.db as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  await migratePostgres(drizzle({ client: connection, casing: 'snake_case' }), {
    migrationsFolder,
  });
}
