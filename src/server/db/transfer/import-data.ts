/**
 * Reads an export file (export-format.ts) into an empty database and the
 * configured storage. The rows go in as one transaction, a batch per
 * statement as the file is read (memory holds one batch and at most one
 * file), with their ids and timestamps; the search tables fill through
 * their triggers as the prompts arrive, and sequences are moved past the
 * imported ids. Any failure rolls the database back and removes the files
 * this import stored, so a second try starts from the same empty target. A
 * key the storage already holds (a move that keeps its bucket) is left as
 * it is, never overwritten nor removed.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { MAX_ATTACHMENT_BYTES } from '../../../shared/upload-limits.ts';
import type { Storage } from '../../storage/storage.ts';
import type { DatabaseHandle } from '../client.ts';
import {
  type ControlLine,
  controlLine,
  headerLine,
  type HeaderLine,
  type TransferSummary,
} from './export-format.ts';
import { appliedMigration, type Executor, quoted, selectRows, tableColumns } from './sql-rows.ts';
import { exportedTables, REFERENCE_TABLES } from './transfer-tables.ts';

const ROWS_PER_INSERT = 500;
const BYTES_PER_INSERT = 4 * 1024 * 1024;
const ROW_PREFIX = '{"row":';
/**
 * The largest file the import takes: the largest the app stores (an
 * attachment) with room to spare. A file is held in memory until its end,
 * so a crafted size must not make the import take the whole heap.
 */
const MAX_IMPORT_FILE_BYTES = 4 * MAX_ATTACHMENT_BYTES;

export class ImportRefused extends Error {}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ImportRefused(
      `The export file is damaged: a line is not JSON (${text.slice(0, 40)}).`,
    );
  }
}

/** Whether `text` is exactly one JSON object (and nothing after it). */
function isOneObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

function parseHeader(line: string | undefined): HeaderLine {
  let value: unknown;
  try {
    value = JSON.parse(line ?? '');
  } catch {
    value = null;
  }
  const header = headerLine.safeParse(value);
  if (!header.success) throw new ImportRefused('This file is not a prompt-hub export.');
  return header.data;
}

/** Refuses a target holding anything but the reference rows every migrated database has. */
async function ensureEmpty(tx: Executor): Promise<void> {
  const found: string[] = [];
  for (const table of exportedTables()) {
    if (REFERENCE_TABLES.includes(table)) continue;
    const [row] = await selectRows<{ rows: number | string }>(
      tx,
      sql.raw(`select count(*) as rows from ${quoted(table)}`),
    );
    const rows = Number(row?.rows ?? 0);
    if (rows > 0) found.push(`${table}: ${rows}`);
  }
  if (found.length > 0) {
    throw new ImportRefused(
      `The target database is not empty (${found.join(', ')}). data:import only fills an ` +
        'empty database: point DATABASE_URL (or DATA_DIR) at a new one, and do not start the ' +
        'app on it first (its first start seeds the sample library; SEED_ON_EMPTY=false stops that).',
    );
  }
}

