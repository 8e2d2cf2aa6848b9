/**
 * The bulk seed's COPY path leaves a database as the INSERT path does: the
 * same prompts, and the same rows in every table the triggers write. Two
 * fresh databases get the same rows (same start, same `now`), one through
 * each path; then every table is compared, leaving out what differs by
 * nature: random uuids, and the version counter, whose count depends on
 * how the batches were cut.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { prompts } from '../../src/server/db/schema.ts';
import { copyBulkPrompts, copyLine } from '../../src/server/db/seed/bulk-prompts-copy.ts';
import { addBulkPrompts } from '../../src/server/db/seed/bulk-prompts.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

/** Three batches of each path, two of them in flight at once on the COPY side. */
const ROWS = 2500;
const NOW = Date.parse('2026-11-27T12:00:00Z');
/**
 * Users get random ids and their creation time; library_state is a counter;
 * library_changes holds a uuid and the clock's stamp of each write (its row
 * count is compared below).
 */
const NOT_COMPARED = new Set(['users', 'library_state', 'library_changes']);

let inserted: DatabaseHandle;
let copied: DatabaseHandle;

beforeAll(async () => {
  [inserted, copied] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});

afterAll(async () => {
  await Promise.all([inserted?.close(), copied?.close()]);
});

function clientOf(database: DatabaseHandle): postgres.Sql {
  if (database.kind !== 'postgres') throw new Error('this test needs Postgres');
  return database.client;
}

/** Every public table's rows as sorted JSON, without uuid columns. */
async function tableContents(client: postgres.Sql): Promise<Record<string, string[]>> {
  const tables = await client<{ name: string }[]>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`;
  const contents: Record<string, string[]> = {};
  for (const { name } of tables) {
    if (NOT_COMPARED.has(name)) continue;
    const columns = await client<{ name: string }[]>`
      select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = ${name}
        and data_type <> 'uuid'
      order by ordinal_position`;
    if (columns.length === 0) continue;
    const rows = await client<{ row: string }[]>`
      select row_to_json(t)::text as row
      from (select ${client(columns.map((column) => column.name))} from ${client(name)}) as t`;
    contents[name] = rows.map((row) => row.row).sort();
  }
  return contents;
}

/** Which bulk creator made which prompt (ids differ between the databases, emails do not). */
async function creators(client: postgres.Sql): Promise<string[]> {
  const rows = await client<{ pair: string }[]>`
    select p.title || ' / ' || u.email as pair
    from prompts p join users u on u.id = p.created_by_id`;
  return rows.map((row) => row.pair).sort();
}

describe('the bulk seed over COPY', () => {
  it('writes what the INSERT path writes, in every table', async () => {
    await addBulkPrompts(inserted.db, ROWS, { now: NOW });
    await copyBulkPrompts(clientOf(copied), copied.db, ROWS, {
      now: NOW,
      batchSize: 1000,
      connections: 2,
    });
    const [expected, actual] = await Promise.all([
      tableContents(clientOf(inserted)),
      tableContents(clientOf(copied)),
    ]);
    expect(expected.prompts).toHaveLength(ROWS);
    expect(Object.keys(actual)).toEqual(Object.keys(expected));
    for (const table of Object.keys(expected)) {
      expect({ table, rows: actual[table] }).toEqual({ table, rows: expected[table] });
    }
    expect(await creators(clientOf(copied))).toEqual(await creators(clientOf(inserted)));
    const feedRows = (client: postgres.Sql) =>
      client`select count(*)::int as rows, count(*) filter (where listed)::int as listed
        from library_changes`;
    expect(await feedRows(clientOf(copied))).toEqual(await feedRows(clientOf(inserted)));
  });

  it('reads back text that COPY must escape exactly as it was', async () => {
    const row = {
      title: 'Tab\there, line\nbreak\r, back\\slash \\N',
      description: 'Quotes "in" {braces}',
      categories: ['With "quotes"', 'Back\\slash', 'Comma, and {brace}', 'NULL'],
      category: 'NULL',
      model: 'Claude',
      variables: [{ name: 'topic', defaultValue: 'a\tb\\c' }],
      status: 'approved' as const,
    };
    const keys = [
      'title',
      'description',
      'categories',
      'category',
      'model',
      'variables',
      'status',
    ] as const;
    const client = clientOf(copied);
    const columns = [...keys];
    const writable = await client`copy prompts (${client(columns)}) from stdin`.writable();
    await pipeline(Readable.from([copyLine(row, keys)]), writable);
    const [stored] = await copied.db
      .select({
        title: prompts.title,
        description: prompts.description,
        categories: prompts.categories,
        category: prompts.category,
        model: prompts.model,
        variables: prompts.variables,
        status: prompts.status,
      })
      .from(prompts)
      .where(eq(prompts.title, row.title));
    expect(stored).toEqual(row);
  });
});
