/**
 * Run by `npm run build:server`: creates an embedded database in a scratch
 * folder, applies drizzle/, and packs the folder into
 * dist/server/pglite-template.gz, where a first start finds it
 * (src/server/db/pglite-template.ts). The extensions match the worker's.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { findMigrationsFolder } from '../db/migrate.ts';
import { packFolder, TEMPLATE_FILE_NAME } from '../db/pglite-template.ts';

async function main(outDir: string): Promise<void> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'prompt-hub-template-'));
  try {
    const pg = await PGlite.create(scratch, { extensions: { pg_trgm } });
    await migrate(drizzle({ client: pg }), { migrationsFolder: findMigrationsFolder() });
    await pg.close();
    const packed = packFolder(scratch);
    writeFileSync(path.join(outDir, TEMPLATE_FILE_NAME), packed);
    console.log(`Database template: ${Math.round(packed.byteLength / 1024)} KB`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const outDir = process.argv[2];
if (!outDir) throw new Error('Usage: make-pglite-template <output folder>');
await main(outDir);