/** Moves every sequence-backed column's sequence past the ids imported. */
async function resetSequences(tx: Executor): Promise<void> {
  const serials = await selectRows<{ table_name: string; column_name: string }>(
    tx,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table_name: table, column_name: column } of serials) {
    quoted(column); // the name goes into a string literal below: plain snake_case only
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${quoted(table)}', '${column}'),
                coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`,
      ),
    );
  }
}

interface OpenTable {
  name: string;
  columnList: string;
  batch: string[];
  bytes: number;
  rows: number;
}

interface OpenFile {
  key: string;
  contentType: string;
  fileName: string;
  size: number;
  chunks: Buffer[];
  received: number;
}

/** The state of one import as its lines are read. */
class ImportRun {
  readonly tables: Record<string, number> = {};
  /** Keys this import wrote: the only ones a failure removes. */
  readonly storedKeys: string[] = [];
  private files = 0;
  private table: OpenTable | null = null;
  private file: OpenFile | null = null;
  private ended = false;
  private readonly expected = exportedTables();

  constructor(
    private readonly tx: Executor,
    private readonly storage: Storage,
  ) {}

  async line(text: string): Promise<void> {
    if (this.ended) throw new ImportRefused('The export file goes on after its end line.');
    if (text.startsWith(ROW_PREFIX)) return this.row(text);
    if (text.startsWith('{"chunk":')) return this.chunk(text);
    const parsed = controlLine.safeParse(parseJson(text));
    if (!parsed.success)
      throw new ImportRefused(`Unexpected line in the export: ${text.slice(0, 80)}`);
    await this.control(parsed.data);
  }

  finish(): Omit<TransferSummary, 'migration'> {
    if (!this.ended) {
      throw new ImportRefused(
        'The export file is incomplete (it has no end line): it was cut short.',
      );
    }
    return { tables: this.tables, files: this.files, missingFiles: [] };
  }

  private async control(line: ControlLine): Promise<void> {
    switch (line.kind) {
      case 'table':
        return this.openTable(line.name, line.columns);
      case 'tableEnd':
        return this.closeTable(line.name, line.rows);
      case 'file':
        return this.openFile(line);
      case 'fileEnd':
        return this.closeFile(line.key);
      case 'end':
        return this.end(line.tables, line.files);
    }
  }

  private async openTable(name: string, columns: string[]): Promise<void> {
    if (!this.expected.includes(name)) {
      throw new ImportRefused(`The export holds a table this release does not have: ${name}.`);
    }
    const target = await tableColumns(this.tx, name);
    const same =
      target.length === columns.length && columns.every((column) => target.includes(column));
    if (!same) throw new ImportRefused(`The columns of ${name} differ from this release's.`);
    if (REFERENCE_TABLES.includes(name))
      await this.tx.execute(sql.raw(`delete from ${quoted(name)}`));
    this.table = { name, columnList: columns.map(quoted).join(', '), batch: [], bytes: 0, rows: 0 };
  }

  private async row(text: string): Promise<void> {
    const table = this.table;
    if (!table) throw new ImportRefused('The export has a row outside a table.');
    // The row's text goes into a JSON array of the batch: it must be exactly
    // one object, or a line could carry hidden rows past the row counts.
    const row = text.endsWith('}') ? text.slice(ROW_PREFIX.length, -1) : '';
    if (!isOneObject(row)) {
      throw new ImportRefused(
        `The export is damaged: a line of ${table.name} is not one row (${text.slice(0, 40)}).`,
      );
    }
    table.batch.push(row);
    table.bytes += text.length;
    if (table.batch.length >= ROWS_PER_INSERT || table.bytes >= BYTES_PER_INSERT) {
      await this.flush(table);
    }
  }

  private async flush(table: OpenTable): Promise<void> {
    if (table.batch.length === 0) return;
    const rows = `[${table.batch.join(',')}]`;
    const name = quoted(table.name);
    await this.tx.execute(
      sql`insert into ${sql.raw(name)} (${sql.raw(table.columnList)})
          select ${sql.raw(table.columnList)}
          from jsonb_populate_recordset(null::${sql.raw(name)}, ${rows}::jsonb)`,
    );
    table.rows += table.batch.length;
    table.batch = [];
    table.bytes = 0;
  }

  private async closeTable(name: string, rows: number): Promise<void> {
    const table = this.table;
    if (!table || table.name !== name)
      throw new ImportRefused(`The export's ${name} is misplaced.`);
    await this.flush(table);
    if (table.rows !== rows) {
      throw new ImportRefused(`The export's ${name} says ${rows} rows but holds ${table.rows}.`);
    }
    this.tables[name] = rows;
    this.table = null;
  }

  private openFile(line: Extract<ControlLine, { kind: 'file' }>): void {
    if (line.size > MAX_IMPORT_FILE_BYTES) {
      throw new ImportRefused(
        `The export's file ${line.key} declares ${line.size} bytes, more than the ` +
          `${MAX_IMPORT_FILE_BYTES} an import takes.`,
      );
    }
    this.file = { ...line, chunks: [], received: 0 };
  }

  private chunk(text: string): void {
    const file = this.file;
    if (!file) throw new ImportRefused('The export has file bytes outside a file.');
    const { chunk } = parseJson(text) as { chunk: unknown };
    if (typeof chunk !== 'string') {
      throw new ImportRefused(`The export is damaged: a chunk of ${file.key} is not text.`);
    }
    const bytes = Buffer.from(chunk, 'base64');
    file.received += bytes.byteLength;
    if (file.received > file.size) {
      throw new ImportRefused(
        `The export's file ${file.key} holds more than the ${file.size} bytes it declares.`,
      );
    }
    file.chunks.push(bytes);
  }

  /** Whether storage already holds `key` with that size (then it is kept, not written). */
  private async alreadyStored(key: string, size: number): Promise<boolean> {
    const existing = await this.storage.get(key);
    if (!existing) return false;
    existing.body.destroy();
    if (existing.size === size) return true;
    throw new ImportRefused(
      `The target storage already holds a different file named ${key}. data:import ` +
        'never overwrites a file: point the storage at a new folder or bucket.',
    );
  }

  private async closeFile(key: string): Promise<void> {
    const file = this.file;
    if (!file || file.key !== key)
      throw new ImportRefused(`The export's file ${key} is misplaced.`);
    const bytes = Buffer.concat(file.chunks);
    if (bytes.byteLength !== file.size) {
      throw new ImportRefused(`The file ${key} holds ${bytes.byteLength} bytes, not ${file.size}.`);
    }
    this.files += 1;
    this.file = null;
    if (await this.alreadyStored(key, bytes.byteLength)) return;
    this.storedKeys.push(key);
    await this.storage.put(key, bytes, { contentType: file.contentType, fileName: file.fileName });
  }

  private end(tables: Record<string, number>, files: number): void {
    const missing = this.expected.filter((name) => this.tables[name] !== tables[name]);
    if (missing.length > 0 || files !== this.files) {
      throw new ImportRefused(
        `The export's end line disagrees with its content (${missing.join(', ')}).`,
      );
    }
    this.ended = true;
  }
}

