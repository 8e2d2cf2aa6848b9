import { getTableColumns } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  DERIVED_TABLES,
  exportedTables,
  FILE_KEY_COLUMNS,
  NOT_FILE_KEY_COLUMNS,
  REFERENCE_TABLES,
  schemaTables,
} from './transfer-tables.ts';

describe('what data:export carries', () => {
  it('exports every table of the schema, or names it as rebuilt on import', () => {
    const tables = [...schemaTables().keys()];
    const covered = [...exportedTables(), ...Object.keys(DERIVED_TABLES)];
    expect(covered.sort()).toEqual(tables.sort());
    for (const name of [...Object.keys(DERIVED_TABLES), ...REFERENCE_TABLES]) {
      expect(tables).toContain(name);
    }
    expect(exportedTables()).not.toContain('prompt_search');
  });

  it('writes every table after the tables its foreign keys point at', () => {
    const order = exportedTables();
    for (const [name, table] of schemaTables()) {
      if (!order.includes(name)) continue;
      for (const key of getTableConfig(table).foreignKeys) {
        const parent = getTableConfig(key.reference().foreignTable).name;
        if (parent === name) continue;
        expect(order.indexOf(parent), `${name} -> ${parent}`).toBeLessThan(order.indexOf(name));
      }
    }
  });

  it('knows of every column that could name a stored file', () => {
    const keyColumns: string[] = [];
    for (const [name, table] of schemaTables()) {
      for (const column of Object.values(getTableColumns(table))) {
        const sqlName = toSnakeCase(column.name);
        if (sqlName.endsWith('_key')) keyColumns.push(`${name}.${sqlName}`);
      }
    }
    const listed = [...FILE_KEY_COLUMNS, ...NOT_FILE_KEY_COLUMNS].map(
      ([table, column]) => `${table}.${column}`,
    );
    expect(listed.sort()).toEqual(keyColumns.sort());
  });
});
