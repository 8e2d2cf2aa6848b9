/**
 * The previous release's databases (tests/fixtures/upgrade-34c7d52, made at
 * the commit before issue 24 by its README's recipe): a PGlite data folder
 * and a Postgres dump, each with the sample library, a member, a like, a
 * pending prompt and its uploaded file. Opened with the current code and
 * migrated to head, they must keep working through HTTP.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { expect } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { selectRows, shippedMigrations } from '../../src/server/db/transfer/sql-rows.ts';
import type { Storage } from '../../src/server/storage/storage.ts';
import { sendJson } from './accounts.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { testDatabaseUrl } from './test-database.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/upgrade-34c7d52');

type Kind = 'pglite' | 'postgres';

interface KindFacts {
  liked: string;
  pending: string;
  fileKey: string;
}

interface UpgradeFacts {
  member: { email: string; password: string };
  likedTitle: string;
  pendingTitle: string;
  pglite: KindFacts;
  postgres: KindFacts;
}

async function upgradeFacts(): Promise<UpgradeFacts> {
  return JSON.parse(await readFile(path.join(FIXTURE, 'facts.json'), 'utf8')) as UpgradeFacts;
}

/**
 * The old data folder unpacked under a fresh DATA_DIR and opened as a
 * start opens it, then migrated to head. The folder is removed on close.
 */
async function openOldDataFolder(): Promise<DatabaseHandle> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-upgrade-'));
  const tar = brotliDecompressSync(await readFile(path.join(FIXTURE, 'pglite-folder.tar.br')));
  const handle = await openPglite(dataDir, new Uint8Array(tar));
  await runMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The old dump restored into a new database on the test server, then
 * migrated to head; dropped on close. pg_dump's psql-only lines
 * (\restrict) are left out, the rest runs as one script.
 */
async function openOldPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `test_upgrade_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dump = gunzipSync(await readFile(path.join(FIXTURE, 'postgres.sql.gz'))).toString('utf8');
  const script = dump
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  // Its own connection: the dump empties search_path for the session.
  const restorer = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await restorer.unsafe(script);
  await restorer.end();
  const handle = openPostgres(url.toString(), 5);
  await runMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Puts the old release's uploaded files (the member's) into the app's storage. */
async function restoreOldUploads(kind: Kind, storage: Storage) {
  const folder = path.join(FIXTURE, `${kind}-uploads`);
  for (const name of await readdir(folder)) {
    if (name.endsWith('.json')) continue;
    const meta = JSON.parse(await readFile(path.join(folder, `${name}.json`), 'utf8')) as {
      contentType: string;
      fileName: string;
    };
    await storage.put(name, await readFile(path.join(folder, name)), meta);
  }
}

/** What the old release's member and visitors must still find. */
async function expectOldDataWorks(
  testApp: TestApp,
  facts: UpgradeFacts,
  kind: KindFacts,
): Promise<void> {
  const applied = await selectRows<{ total: number | string }>(
    testApp.database.db,
    sql`select count(*) as total from drizzle.__drizzle_migrations`,
  );
  expect(Number(applied[0]?.total)).toBe((await shippedMigrations()).length);

  const signedIn = await sendJson<{ token: string }>(testApp.app, {
    method: 'POST',
    url: '/api/users/login',
    payload: facts.member,
  });
  expect(signedIn.status).toBe(200);
  const auth = { authorization: `Bearer ${signedIn.body.token}` };

  const listing = await sendJson<{ pagination: { totalPrompts: number } }>(testApp.app, {
    method: 'GET',
    url: '/api/prompts',
  });
  expect(listing.body.pagination.totalPrompts).toBe(70);
  const found = await sendJson<{ prompts: { _id: string }[] }>(testApp.app, {
    method: 'GET',
    url: '/api/prompts?search=socratic',
  });
  expect(found.body.prompts.map((prompt) => prompt._id)).toContain(kind.liked);

  const liked = await sendJson<{ prompt: { liked?: boolean; upvotes: number; title: string } }>(
    testApp.app,
    { method: 'GET', url: `/api/prompts/${kind.liked}`, headers: auth },
  );
  expect(liked.body.prompt).toMatchObject({ title: facts.likedTitle, liked: true });

  const pending = await sendJson<{ prompt: { status: string; title: string } }>(testApp.app, {
    method: 'GET',
    url: `/api/prompts/${kind.pending}`,
    headers: auth,
  });
  expect(pending.body.prompt).toMatchObject({ title: facts.pendingTitle, status: 'pending' });
  const file = await testApp.app.inject({
    method: 'GET',
    url: `/uploads/${kind.fileKey}`,
    headers: auth,
  });
  expect(file.statusCode).toBe(200);
  expect(file.body).toBe('Notes kept across the upgrade.\n');

  // Writes work too: the member takes the like back.
  const unliked = await sendJson<{ liked: boolean }>(testApp.app, {
    method: 'PUT',
    url: `/api/prompts/${kind.liked}/upvote`,
    headers: auth,
  });
  expect(unliked.body.liked).toBe(false);
}

// Restoring the old database and running every migration since it: 13 s on
// PGlite and past the default 30 s on Postgres in a loaded CI run.
export const UPGRADE_TIMEOUT_MS = 120_000;

function serverUrl(): string {
  const url = testDatabaseUrl();
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/**
 * The whole check for one kind: the old database opened and migrated, its
 * uploads restored, an app started on them, and what the old release's
 * member and visitors must still find (`expectOldDataWorks`).
 */
export async function expectUpgradeWorks(kind: Kind): Promise<void> {
  const facts = await upgradeFacts();
  const testApp = await createTestApp({
    seed: false,
    database: kind === 'pglite' ? await openOldDataFolder() : await openOldPostgres(serverUrl()),
    prepare: (_database, storage) => restoreOldUploads(kind, storage),
  });
  try {
    await expectOldDataWorks(testApp, facts, facts[kind]);
  } finally {
    await testApp.close();
  }
}
