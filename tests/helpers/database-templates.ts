/**
 * Migrated databases to copy from, made once per set of migrations rather
 * than once per test database. On PGlite, creating a database runs initdb in
 * WebAssembly (seconds on a busy machine) before the first migration; a copy
 * of a dumped data folder opens in about a fifth of that. On Postgres, a
 * database made `TEMPLATE` a migrated one skips the migrations.
 *
 * Both are named by a fingerprint of what they hold (the migrations, the
 * plans every database starts with, the PGlite build), so a changed
 * migration makes a new template and never meets a stale one. The PGlite
 * dump is kept under node_modules/.cache; the Postgres template stays on the
 * server (one per fingerprint).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import postgres from 'postgres';
import { openPostgres } from '../../src/server/db/client.ts';
import { findMigrationsFolder, runMigrations } from '../../src/server/db/migrate.ts';
import * as schema from '../../src/server/db/schema.ts';
import { SEED_PLANS } from '../../src/server/db/seed/plans.ts';
import { ensurePlans } from '../../src/server/db/seed/seed.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/prompt-hub-tests');
/** Serialises template building across test workers on one Postgres server. */
const TEMPLATE_LOCK_ID = 727_002;

/**
 * Set in the PGlite template only: initdb's 128MB of shared buffers are
 * zeroed at every open (0.35 s of CPU); a test database never needs them.
 * Production databases keep initdb's value.
 */
const PGLITE_TEMPLATE_SETTINGS = "alter system set shared_buffers = '16MB'";

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

let fingerprintOnce: Promise<string> | undefined;

/** What a template holds, as a short hash. */
function fingerprint(): Promise<string> {
  fingerprintOnce ??= (async () => {
    const hash = createHash('sha256');
    const folder = findMigrationsFolder();
    for (const file of await filesUnder(folder)) {
      hash.update(path.relative(folder, file));
      hash.update(await readFile(file));
    }
    hash.update(JSON.stringify(SEED_PLANS));
    hash.update(PGLITE_TEMPLATE_SETTINGS);
    hash.update(await readFile(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
    return hash.digest('hex').slice(0, 16);
  })();
  return fingerprintOnce;
}

async function buildPgliteDump(): Promise<Uint8Array<ArrayBuffer>> {
  const pg = await PGlite.create({ extensions: { pg_trgm } });
  try {
    const db = drizzle({ client: pg, schema, casing: 'snake_case' });
    await migrate(db, { migrationsFolder: findMigrationsFolder() });
    await ensurePlans(db);
    await pg.exec(PGLITE_TEMPLATE_SETTINGS);
    const dump = await pg.dumpDataDir('none');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await pg.close();
  }
}

let pgliteOnce: Promise<Uint8Array<ArrayBuffer>> | undefined;

/** A migrated PGlite data folder as a tar, from the cache or built and cached. */
export function pgliteTemplate(): Promise<Uint8Array<ArrayBuffer>> {
  pgliteOnce ??= (async () => {
    const file = path.join(CACHE_DIR, `pglite-${await fingerprint()}.tar`);
    try {
      return new Uint8Array(await readFile(file));
    } catch {
      const dump = await buildPgliteDump();
      await mkdir(CACHE_DIR, { recursive: true });
      // Workers may build at once: each writes its own file, and the
      // rename makes whichever lands last the whole, identical copy.
      const partial = `${file}.${process.pid}.${Date.now()}`;
      await writeFile(partial, dump);
      await rename(partial, file);
      return dump;
    }
  })();
  return pgliteOnce;
}

async function buildPostgresTemplate(serverUrl: string, admin: postgres.Sql, name: string) {
  const building = `${name}_wip`;
  await admin.unsafe(`drop database if exists ${building} with (force)`);
  await admin.unsafe(`create database ${building}`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const handle = openPostgres(url.toString(), 1);
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  // Named only once whole, so a build cut short is never copied.
  await admin.unsafe(`alter database ${building} rename to ${name}`);
}

const postgresOnce = new Map<string, Promise<string>>();

/** The name of a migrated database on this server to create test databases from. */
export function postgresTemplate(serverUrl: string): Promise<string> {
  let pending = postgresOnce.get(serverUrl);
  if (!pending) {
    pending = (async () => {
      const name = `test_template_${await fingerprint()}`;
      const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await admin`select pg_advisory_lock(${TEMPLATE_LOCK_ID})`;
        const [found] = await admin`select 1 from pg_database where datname = ${name}`;
        if (!found) await buildPostgresTemplate(serverUrl, admin, name);
        await admin`select pg_advisory_unlock(${TEMPLATE_LOCK_ID})`;
      } finally {
        await admin.end();
      }
      return name;
    })();
    postgresOnce.set(serverUrl, pending);
  }
  return pending;
}
