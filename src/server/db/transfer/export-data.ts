/**
 * Writes a whole database and the files it names to one export file
 * (export-format.ts). Everything is read in one REPEATABLE READ, read-only
 * transaction: one snapshot, so a row and the rows it points at, and the
 * list of files, agree even while the app keeps writing (Postgres). Rows
 * come through a cursor a page at a time and the output waits for the disk,
 * so memory stays flat whatever the library's size.
 */
import { once } from 'node:events';
import { constants } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Storage } from '../../storage/storage.ts';
import type { DatabaseHandle } from '../client.ts';
import {
  CHUNK_BYTES,
  type ControlLine,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type HeaderLine,
  type TransferSummary,
} from './export-format.ts';
import {
  appliedMigration,
  type Executor,
  quoted,
  selectRows,
  shippedMigrations,
  tableColumns,
} from './sql-rows.ts';
import { exportedTables, FILE_KEY_COLUMNS } from './transfer-tables.ts';

const ROWS_PER_FETCH = 500;

/** A known reason not to export; the command prints its message alone. */
export class ExportRefused extends Error {}

/**
 * The export is taken only at the migration this release ends with: its
 * rows must match the columns this release's import expects, and the
 * command does not migrate (that would change production behind a backup).
 */
async function ensureCurrentMigration(tx: Executor): Promise<string> {
  const migration = await appliedMigration(tx);
  const shipped = await shippedMigrations();
  const latest = shipped.at(-1)?.tag;
  if (migration === latest) return migration;
  if (!shipped.some((entry) => entry.tag === migration)) {
    throw new ExportRefused(
      `The database is at a migration this release does not know (${migration}): it was ` +
        'migrated by a newer release. Export it with that release (or a newer one).',
    );
  }
  throw new ExportRefused(
    `The database is at migration ${migration}, older than this release's ${latest}. ` +
      "Run this release's db:migrate first, or export with the release that made it.",
  );
}

class LineWriter {
  constructor(private readonly out: Writable) {}

  async write(line: string): Promise<void> {
    if (!this.out.write(`${line}\n`)) await once(this.out, 'drain');
  }

  control(line: ControlLine | HeaderLine): Promise<void> {
    return this.write(JSON.stringify(line));
  }
}

async function exportTable(tx: Executor, out: LineWriter, table: string): Promise<number> {
  await out.control({ kind: 'table', name: table, columns: await tableColumns(tx, table) });
  await tx.execute(
    sql.raw(`declare export_rows no scroll cursor for
             select to_jsonb(t)::text as row from ${quoted(table)} t`),
  );
  let rows = 0;
  for (;;) {
    const page = await selectRows<{ row: string }>(
      tx,
      sql.raw(`fetch ${ROWS_PER_FETCH} from export_rows`),
    );
    for (const { row } of page) await out.write(`{"row":${row}}`);
    rows += page.length;
    if (page.length < ROWS_PER_FETCH) break;
  }
  await tx.execute(sql.raw('close export_rows'));
  await out.control({ kind: 'tableEnd', name: table, rows });
  return rows;
}

/** Every storage key the database names, from the same snapshot. */
async function referencedKeys(tx: Executor): Promise<string[]> {
  const union = FILE_KEY_COLUMNS.map(
    ([table, column]) =>
      `select ${quoted(column)} as key from ${quoted(table)} where ${quoted(column)} is not null`,
  ).join(' union ');
  const rows = await selectRows<{ key: string }>(tx, sql.raw(`${union} order by key`));
  return rows.map((row) => row.key);
}

/** Streams one file's bytes as chunk lines; false when storage lacks it. */
async function exportFile(storage: Storage, out: LineWriter, key: string): Promise<boolean> {
  const file = await storage.get(key);
  if (!file) return false;
  await out.control({
    kind: 'file',
    key,
    contentType: file.contentType,
    fileName: file.fileName,
    size: file.size,
  });
  let pending = Buffer.alloc(0);
  for await (const piece of file.body) {
    pending = Buffer.concat([pending, piece as Buffer]);
    while (pending.byteLength >= CHUNK_BYTES) {
      await out.write(
        JSON.stringify({ chunk: pending.subarray(0, CHUNK_BYTES).toString('base64') }),
      );
      pending = pending.subarray(CHUNK_BYTES);
    }
  }
  if (pending.byteLength > 0)
    await out.write(JSON.stringify({ chunk: pending.toString('base64') }));
  await out.control({ kind: 'fileEnd', key });
  return true;
}

async function writeExport(
  database: DatabaseHandle,
  storage: Storage,
  out: LineWriter,
): Promise<TransferSummary> {
  return database.db.transaction(
    async (tx) => {
      const migration = await ensureCurrentMigration(tx);
      await out.control({
        kind: 'header',
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        migration,
        database: database.kind,
        createdAt: new Date().toISOString(),
      });
      const tables: Record<string, number> = {};
      for (const table of exportedTables()) tables[table] = await exportTable(tx, out, table);
      const missingFiles: string[] = [];
      let files = 0;
      for (const key of await referencedKeys(tx)) {
        if (await exportFile(storage, out, key)) files += 1;
        else missingFiles.push(key);
      }
      await out.control({ kind: 'end', tables, files });
      return { migration, tables, files, missingFiles };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Opens `file.partial` for the export: readable by its owner only (it
 * holds password and session hashes), and never an existing file or a
 * link placed there (O_EXCL, O_NOFOLLOW).
 */
async function openPartial(partial: string) {
  const flags =
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);
  try {
    return await open(partial, flags, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new ExportRefused(
      `${partial} already exists: another export is writing it, or one was stopped. ` +
        'Remove it once no export is running, then export again.',
    );
  }
}

/**
 * Exports the database and its files to `file` (gzipped lines of JSON).
 * The export is written beside it and renamed over it only when whole, so
 * a failed export leaves an earlier backup at `file` as it was.
 */
export async function exportData(
  database: DatabaseHandle,
  storage: Storage,
  file: string,
): Promise<TransferSummary> {
  const partial = `${file}.partial`;
  const handle = await openPartial(partial);
  const gzip = createGzip();
  const written = pipeline(gzip, handle.createWriteStream());
  try {
    const summary = await writeExport(database, storage, new LineWriter(gzip));
    gzip.end();
    await written;
    await rename(partial, file);
    return summary;
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}
