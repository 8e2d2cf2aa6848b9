/**
 * Backup and restore on one kind of database (decision 029): an export of
 * a library with one of each kind of row, imported into an empty database
 * of the same kind, serves the same data through HTTP; a database that is
 * not empty, or a file cut short, is refused and leaves the target as it
 * was. Files move between disk and an S3 bucket both ways. And the export
 * covers every table the migrations make. Crafted files are refused with
 * nothing written; the export is private, replaces a backup only when whole,
 * and refuses a database at another migration than this release's.
 */
import { access, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../src/server/db/transfer/sql-rows.ts';
import { importData } from '../../src/server/db/transfer/import-data.ts';
import { schemaTables } from '../../src/server/db/transfer/transfer-tables.ts';
import { exportData } from '../../src/server/db/transfer/export-data.ts';
import { createDiskStorage } from '../../src/server/storage/disk-storage.ts';
import { createS3Storage } from '../../src/server/storage/s3-storage.ts';
import type { Storage } from '../../src/server/storage/storage.ts';
import {
  expectMovedCopy,
  exportToTemp,
  fillSource,
  importedApp,
  type SourceFacts,
  tableCounts,
} from '../helpers/data-transfer.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import {
  craftedExport,
  fileLongerThanDeclared,
  hugeDeclaredFile,
  type LineEdit,
  numberChunk,
  oneFileTooMany,
  twoRowsInOneLine,
} from '../helpers/crafted-export.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { startS3rver } from './storage-s3-fixture.ts';

let source: TestApp;
let facts: SourceFacts;
let exported: Awaited<ReturnType<typeof exportToTemp>>;

beforeAll(async () => {
  source = await createTestApp();
  facts = await fillSource(source);
  exported = await exportToTemp(source);
});

afterAll(async () => {
  await exported.dispose();
  await source.close();
});

describe('data:export and data:import on one kind of database', () => {
  it('restores every row and file into an empty database, served over HTTP', async () => {
    expect(exported.summary.missingFiles).toEqual([]);
    const target = await importedApp(await createTestDatabase(), exported.file);
    try {
      await expectMovedCopy(target, facts, await tableCounts(source.database));
    } finally {
      await target.close();
    }
  });

  it('refuses a database that already holds data, and leaves it as it was', async () => {
    const before = await tableCounts(source.database);
    await expect(importData(source.database, source.storage, exported.file)).rejects.toThrow(
      /The target database is not empty \(users: \d+, .*prompts: \d+/,
    );
    expect(await tableCounts(source.database)).toEqual(before);
  });

  it('refuses a file cut short, and leaves the target empty', async () => {
    const whole = await readFile(exported.file);
    const cut = `${exported.file}.cut`;
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.8)));
    const target = await createTestDatabase();
    try {
      const storage = createDiskStorage(`${exported.file}.uploads`);
      await expect(importData(target, storage, cut)).rejects.toThrow(/cut short/);
      const counts = await tableCounts(target);
      expect(counts.users).toBe(0);
      expect(counts.prompts).toBe(0);
      expect(await storage.get(facts.fileKey)).toBeNull();
    } finally {
      await target.close();
    }
  });

  it('moves the files from disk into an S3 bucket, and back to disk', async () => {
    const s3 = await startS3rver();
    const bucket = createS3Storage(s3.settings);
    const viaBucket = await createTestDatabase();
    const back = await createTestDatabase();
    const backFolder = `${exported.file}.back`;
    try {
      const intoBucket = await importData(viaBucket, bucket, exported.file);
      expect(intoBucket.files).toBe(exported.summary.files);
      await expectFile(bucket, facts.fileKey, facts.fileBytes);

      const fromBucket = `${exported.file}.s3`;
      expect((await exportData(viaBucket, bucket, fromBucket)).missingFiles).toEqual([]);
      const disk = createDiskStorage(backFolder);
      await importData(back, disk, fromBucket);
      await expectFile(disk, facts.fileKey, facts.fileBytes);
    } finally {
      await Promise.all([viaBucket.close(), back.close()]);
      bucket.close();
      await s3.close();
    }
  });

  it('covers every table the migrations make: exported or rebuilt', async () => {
    const rows = await selectRows<{ name: string }>(
      source.database.db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual([...schemaTables().keys()].sort());
  });
});

