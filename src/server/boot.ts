/**
 * Everything between "configuration parsed" and "app built": open the
 * database, apply migrations, seed an empty one, make the storage. Shared by
 * the process entry and the command-line scripts.
 */
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import type { Env } from './env.ts';
import { loggerOptions } from './logging.ts';
import { createDiskStorage } from './storage/disk-storage.ts';
import type { Storage } from './storage/storage.ts';

export interface Infrastructure {
  database: DatabaseHandle;
  storage: Storage;
}

export function createLogger(env: Env): Logger {
  return pino(loggerOptions(env.LOG_LEVEL));
}

export function createStorage(env: Env): Storage {
  return createDiskStorage(path.join(env.dataDir, 'uploads'));
}

export async function prepareInfrastructure(env: Env, log: Logger): Promise<Infrastructure> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  log.info({ database: database.kind }, 'database opened');
  await runMigrations(database);
  const storage = createStorage(env);
  if (env.SEED_ON_EMPTY) await seedIfEmpty({ db: database.db, storage, log });
  return { database, storage };
}
