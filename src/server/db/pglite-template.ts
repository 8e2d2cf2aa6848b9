/**
 * A new embedded database starts from a template made at build time: an
 * empty database with drizzle/ applied, dumped by PGlite itself
 * (`dumpDataDir`, a gzipped tar) beside the server bundle. PGlite creating a
 * database (its initdb, in WebAssembly) costs seconds of CPU on every first
 * start; loading the dump (`loadDataDir`) costs about half, and the
 * migrator then finds every migration applied (decision 020). Without the
 * file (running from source), PGlite creates the database as before.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_FILE_NAME = 'pglite-template.tar.gz';

/**
 * The template the build wrote to dist/server/, found from the server bundle
 * beside it or from a command in dist/cli/; null from source.
 */
export function builtTemplateFile(): string | null {
  if (import.meta.url.endsWith('.ts')) return null;
  const file = fileURLToPath(new URL(`../server/${TEMPLATE_FILE_NAME}`, import.meta.url));
  return existsSync(file) ? file : null;
}

/** The template's bytes, or null when there is none. */
export async function readBuiltTemplate(): Promise<Uint8Array<ArrayBuffer> | null> {
  const file = builtTemplateFile();
  return file ? new Uint8Array(await readFile(file)) : null;
}

/** Whether dir already holds a database (Postgres writes PG_VERSION first). */
export function holdsDatabase(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}
