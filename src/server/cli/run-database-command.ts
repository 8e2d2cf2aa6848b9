/**
 * The frame every database command shares (db:migrate, db:seed,
 * db:seed:bulk, admin:grant): read the environment, open and migrate the
 * configured database, run the task, close, and exit with its code. A
 * known failure (the database in use, a bad setting) prints its message
 * without a stack trace. The embedded database's folder is locked as the
 * app locks it (decision 026): while another process holds it, a command
 * is refused, unless it has another way (`whenFolderInUse`, admin:grant's
 * control socket). data:export opens the database without migrating it
 * (`migrate: false`): a backup must not change the database it copies.
 */
import type { Logger } from 'pino';
import { createLogger } from '../boot.ts';
import type { Env } from '../env.ts';
import { loadEnvOrExit } from '../load-env.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { FolderInUseError } from '../db/pglite-lock.ts';

export interface CommandContext {
  env: Env;
  database: DatabaseHandle;
  log: Logger;
}

export interface CommandOptions {
  whenFolderInUse?: (env: Env, error: FolderInUseError) => Promise<number>;
  /** Brings the database to this release's migration first (the default). */
  migrate?: boolean;
}

export function runDatabaseCommand(
  task: (context: CommandContext) => Promise<number | void>,
  { whenFolderInUse, migrate = true }: CommandOptions = {},
): void {
  const run = async (): Promise<number> => {
    const env = loadEnvOrExit();
    let database: DatabaseHandle;
    try {
      database = await openDatabase({
        databaseUrl: env.DATABASE_URL,
        dataDir: env.dataDir,
        poolSize: 2,
      });
    } catch (error) {
      if (error instanceof FolderInUseError && whenFolderInUse) return whenFolderInUse(env, error);
      throw error;
    }
    const log = createLogger(env);
    try {
      if (migrate) await runMigrations(database, { log });
      return (await task({ env, database, log })) ?? 0;
    } finally {
      await database.close();
    }
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
