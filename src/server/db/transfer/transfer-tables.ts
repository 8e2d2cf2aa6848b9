/**
 * What `data:export` carries, read from schema.ts itself (decision 029):
 * every table there is exported, in an order where each row's foreign keys
 * point at rows already written, except the tables listed in DERIVED_TABLES,
 * which the import's own triggers rebuild. A table added to the schema is
 * therefore exported without anyone remembering to; a test checks that
 * the migrated database holds no table the schema does not name.
 */
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../schema.ts';

/** Tables rebuilt on import, with why they need not travel. */
export const DERIVED_TABLES: Readonly<Record<string, string>> = {
  prompt_search: 'written by the triggers on prompts as each approved prompt is inserted',
  search_vocabulary: 'the words of prompt_search, added by the same triggers',
  search_words: 'the spelling words of approved prompts, added by the same triggers',
  library_changes:
    'the feed of listed prompts, written by the trigger on prompts as each one is inserted',
  library_state:
    "the listing cache's version: the target keeps its own row, which the triggers move",
};

/**
 * Reference data every migrated database already holds (ensurePlans): the
 * export's rows replace the target's, so an import still finds it empty.
 */
export const REFERENCE_TABLES: readonly string[] = ['plans'];

/**
 * Columns that name a file in storage: the export carries the bytes of
 * every key they hold. Other columns ending in "Key" are listed apart, so a
 * new file column cannot go unnoticed (a unit test reads the schema).
 */
export const FILE_KEY_COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['attachments', 'storage_key'],
  ['users', 'avatar_key'],
  ['generation_usage', 'image_key'],
];
export const NOT_FILE_KEY_COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['prompt_uses', 'visitor_key'],
  ['generation_usage', 'client_key'],
  ['idempotency_claims', 'idempotency_key'],
];

/** Every table schema.ts defines, by its SQL name. */
export function schemaTables(): Map<string, PgTable> {
  const tables = new Map<string, PgTable>();
  for (const value of Object.values(schema)) {
    if (is(value, PgTable)) tables.set(getTableName(value), value);
  }
  return tables;
}

/** The tables a given table's foreign keys point at (itself excluded). */
function parentsOf(table: PgTable): string[] {
  const own = getTableName(table);
  return getTableConfig(table)
    .foreignKeys.map((key) => getTableName(key.reference().foreignTable))
    .filter((name) => name !== own);
}

/** The exported tables, parents before children. */
export function exportedTables(): string[] {
  const tables = schemaTables();
  const order: string[] = [];
  const visit = (name: string, path: readonly string[]) => {
    if (order.includes(name) || name in DERIVED_TABLES) return;
    if (path.includes(name))
      throw new Error(`Foreign keys form a cycle: ${[...path, name].join(' -> ')}`);
    const table = tables.get(name);
    if (!table) throw new Error(`A foreign key points at ${name}, which schema.ts lacks`);
    for (const parent of parentsOf(table)) visit(parent, [...path, name]);
    order.push(name);
  };
  for (const name of [...tables.keys()].sort()) visit(name, []);
  return order;
}
