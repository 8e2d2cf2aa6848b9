/**
 * `npm run db:migrate`: applies the committed migrations in drizzle/ to the
 * configured database (DATABASE_URL, or PGlite under DATA_DIR), then exits.
 * The server does the same at boot; this is for deploy steps and scripts.
 */
import { loadEnvOrExit } from '../load-env.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    poolSize: 1,
  });
  try {
    const started = Date.now();
    await runMigrations(database);
    console.log(`Migrations applied to ${database.kind} in ${Date.now() - started} ms`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A known failure (the database in use, a bad setting) needs no stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
