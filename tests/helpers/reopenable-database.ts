/**
 * A test database that outlives its connections, for "the server restarted"
 * and command-line tests: PGlite files in a temporary DATA_DIR, or (when
 * TEST_DATABASE_URL is set) a fresh Postgres database. open() connects anew
 * each time; a PGlite folder may only be open once at a time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { createTestDatabase, testDatabaseUrl } from './test-database.ts';

export interface ReopenableDatabase {
  /** A temporary folder for DATA_DIR (the PGlite files live under it). */
  dataDir: string;
  /** What a child process needs in its environment to use this database. */
  env: Record<string, string>;
  /** A new connection to the same, migrated database. */
  open: () => Promise<DatabaseHandle>;
  /** Drops the database and removes the folder. */
  dispose: () => Promise<void>;
}

export async function createReopenableDatabase(): Promise<ReopenableDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-reopen-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (!testDatabaseUrl()) {
    return {
      dataDir,
      env: { DATA_DIR: dataDir },
      open: async () => {
        const handle = await openPglite(dataDir);
        await runMigrations(handle);
        return handle;
      },
      dispose: removeDir,
    };
  }
  const owner = await createTestDatabase();
  if (owner.kind !== 'postgres') throw new Error('expected a Postgres test database');
  const url = owner.url;
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    open: async () => openPostgres(url, 2),
    dispose: async () => {
      await owner.close();
      await removeDir();
    },
  };
}
