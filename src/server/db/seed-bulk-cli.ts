/**
 * `npm run db:seed:bulk -- [count]`: adds `count` (default 100,000) generated
 * approved prompts for benchmarks, after making sure the schema and the base
 * seed (plans, sample library) are there. Rerunning adds more, continuing
 * the deterministic sequence. Ends with VACUUM ANALYZE (see analyzeDatabase)
 * so the first queries already see the data as a settled database would.
 */
import { createLogger, createStorage } from '../boot.ts';
import { loadEnvOrExit } from '../load-env.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import {
  addBulkPrompts,
  analyzeDatabase,
  type BulkProgress,
  countApprovedPrompts,
  DEFAULT_BULK_PROMPTS,
} from './seed/bulk-prompts.ts';
import { seedIfEmpty } from './seed/seed.ts';

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

async function main(): Promise<void> {
  const amount = parseCount(process.argv[2]);
  const env = loadEnvOrExit();
  const log = createLogger(env);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    poolSize: 2,
  });
  try {
    const started = Date.now();
    await runMigrations(database);
    await seedIfEmpty({ db: database.db, storage: createStorage(env), log });
    console.log(`Adding ${amount.toLocaleString('en')} bulk prompts to ${database.kind}`);
    const { elapsedMs } = await addBulkPrompts(database.db, amount, reportProgress);
    const analyzeStarted = Date.now();
    await analyzeDatabase(database.db);
    const total = await countApprovedPrompts(database.db);
    console.log(
      `Inserted in ${(elapsedMs / 1000).toFixed(1)} s, VACUUM ANALYZE ${Date.now() - analyzeStarted} ms, ` +
        `total ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `${total.toLocaleString('en')} approved prompts now`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A known failure (the database in use, a bad setting) needs no stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
