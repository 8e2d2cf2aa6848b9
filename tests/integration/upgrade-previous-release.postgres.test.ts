/**
 * A Postgres database made by the previous release (34c7d52), as pg_dump
 * saved it, restored and migrated to head: its member signs in, and the
 * listing, search, the like, the pending prompt and its file are all there
 * (decision 029).
 */
import { describe, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import { testDatabaseUrl } from '../helpers/test-database.ts';
import {
  expectOldDataWorks,
  openOldPostgres,
  restoreOldUploads,
  upgradeFacts,
} from '../helpers/upgrade-fixture.ts';

function serverUrl(): string {
  const url = testDatabaseUrl();
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

// Restoring the old database and running every migration since it: 13 s on
// PGlite and past the default 30 s on Postgres in a loaded CI run.
const UPGRADE_TIMEOUT_MS = 120_000;

describe('upgrading a Postgres database of the previous release', () => {
  it(
    'keeps its data and works',
    async () => {
      const facts = await upgradeFacts();
      const testApp = await createTestApp({
        seed: false,
        database: await openOldPostgres(serverUrl()),
        prepare: (_database, storage) => restoreOldUploads('postgres', storage),
      });
      try {
        await expectOldDataWorks(testApp, facts, facts.postgres);
      } finally {
        await testApp.close();
      }
    },
    UPGRADE_TIMEOUT_MS,
  );
});
