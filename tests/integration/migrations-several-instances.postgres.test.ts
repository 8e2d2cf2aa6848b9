/**
 * Migrations with several instances (decision 028): processes migrating one
 * fresh database at once apply each migration once and all succeed, the
 * ones that find the lock taken wait for it; a failing migration leaves the
 * database as it was, and a server whose migrations fail exits non-zero
 * with a sentence saying so, without serving.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/client.ts';
import {
  findMigrationsFolder,
  MigrationError,
  runMigrations,
} from '../../src/server/db/migrate.ts';
import { exitCode, startServer } from '../helpers/server-process.ts';
import { testDatabaseUrl } from '../helpers/test-database.ts';

const serverUrl = testDatabaseUrl() ?? '';
const made: string[] = [];
const folders: string[] = [];

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

async function journalOf(folder: string): Promise<Journal> {
  return JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** A new, empty database on the test server; its URL. */
async function freshDatabase(): Promise<string> {
  const name = `test_migrate_${randomBytes(5).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  made.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `npm run db:migrate` as a child process on `databaseUrl`. */
function migrateProcess(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve('src/server/cli/migrate.ts')],
    {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATABASE_URL: databaseUrl,
        DATA_DIR: os.tmpdir(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return exitCode(child).then((code) => ({ code, output }));
}

/** Tables, columns and functions of the public schema: what a migration changes. */
async function schemaOf(sql: postgres.Sql): Promise<string[]> {
  const columns = await sql<{ item: string }[]>`
    select table_name || '.' || column_name || ':' || data_type as item
    from information_schema.columns where table_schema = 'public'`;
  const functions = await sql<{ item: string }[]>`
    select 'fn ' || p.proname as item from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`;
  return [...columns, ...functions].map((row) => row.item).sort();
}

async function appliedCount(sql: postgres.Sql): Promise<number> {
  const [exists] = await sql<{ found: boolean }[]>`
    select to_regclass('drizzle.__drizzle_migrations') is not null as found`;
  if (!exists?.found) return 0;
  const [row] = await sql<{ total: number }[]>`
    select count(*)::int as total from drizzle.__drizzle_migrations`;
  return row?.total ?? 0;
}

/** A copy of drizzle/ with one more migration that creates a table, then fails. */
async function foldersWithBadMigration(): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'migrations-bad-'));
  folders.push(copy);
  await cp(findMigrationsFolder(), copy, { recursive: true });
  const journal = await journalOf(copy);
  const last = journal.entries.at(-1);
  if (!last) throw new Error('no migrations');
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_broken' });
  await writeFile(path.join(copy, 'meta', '_journal.json'), JSON.stringify(journal));
  await writeFile(
    path.join(copy, '9999_broken.sql'),
    'CREATE TABLE "half_done" ("id" integer);\n--> statement-breakpoint\n' +
      'ALTER TABLE "users" ADD COLUMN "half_done_column" text;\n--> statement-breakpoint\n' +
      'SELECT 1 / 0;\n',
  );
  return copy;
}

afterAll(async () => {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  for (const name of made) await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('migrations with several instances', () => {
  it('four processes migrating one fresh database at once apply each migration once', async () => {
    const url = await freshDatabase();
    const expected = (await journalOf(findMigrationsFolder())).entries.length;
    const results = await Promise.all([1, 2, 3, 4].map(() => migrateProcess(url)));
    for (const result of results) expect(result, result.output).toMatchObject({ code: 0 });
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      expect(await appliedCount(sql)).toBe(expected);
      const [plans] = await sql<{ total: number }[]>`select count(*)::int as total from plans`;
      expect(plans?.total).toBeGreaterThan(0);
    } finally {
      await sql.end();
    }
  }, 120_000);

  it('an instance finding the lock taken waits, then finds nothing left to do', async () => {
    const url = await freshDatabase();
    const holder = postgres(url, { max: 1, onnotice: () => {} });
    try {
      // Another instance's lock (the id in migrate.ts), held by this test.
      await holder`select pg_advisory_lock(727001)`;
      const waiting = migrateProcess(url);
      await expect
        .poll(
          async () => {
            const [row] = await holder<{ total: number }[]>`
              select count(*)::int as total from pg_locks
              where locktype = 'advisory' and not granted`;
            return row?.total;
          },
          { timeout: 30_000, interval: 100 },
        )
        .toBe(1);
      expect(await appliedCount(holder)).toBe(0);
      // The holder migrates on its connection, as the first instance would, then lets go.
      await migrate(drizzle({ client: holder }), { migrationsFolder: findMigrationsFolder() });
      await holder`select pg_advisory_unlock(727001)`;
      const second = await waiting;
      expect(second.code, second.output).toBe(0);
      expect(second.output).toContain('another instance is migrating the database; waiting');
      expect(await appliedCount(holder)).toBe(
        (await journalOf(findMigrationsFolder())).entries.length,
      );
    } finally {
      await holder.end();
    }
  }, 120_000);

  it('a failing migration leaves a database at head as it was', async () => {
    const url = await freshDatabase();
    const handle = openPostgres(url, 2);
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await runMigrations(handle);
      const before = { schema: await schemaOf(sql), applied: await appliedCount(sql) };
      const failing = runMigrations(handle, { migrationsFolder: await foldersWithBadMigration() });
      await expect(failing).rejects.toThrow(MigrationError);
      await expect(failing).rejects.toThrow(/rolled back.*Cause: division by zero/);
      expect({ schema: await schemaOf(sql), applied: await appliedCount(sql) }).toEqual(before);
    } finally {
      await sql.end();
      await handle.close();
    }
  });

  it('a failing batch on a fresh database applies none of its migrations', async () => {
    const url = await freshDatabase();
    const handle = openPostgres(url, 2);
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const failing = runMigrations(handle, { migrationsFolder: await foldersWithBadMigration() });
      await expect(failing).rejects.toThrow(MigrationError);
      expect(await schemaOf(sql)).toEqual([]);
      expect(await appliedCount(sql)).toBe(0);
    } finally {
      await sql.end();
      await handle.close();
    }
  });

  it('a server whose migrations fail exits non-zero, says so, and changes nothing', async () => {
    const url = await freshDatabase();
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      // A table in the way of the initial schema's own "users".
      await sql`create table users (stranger integer)`;
      const before = await schemaOf(sql);
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'migrate-fail-'));
      folders.push(dataDir);
      const { child, output } = startServer({
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
      });
      expect(await exitCode(child)).toBe(1);
      expect(output()).toMatch(
        /Database migrations failed and were rolled back; the database is as it was and this instance will not serve\. Cause: relation "users" already exists/,
      );
      expect(output()).not.toContain('Prompt Hub is running');
      expect(await schemaOf(sql)).toEqual(before);
      expect(await appliedCount(sql)).toBe(0);
    } finally {
      await sql.end();
    }
  }, 60_000);
});
