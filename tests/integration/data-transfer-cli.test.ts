/**
 * `npm run data:export` and `data:import` as real processes, through the
 * launcher package.json uses (scripts/run-cli.mjs), against a database that
 * outlives them: PGlite files under DATA_DIR, or Postgres when
 * TEST_DATABASE_URL is set.
 */
import { access, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { createDiskStorage } from '../../src/server/storage/disk-storage.ts';
import {
  createReopenableDatabase,
  type ReopenableDatabase,
} from '../helpers/reopenable-database.ts';
import { runCommand as run } from '../helpers/run-command.ts';

/** Each command starts Node, tsx and the database; the import's PGlite also creates its folder. */
const COMMANDS_TIMEOUT_MS = 180_000;

let source: ReopenableDatabase;
let target: ReopenableDatabase;
const file = path.join(os.tmpdir(), `prompt-hub-cli-export-${process.pid}.ndjson.gz`);

beforeAll(async () => {
  source = await createReopenableDatabase();
  target = await createReopenableDatabase();
  const database = await source.open();
  try {
    const storage = createDiskStorage(path.join(source.dataDir, 'uploads'));
    await seedDatabase({ db: database.db, storage, log: pino({ level: 'silent' }) });
  } finally {
    await database.close();
  }
});

afterAll(async () => {
  await rm(file, { force: true });
  await source?.dispose();
  await target?.dispose();
});

describe('data:export and data:import commands', () => {
  it(
    'exports, then imports into an empty database and its files folder',
    async () => {
      const exported = await run(source, 'data-export', [file]);
      expect(exported.stderr).toBe('');
      expect(exported.code).toBe(0);
      expect(exported.stdout).toMatch(/^Exported (pglite|postgres) to .* 44 files/);

      const imported = await run(target, 'data-import', [file]);
      expect(imported.stderr).toBe('');
      expect(imported.code).toBe(0);
      expect(imported.stdout).toMatch(/prompts\s+70\n/);
      const stored = await readdir(path.join(target.dataDir, 'uploads'));
      // Each file sits beside its <key>.json (and some keys end in .json themselves).
      expect(stored.filter((name) => stored.includes(`${name}.json`))).toHaveLength(44);
    },
    COMMANDS_TIMEOUT_MS,
  );

  it(
    'refuses to import into a database that holds data, with exit code 1',
    async () => {
      const again = await run(target, 'data-import', [file]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('The target database is not empty');
    },
    COMMANDS_TIMEOUT_MS,
  );

  it(
    'refuses to export a database behind this release, without migrating it',
    async () => {
      const database = await source.open();
      try {
        await database.db.execute(
          sql`delete from drizzle.__drizzle_migrations
              where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
        );
      } finally {
        await database.close();
      }
      const behind = `${file}.behind`;
      const result = await run(source, 'data-export', [behind]);
      // Had the command migrated first, the database would be current and exported.
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("Run this release's db:migrate first");
      await expect(access(behind)).rejects.toThrow(/ENOENT/);
    },
    COMMANDS_TIMEOUT_MS,
  );
});
