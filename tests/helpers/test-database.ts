/**
 * The one test database helper. Each call gives a fresh, migrated database:
 * an in-memory PGlite by default, or a new database on the Postgres server at
 * TEST_DATABASE_URL (the db-postgres project sets it), dropped on close or,
 * in db-postgres and e2e, when the run ends (test-databases-run.ts).
 * Both start as copies of a template migrated once (database-templates.ts).
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/server/db/client.ts';
import { keepPgliteThreadsForReuse } from '../../src/server/db/pglite-worker-client.ts';
import { pgliteTemplate, postgresTemplate } from './database-templates.ts';

// A test worker opens many in-memory databases one after another: each
// takes the thread the last one closed (decision 052).
keepPgliteThreadsForReuse();

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) return openPglite(undefined, await pgliteTemplate());
  const template = await postgresTemplate(serverUrl);
  // In a run that drops its databases at the end (test-databases-run.ts),
  // named for the run and left in place on close; else dropped on close.
  const run = inject('testDatabaseRun');
  const name = `test_${run ? `${run}_` : ''}${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 5);
  const close = handle.close;
  return {
    ...handle,
    close: async () => {
      await close();
      if (run) return;
      const dropper = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
