/**
 * `npm run db:migrate`: applies the committed migrations in drizzle/ to the
 * configured database (DATABASE_URL, or PGlite under DATA_DIR), then exits.
 * The server does the same at boot; this is for deploy steps and scripts.
 */
import { runDatabaseCommand } from './run-database-command.ts';

const started = Date.now();
runDatabaseCommand(async ({ database }) => {
  console.log(`Migrations applied to ${database.kind} in ${Date.now() - started} ms`);
});
