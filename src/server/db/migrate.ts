/**
 * Applies the committed SQL migrations in drizzle/ at boot. On Postgres an
 * advisory lock keeps several instances starting at once from racing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
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

/** Brings the schema up to date and the reference data (plans) in line with shared/plans.ts. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await applyMigrations(handle);
  await ensurePlans(handle.db);
}

async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  // The lock is per connection, so take it, migrate and release on one.
  const connection = connectPostgres(handle.url, 1);
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzle({ client: connection, casing: 'snake_case' }), {
      migrationsFolder,
    });
  } finally {
    await connection.end({ timeout: 5 });
  }
}
