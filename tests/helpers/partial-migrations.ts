/**
 * A copy of drizzle/ whose journal stops before a given migration, so a
 * test can build a database as an older release left it, fill it, then run
 * the rest and check what the later migration did to the rows.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
