/**
 * The export file: gzipped lines of JSON, read and written one line at a
 * time so neither side holds a library in memory (decision 029).
 *
 *   {"kind":"header", format, version, migration, database, createdAt}
 *   {"kind":"table", name, columns}   then one {"row":{...}} per row,
 *   {"kind":"tableEnd", name, rows}   for every exported table in order
 *   {"kind":"file", key, contentType, fileName, size}   then its bytes as
 *   {"chunk":"<base64>"} lines, {"kind":"fileEnd", key}   for every file
 *   {"kind":"end", tables, files}     (a file cut short has no end line)
 *
 * A row is Postgres's own JSON of it (to_jsonb), which the import turns
 * back into the same values (jsonb_populate_recordset): timestamps keep
 * their microseconds, arrays and JSON columns their shape.
 */
import { z } from 'zod';

export const EXPORT_FORMAT = 'prompt-hub-export';
export const EXPORT_VERSION = 1;
/** Raw bytes per chunk line (64 KB of base64). */
export const CHUNK_BYTES = 48 * 1024;

export const headerLine = z.object({
  kind: z.literal('header'),
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  /** The last migration the exported database had applied (drizzle/ tag). */
  migration: z.string(),
  database: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
});

export const controlLine = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('table'),
    name: z.string(),
    columns: z.array(z.string()).min(1),
  }),
  z.object({ kind: z.literal('tableEnd'), name: z.string(), rows: z.number().int().min(0) }),
  z.object({
    kind: z.literal('file'),
    key: z.string(),
    contentType: z.string(),
    fileName: z.string(),
    size: z.number().int().min(0),
  }),
  z.object({ kind: z.literal('fileEnd'), key: z.string() }),
  z.object({
    kind: z.literal('end'),
    tables: z.record(z.string(), z.number().int().min(0)),
    files: z.number().int().min(0),
  }),
]);

export type HeaderLine = z.infer<typeof headerLine>;
export type ControlLine = z.infer<typeof controlLine>;

/** What an export or import did, as the commands print it. */
export interface TransferSummary {
  migration: string;
  tables: Record<string, number>;
  files: number;
  /** Keys the database names but storage did not hold (export only). */
  missingFiles: string[];
}
