/**
 * `npm run db:seed:bulk -- [count]`: adds `count` (default 100,000) generated
 * approved prompts for benchmarks, after making sure the schema and the base
 * seed (plans, sample library) are there. Rerunning adds more, continuing
 * the deterministic sequence. On Postgres the rows go in with COPY over the
 * command's two connections (bulk-load.ts). Ends with VACUUM ANALYZE (see
 * analyzeDatabase) so the first queries already see the data as a settled
 * database would.
 */
import { createStorage } from '../boot.ts';
import { loadBulkPrompts } from '../db/seed/bulk-load.ts';
import {
  analyzeDatabase,
  type BulkProgress,
  countApprovedPrompts,
  DEFAULT_BULK_PROMPTS,
} from '../db/seed/bulk-prompts.ts';
import { runDatabaseCommand } from './run-database-command.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';

const PROGRESS_EVERY = 10_000;

function parseCount(arg: string | undefined): number {
  if (arg === undefined) return DEFAULT_BULK_PROMPTS;
  const value = Number(arg.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 1) {
    console.error(`Usage: npm run db:seed:bulk -- [count]   (got "${arg}")`);
    process.exit(1);
  }
  return value;
}

function reportProgress({ inserted, total, elapsedMs }: BulkProgress): void {
  if (inserted % PROGRESS_EVERY !== 0 && inserted !== total) return;
  const rate = Math.round(inserted / (elapsedMs / 1000));
  console.log(`  ${inserted.toLocaleString('en')} / ${total.toLocaleString('en')}  (${rate}/s)`);
}

const amount = parseCount(process.argv[2]);
runDatabaseCommand(async ({ env, database, log }) => {
  const started = Date.now();
  await seedIfEmpty({ db: database.db, storage: createStorage(env), log });
  console.log(`Adding ${amount.toLocaleString('en')} bulk prompts to ${database.kind}`);
  const { elapsedMs } = await loadBulkPrompts(database, amount, { onProgress: reportProgress });
  const analyzeStarted = Date.now();
  await analyzeDatabase(database.db);
  const total = await countApprovedPrompts(database.db);
  const rate = Math.round(amount / (elapsedMs / 1000));
  console.log(
    `Inserted in ${(elapsedMs / 1000).toFixed(1)} s (${rate} prompts/s), ` +
      `VACUUM ANALYZE ${Date.now() - analyzeStarted} ms, ` +
      `total ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `${total.toLocaleString('en')} approved prompts now`,
  );
});
