/**
 * Moving between the two databases (decision 029): the embedded database
 * with the sample library, a few thousand generated prompts and one of each
 * kind of row is exported and imported into an empty Postgres, then checked
 * through the moved app's HTTP doors; and a Postgres library moves back to
 * the embedded database the same way.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/client.ts';
import { loadBulkPrompts } from '../../src/server/db/seed/bulk-load.ts';
import {
  expectMovedCopy,
  exportToTemp,
  fillSource,
  importedApp,
  tableCounts,
} from '../helpers/data-transfer.ts';
import { pgliteTemplate } from '../helpers/database-templates.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

/**
 * More than two batches of 500 rows (the export's fetch and the import's
 * insert) plus the sample library: the move crosses batch boundaries and
 * ends on a partial batch. 3,000 proved nothing more and took twice as long.
 */
const BULK_PROMPTS = 1_200;
/** Generating the prompts on PGlite takes most of it; the move itself takes seconds. */
const MOVE_TIMEOUT_MS = 240_000;
const opened: TestApp[] = [];

afterAll(async () => {
  for (const app of opened) await app.close();
});

async function opening(app: Promise<TestApp>): Promise<TestApp> {
  const ready = await app;
  opened.push(ready);
  return ready;
}

describe('moving between the embedded database and Postgres', () => {
  it(
    'moves a PGlite library of thousands of prompts into an empty Postgres',
    async () => {
      const source = await opening(
        createTestApp({
          database: await openPglite(undefined, await pgliteTemplate()),
          prepare: async (database) => {
            await loadBulkPrompts(database, BULK_PROMPTS);
          },
        }),
      );
      const facts = await fillSource(source);
      let started = Date.now();
      const exported = await exportToTemp(source);
      const exportMs = Date.now() - started;
      try {
        expect(exported.summary.tables.prompts).toBeGreaterThan(BULK_PROMPTS);
        started = Date.now();
        const target = await opening(importedApp(await createTestDatabase(), exported.file));
        console.log(`moved: export ${exportMs} ms, import and start ${Date.now() - started} ms`);
        expect(target.database.kind).toBe('postgres');
        await expectMovedCopy(target, facts, await tableCounts(source.database));
      } finally {
        await exported.dispose();
      }
    },
    MOVE_TIMEOUT_MS,
  );

  it('moves a Postgres library into an empty embedded database', async () => {
    const source = await opening(createTestApp());
    expect(source.database.kind).toBe('postgres');
    const facts = await fillSource(source);
    const exported = await exportToTemp(source);
    try {
      const target = await opening(
        importedApp(await openPglite(undefined, await pgliteTemplate()), exported.file),
      );
      await expectMovedCopy(target, facts, await tableCounts(source.database));
    } finally {
      await exported.dispose();
    }
  });
});
