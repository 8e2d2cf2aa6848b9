/**
 * Run by `npm run build:server`: creates an embedded database in memory,
 * applies drizzle/, and writes PGlite's own dump of it to
 * dist/server/pglite-template.tar.gz, where a first start finds it
 * (src/server/db/pglite-template.ts). The extensions match the worker's.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { findMigrationsFolder } from '../db/migrate.ts';
import { TEMPLATE_FILE_NAME } from '../db/pglite-template.ts';

async function main(outDir: string): Promise<void> {
  const pg = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client: pg }), { migrationsFolder: findMigrationsFolder() });
    const dump = new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer());
    await writeFile(path.join(outDir, TEMPLATE_FILE_NAME), dump);
    console.log(`Database template: ${Math.round(dump.byteLength / 1024)} KB`);
  } finally {
    await pg.close();
  }
}

const outDir = process.argv[2];
if (!outDir) throw new Error('Usage: make-pglite-template <output folder>');
await main(outDir);
