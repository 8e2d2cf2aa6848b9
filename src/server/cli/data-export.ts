/**
 * `npm run data:export -- <file>`: writes the configured database (every
 * table but the derived search tables) and the files it names to one
 * gzipped file (decision 029). On the embedded database the app must be
 * stopped first: the folder's lock refuses a second process. It never
 * migrates: a database at another migration than this release's is refused.
 */
import { createStorage } from '../boot.ts';
import { exportData } from '../db/transfer/export-data.ts';
import { runDatabaseCommand } from './run-database-command.ts';
import { printSummary } from './transfer-summary.ts';

const file = process.argv[2]?.trim();
if (!file) {
  console.error('Usage: npm run data:export -- <file>');
  process.exit(2);
}

runDatabaseCommand(
  async ({ env, database }) => {
    const started = Date.now();
    const summary = await exportData(database, createStorage(env), file);
    printSummary(`Exported ${database.kind} to ${file}`, summary, Date.now() - started);
    for (const key of summary.missingFiles) {
      console.warn(`  missing from storage, not exported: ${key}`);
    }
  },
  { migrate: false },
);
