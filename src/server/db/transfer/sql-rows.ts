/**
 * Raw SQL for the export and import, whichever driver runs it: postgres.js
 * answers a list of rows, PGlite an object holding them.
 */
import type { SQL } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { findMigrationsFolder } from '../migrate.ts';

/** What a transaction and the database share: running a statement. */
export type Executor = Pick<Database, 'execute'>;

export async function selectRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

/** A name quoted for SQL (our table and column names are plain snake_case). */
export function quoted(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected SQL name: ${name}`);
  return `"${name}"`;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this release ships, oldest first (drizzle/meta/_journal.json). */
export async function shippedMigrations(): Promise<JournalEntry[]> {
  const journal = JSON.parse(
    await readFile(path.join(findMigrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  return journal.entries;
}

/**
 * The tag of the last migration applied to the database. Drizzle records
 * each migration by the journal's timestamp, so the newest record names it.
 */
export async function appliedMigration(db: Executor): Promise<string> {
  const [last] = await selectRows<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!last) throw new Error('The database has no migrations applied');
  const when = Number(last.created_at);
  const entry = (await shippedMigrations()).find((migration) => migration.when === when);
  return entry?.tag ?? `unknown-${when}`;
}

/** The columns of a table as the database has them, in their order. */
export async function tableColumns(db: Executor, table: string): Promise<string[]> {
  const rows = await selectRows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns
        where table_schema = 'public' and table_name = ${table}
        order by ordinal_position`,
  );
  return rows.map((row) => row.column_name);
}
