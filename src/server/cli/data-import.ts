/**
 * `npm run data:import -- <file>`: fills an empty database (DATABASE_URL, or
 * DATA_DIR's embedded one) and the configured storage from a
 * `data:export` file, in one transaction. A database holding anything
 * already is refused, untouched.
 */
import { createStorage } from '../boot.ts';
import { importData } from '../db/transfer/import-data.ts';
import { runDatabaseCommand } from './run-database-command.ts';
import { printSummary } from './transfer-summary.ts';

const file = process.argv[2]?.trim();
if (!file) {
  console.error('Usage: npm run data:import -- <file>');
  process.exit(2);
}

runDatabaseCommand(async ({ env, database }) => {
  const started = Date.now();
  const summary = await importData(database, createStorage(env), file);
  printSummary(`Imported ${file} into ${database.kind}`, summary, Date.now() - started);
});
