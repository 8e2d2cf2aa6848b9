/**
 * A data folder made by the previous release (34c7d52) starts on this one:
 * migrated to head, its member signs in, and the listing, search, the like,
 * the pending prompt and its file are all there (decision 029).
 */
import { describe, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import {
  expectOldDataWorks,
  openOldDataFolder,
  restoreOldUploads,
  upgradeFacts,
} from '../helpers/upgrade-fixture.ts';

// Restoring the old database and running every migration since it: 13 s on
// PGlite and past the default 30 s on Postgres in a loaded CI run.
const UPGRADE_TIMEOUT_MS = 120_000;

describe('upgrading a data folder of the previous release', () => {
  it(
    'keeps its data and works',
    async () => {
      const facts = await upgradeFacts();
      const testApp = await createTestApp({
        seed: false,
        database: await openOldDataFolder(),
        prepare: (_database, storage) => restoreOldUploads('pglite', storage),
      });
      try {
        await expectOldDataWorks(testApp, facts, facts.pglite);
      } finally {
        await testApp.close();
      }
    },
    UPGRADE_TIMEOUT_MS,
  );
});