async function* linesOf(file: string): AsyncGenerator<string> {
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) if (line) yield line;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (!code.startsWith('Z_')) throw error;
    throw new ImportRefused('The export file is damaged or cut short (it does not unzip whole).', {
      cause: error,
    });
  } finally {
    lines.close();
    input.destroy();
  }
}

/** Imports `file` into the (empty) database and storage; returns what it brought in. */
export async function importData(
  database: DatabaseHandle,
  storage: Storage,
  file: string,
): Promise<TransferSummary> {
  const lines = linesOf(file);
  const first = await lines.next();
  const header = parseHeader(first.done ? undefined : first.value);
  const current = await appliedMigration(database.db);
  if (header.migration !== current) {
    await lines.return(undefined);
    throw new ImportRefused(
      `This export was made at migration ${header.migration}, and this database is at ${current}. ` +
        'Import it with the release that made it, then start the newer release to upgrade.',
    );
  }
  let run: ImportRun | undefined;
  try {
    const summary = await database.db.transaction(async (tx) => {
      run = new ImportRun(tx, storage);
      await ensureEmpty(tx);
      for await (const line of lines) await run.line(line);
      const result = run.finish();
      await resetSequences(tx);
      return result;
    });
    return { ...summary, migration: header.migration };
  } catch (error) {
    await Promise.all((run?.storedKeys ?? []).map((key) => storage.delete(key).catch(() => {})));
    throw error;
  }
}
