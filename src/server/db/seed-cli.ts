/**
 * `npm run db:seed`: migrates, then loads the sample library (plans, sample
 * creators, hand-written prompts and their files) into an empty database.
 * A database that already has data is left alone, so it is safe to rerun.
 */
import { createLogger, createStorage } from '../boot.ts';
import { loadEnvOrExit } from '../load-env.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { isDatabaseEmpty, seedDatabase } from './seed/seed.ts';

async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const log = createLogger(env);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    poolSize: 2,
  });
  try {
    await runMigrations(database);
    if (!(await isDatabaseEmpty(database.db))) {
      console.log(`The ${database.kind} database already has data, nothing to do`);
      return;
    }
    await seedDatabase({ db: database.db, storage: createStorage(env), log });
    console.log(`Seeded the sample library into ${database.kind}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A known failure (the database in use, a bad setting) needs no stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