describe('data:import of a crafted file', () => {
  const refusals: [string, LineEdit, RegExp][] = [
    ['two rows in one row line', twoRowsInOneLine, /is not one row/],
    [
      'a file longer than it declares',
      fileLongerThanDeclared,
      /more than the \d+ bytes it declares/,
    ],
    ['a file declared past the cap', hugeDeclaredFile, /more than the \d+ an import takes/],
    ['a chunk that is not text', numberChunk, /a chunk of .* is not text/],
  ];
  for (const [what, edit, message] of refusals) {
    it(`refuses ${what}, writing nothing`, async () => {
      const crafted = await craftedExport(exported.file, edit);
      const target = await createTestDatabase();
      const folder = `${crafted}.uploads`;
      try {
        await expect(importData(target, createDiskStorage(folder), crafted)).rejects.toThrow(
          message,
        );
        await expectEmpty(target);
        expect(await readdir(folder).catch(() => [])).toEqual([]);
      } finally {
        await target.close();
      }
    });
  }

  it('removes only the files it stored when it fails, keeping those already there', async () => {
    const crafted = await craftedExport(exported.file, oneFileTooMany);
    const target = await createTestDatabase();
    const folder = `${crafted}.uploads`;
    const storage = createDiskStorage(folder);
    await storage.put(facts.fileKey, facts.fileBytes, {
      contentType: 'text/plain',
      fileName: 'moving-notes.txt',
    });
    try {
      await expect(importData(target, storage, crafted)).rejects.toThrow(/end line disagrees/);
      await expectEmpty(target);
      await expectFile(storage, facts.fileKey, facts.fileBytes);
      const stored = await readdir(folder);
      expect(stored.sort()).toEqual([facts.fileKey, `${facts.fileKey}.json`].sort());
    } finally {
      await target.close();
    }
  });
});

describe('data:export safety', () => {
  it('writes a file only its owner can read', async () => {
    expect((await stat(exported.file)).mode & 0o777).toBe(0o600);
  });

  it('leaves an earlier backup as it was when the export fails, and no partial file', async () => {
    const file = `${exported.file}.earlier`;
    await writeFile(file, 'earlier backup');
    const failing: Storage = {
      put: (key, body, info) => source.storage.put(key, body, info),
      get: () => Promise.reject(new Error('storage unreachable')),
      delete: (key) => source.storage.delete(key),
    };
    await expect(exportData(source.database, failing, file)).rejects.toThrow(/unreachable/);
    expect(await readFile(file, 'utf8')).toBe('earlier backup');
    await expect(access(`${file}.partial`)).rejects.toThrow(/ENOENT/);
  });

  it('refuses a database at a migration newer or older than this release knows', async () => {
    const database = await createTestDatabase();
    const file = `${exported.file}.migration`;
    const migrations = sql.raw('drizzle.__drizzle_migrations');
    try {
      await database.db.execute(
        sql`insert into ${migrations} (hash, created_at) values ('from-the-future', 99999999999999)`,
      );
      await expect(exportData(database, source.storage, file)).rejects.toThrow(
        /a migration this release does not know .*Export it with that release/,
      );
      await database.db.execute(
        sql`delete from ${migrations} where created_at >= (
              select created_at from ${migrations} order by created_at desc offset 1 limit 1)`,
      );
      await expect(exportData(database, source.storage, file)).rejects.toThrow(
        /older than this release's .*Run this release's db:migrate first, or export with the release/,
      );
      await expect(access(file)).rejects.toThrow(/ENOENT/);
      await expect(access(`${file}.partial`)).rejects.toThrow(/ENOENT/);
    } finally {
      await database.close();
    }
  });
});

/** Nothing but the plans every migrated database holds. */
async function expectEmpty(database: DatabaseHandle): Promise<void> {
  const counts = await tableCounts(database);
  const filled = Object.entries(counts).filter(
    ([table, rows]) => rows > 0 && !['plans', 'library_state', 'search_vocabulary'].includes(table),
  );
  expect(filled).toEqual([]);
}

async function expectFile(storage: Storage, key: string, bytes: Buffer): Promise<void> {
  const file = await storage.get(key);
  expect(file).not.toBeNull();
  const chunks: Buffer[] = [];
  for await (const chunk of file?.body ?? []) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  expect(file?.fileName).toBe('moving-notes.txt');
}
