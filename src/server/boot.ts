/**
 * Everything between "configuration parsed" and "app built": open the
 * database, apply migrations, open the storage (the S3 bucket when
 * configured, else DATA_DIR/uploads), seed an empty database. Shared by the
 * process entry and the command-line scripts.
 */
import path from 'node:path';
import pino, { type Logger } from 'pino';
import {
  type Database,
  type DatabaseHandle,
  openDatabase,
  pgliteFolder,
  pgliteNeedsCreating,
} from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { issueSetupToken, SETUP_LINK_LIFETIME_HOURS } from './services/admin/first-admin-setup.ts';
import type { Env } from './env.ts';
import { loggerOptions } from './logging.ts';
import { createDiskStorage } from './storage/disk-storage.ts';
import { createS3Storage, type S3Settings } from './storage/s3-storage.ts';
import type { Storage } from './storage/storage.ts';

export interface Infrastructure {
  database: DatabaseHandle;
  storage: Storage;
}

export function createLogger(env: Env): Logger {
  return pino(loggerOptions(env.LOG_LEVEL));
}

/** The bucket when S3_BUCKET is set, else files under DATA_DIR/uploads. */
export function createStorage(env: Env): Storage {
  return env.S3_BUCKET
    ? createS3Storage(s3SettingsOf(env, env.S3_BUCKET))
    : createLocalStorage(env);
}

function createLocalStorage(env: Env): Storage {
  return createDiskStorage(path.join(env.dataDir, 'uploads'));
}

function s3SettingsOf(env: Env, bucket: string): S3Settings {
  return {
    bucket,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** Stops the boot with a clear message when the bucket is unreachable or missing. */
async function openStorage(env: Env, log: Logger): Promise<Storage> {
  if (!env.S3_BUCKET) {
    log.info({ storage: 'disk' }, 'storage opened');
    return createLocalStorage(env);
  }
  const storage = createS3Storage(s3SettingsOf(env, env.S3_BUCKET));
  await storage.checkBucket();
  log.info({ storage: 's3', bucket: env.S3_BUCKET }, 'storage opened');
  return storage;
}

/** Opens the storage and the database, without touching the schema or data. */
export async function openInfrastructure(env: Env, log: Logger): Promise<Infrastructure> {
  // The bucket first: when it cannot be used, the boot stops with nothing opened.
  const storage = await openStorage(env, log);
  log.info(announceDatabase(env));
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  return { database, storage };
}

/** Brings the schema up to date and seeds an empty database. */
export async function prepareData(env: Env, log: Logger, infra: Infrastructure): Promise<void> {
  log.info('applying migrations');
  // Seeding under the migrations' lock: instances starting together on an
  // empty Postgres seed it once.
  const seed = async () => {
    await seedIfEmpty({ db: infra.database.db, storage: infra.storage, log });
  };
  await runMigrations(infra.database, { log, underLock: env.SEED_ON_EMPTY ? seed : undefined });
}

export async function prepareInfrastructure(env: Env, log: Logger): Promise<Infrastructure> {
  const infra = await openInfrastructure(env, log);
  await prepareData(env, log, infra);
  return infra;
}

/**
 * A first start spends seconds creating and filling the database; a person
 * at the terminal reads what is happening, one line a step.
 */
function announceDatabase(env: Env): string {
  if (env.DATABASE_URL) return 'opening the database (postgres)';
  const folder = pgliteFolder(env.dataDir);
  return pgliteNeedsCreating(env.dataDir)
    ? `creating the database at ${folder}`
    : `opening the database at ${folder}`;
}

/**
 * The first-run setup link for a hub with no active admin (decision 031),
 * as the line a person reads beside "running at"; null when it has one.
 * Printed to stdout, not into the JSON log: the link is a credential until
 * it is used or expires. stdout is not private either (in a container it
 * is what `docker logs` shows), so the link is spent as soon as any admin
 * exists, by whichever way (admin-promotion.ts).
 */
export async function setupLinkLine(db: Database, baseUrl: string): Promise<string | null> {
  const issued = await issueSetupToken(db);
  if (!issued) return null;
  const link = `${baseUrl.replace(/\/+$/, '')}/setup/${issued.token}`;
  return (
    `No admin yet: sign up, then open ${link} to become the admin ` +
    `(one use, valid ${SETUP_LINK_LIFETIME_HOURS} h; or run npm run admin:grant -- <email>)`
  );
}
