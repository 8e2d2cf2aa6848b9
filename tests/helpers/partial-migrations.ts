/**
 * A database as an older release left it: a copy of drizzle/ whose journal
 * stops before a given migration, so a test can build the older database,
 * fill it, then run the rest and check what the later migration did to the
 * rows (`useDatabaseBefore` does all of that on an in-memory PGlite).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll } from 'vitest';
import { type DatabaseHandle, openPglite, type Schema } from '../../src/server/db/client.ts';
import { findMigrationsFolder } from '../../src/server/db/migrate.ts';

interface Journal {
  entries: { tag: string }[];
}

/** The folder's path; remove it with `removeMigrationsCopy`. */
export async function migrationsBefore(tag: string): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  await cp(findMigrationsFolder(), copy, { recursive: true });
  const journalPath = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`no migration tagged ${tag}`);
  journal.entries = journal.entries.slice(0, stop);
  await writeFile(journalPath, JSON.stringify(journal));
  return copy;
}

export async function removeMigrationsCopy(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
}

export type MigratedDatabase = PgliteDatabase<Schema>;

export interface DatabaseBefore {
  /**
   * Inside a test: migrates up to the migration, lets `fill` write the rows
   * an older release would have, then runs the rest; the database, for checks.
   */
  fillThenMigrate: (fill: (db: MigratedDatabase) => Promise<void>) => Promise<MigratedDatabase>;
}

/**
 * For a test file: an in-memory PGlite that starts as the release before
 * migration `tag` left it, and migrates on to head (or up to `stopBefore`,
 * when a later migration drops what the test reads). Opened before the
 * file's tests, closed after them, with the folder copies.
 */
export function useDatabaseBefore(
  tag: string,
  options: { stopBefore?: string } = {},
): DatabaseBefore {
  let before: string | undefined;
  let rest: string | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    before = await migrationsBefore(tag);
    if (options.stopBefore) rest = await migrationsBefore(options.stopBefore);
    handle = await openPglite(undefined);
  });
  afterAll(async () => {
    await handle?.close();
    if (before) await removeMigrationsCopy(before);
    if (rest) await removeMigrationsCopy(rest);
  });
  return {
    fillThenMigrate: async (fill) => {
      if (!handle || !before) throw new Error('the database is not open: use it inside a test');
      const db = handle.db as MigratedDatabase;
      await migrate(db, { migrationsFolder: before });
      await fill(db);
      await migrate(db, { migrationsFolder: rest ?? findMigrationsFolder() });
      return db;
    },
  };
}
