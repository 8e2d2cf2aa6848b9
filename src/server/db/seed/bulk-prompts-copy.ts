/**
 * The fast path of the bulk seed on Postgres. The rows are the ones
 * addBulkPrompts would insert (same generator, same driver values), sent
 * with COPY in batches over several connections at once. COPY fires the
 * same statement triggers, with the same transition tables, as an INSERT
 * of the batch, so the search rows and everything else the triggers write
 * come out as they would; tests/integration/bulk-prompts-copy.postgres.test.ts
 * compares the two loads table by table.
 *
 * Where the time went (2026-11-26, 1,000 rows, one connection): the search
 * triggers about 600 ms, the rows and their indexes 43 ms, the creator
 * foreign key 9 ms; the app spent 142 ms of CPU to make and bind the
 * INSERT's 18,000 parameters, 46 ms to make the COPY text. The app builds
 * the next batch while the database writes this one. Figures and what was
 * tried: docs/bench/library-scale.md.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Column, getTableColumns } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type postgres from 'postgres';
import type { Database } from '../client.ts';
import { prompts } from '../schema.ts';
import {
  type BulkLoadOptions,
  type BulkLoadResult,
  countBulkPrompts,
  ensureBulkCreators,
  generateBulkPrompt,
} from './bulk-prompts.ts';

export interface CopyLoadOptions extends BulkLoadOptions {
  /** Batches in flight at once, each on its own connection (the pool must have them). */
  connections?: number;
  /** Rows per COPY statement. */
  batchSize?: number;
}

const DEFAULT_CONNECTIONS = 2;
const DEFAULT_BATCH_SIZE = 1000;

type PromptRow = typeof prompts.$inferInsert;
type PromptKey = keyof PromptRow;

const PROMPT_COLUMNS: Record<string, Column> = getTableColumns(prompts);

/** COPY's text format: backslash, tab and line ends are escaped; \N is null. */
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};

function copyText(value: string): string {
  return value.replace(/[\\\t\n\r]/g, (char) => COPY_ESCAPES[char] ?? char);
}

/** A driver value (what drizzle would bind for the column) as one COPY field. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return copyText(value);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  throw new Error(`no COPY form for a ${typeof value} value`);
}

function isPromptKey(key: string): key is PromptKey {
  return key in PROMPT_COLUMNS;
}

/** The keys a generated row sets, in order: COPY names exactly these columns. */
function rowKeys(row: PromptRow): PromptKey[] {
  return Object.keys(row).filter(isPromptKey);
}

function columnOf(key: PromptKey): Column {
  const column = PROMPT_COLUMNS[key];
  if (!column) throw new Error(`prompts has no column ${key}`);
  return column;
}

/** One row as a COPY line, each value mapped by its column as drizzle maps it for an INSERT. */
export function copyLine(row: PromptRow, keys: readonly PromptKey[]): string {
  const fields = keys.map((key) => copyField(columnOf(key).mapToDriverValue(row[key])));
  return `${fields.join('\t')}\n`;
}

interface CopyPlan {
  client: postgres.Sql;
  creatorIds: string[];
  keys: PromptKey[];
  now: number;
}

async function copyBatch(plan: CopyPlan, from: number, size: number): Promise<void> {
  const lines = Array.from({ length: size }, (_, offset) =>
    copyLine(generateBulkPrompt(from + offset, plan.creatorIds, plan.now), plan.keys),
  );
  const { client } = plan;
  const columns = plan.keys.map((key) => toSnakeCase(key));
  const writable = await client`copy prompts (${client(columns)}) from stdin`.writable();
  await pipeline(Readable.from([lines.join('')]), writable);
}

/**
 * Adds `amount` bulk prompts with COPY, `connections` batches at a time.
 * Each batch is one statement, so one that fails leaves nothing behind; the
 * others finish, and the first error is thrown once they have.
 */
export async function copyBulkPrompts(
  client: postgres.Sql,
  db: Database,
  amount: number,
  options: CopyLoadOptions = {},
): Promise<BulkLoadResult> {
  const started = Date.now();
  const creatorIds = await ensureBulkCreators(db);
  const firstIndex = await countBulkPrompts(db, creatorIds);
  const now = options.now ?? Date.now();
  const plan: CopyPlan = {
    client,
    creatorIds,
    keys: rowKeys(generateBulkPrompt(firstIndex, creatorIds, now)),
    now,
  };
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let next = 0;
  let inserted = 0;
  let failure: Error | undefined;
  const worker = async (): Promise<void> => {
    while (next < amount && failure === undefined) {
      const from = next;
      const size = Math.min(batchSize, amount - from);
      next += size;
      try {
        await copyBatch(plan, firstIndex + from, size);
      } catch (error) {
        failure ??= error instanceof Error ? error : new Error(String(error));
        return;
      }
      inserted += size;
      options.onProgress?.({ inserted, total: amount, elapsedMs: Date.now() - started });
    }
  };
  const connections = Math.max(1, options.connections ?? DEFAULT_CONNECTIONS);
  await Promise.all(Array.from({ length: connections }, worker));
  if (failure !== undefined) throw failure;
  return { inserted, elapsedMs: Date.now() - started };
}
