/**
 * A whole app for HTTP tests: a fresh database (seeded with the sample
 * library unless asked not to), files in a temporary folder, and the Fastify
 * instance ready for `inject`, or listening when `listen` is set.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { buildApp, type BuildAppOptions } from '../../src/server/app.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { type Env, parseEnv } from '../../src/server/env.ts';
import { createServiceDeps } from '../../src/server/compose-services.ts';
import type { ServiceDeps } from '../../src/server/services/service-deps.ts';
import { createDiskStorage } from '../../src/server/storage/disk-storage.ts';
import type { Storage } from '../../src/server/storage/storage.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  storage: Storage;
  deps: ServiceDeps;
  env: Env;
  /** Set when started with listen: true. */
  baseUrl: string;
  close: () => Promise<void>;
}

export async function createTestApp(
  options: {
    seed?: boolean;
    listen?: boolean;
    env?: Record<string, string>;
    /** Where the app writes its JSON log lines (set LOG_LEVEL in env too). */
    logStream?: DestinationStream;
    /** Data to add before the app starts (it renders home and the library once ready). */
    prepare?: (database: DatabaseHandle, storage: Storage) => Promise<void>;
    /** A database to run on instead of a fresh one (closed with the app). */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-test-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests fire bursts on purpose; only the overload tests want a short queue.
    MAX_QUEUE_WAIT_MS: '30000',
    // Tests register many accounts from one address; the sign-up limit's
    // own tests turn it back on.
    SIGNUP_LIMIT_PER_HOUR: '0',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const storage = createDiskStorage(path.join(dataDir, 'uploads'));
  const log = pino({ level: 'silent' });
  if (options.seed !== false) await seedDatabase({ db: database.db, storage, log });
  await options.prepare?.(database, storage);
  const instance = await startInstance({
    env,
    database,
    storage,
    logger: options.logStream ?? false,
    listen: options.listen,
  });
  return {
    app: instance.app,
    database,
    storage,
    deps: instance.deps,
    env,
    baseUrl: instance.baseUrl,
    close: async () => {
      await instance.app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another app instance on the same database and files, as a deployment with
 * several instances has (its own caches and stores); ready for `inject`.
 */
export async function createSiblingApp(
  testApp: TestApp,
  options: Pick<BuildAppOptions, 'onRoute'> & { env?: Partial<Env> } = {},
): Promise<FastifyInstance> {
  const instance = await startInstance({
    env: { ...testApp.env, ...options.env },
    database: testApp.database,
    storage: testApp.storage,
    logger: false,
    onRoute: options.onRoute,
  });
  return instance.app;
}

/**
 * One app instance on a database and files, with services of its own (its
 * caches), built as the server builds it, and started: listening on a free
 * port when asked, else ready for `inject`. Closing the app closes its
 * services.
 */
async function startInstance(parts: {
  env: Env;
  database: DatabaseHandle;
  storage: Storage;
  logger: BuildAppOptions['logger'];
  onRoute?: BuildAppOptions['onRoute'];
  listen?: boolean;
}): Promise<{ app: FastifyInstance; deps: ServiceDeps; baseUrl: string }> {
  const { env, database, storage } = parts;
  // The services log where the app does (a test reading the log sees both).
  const log =
    parts.logger && typeof parts.logger === 'object'
      ? pino({ level: env.LOG_LEVEL }, parts.logger)
      : pino({ level: 'silent' });
  const services = createServiceDeps({ env, database, storage, log });
  const app = await buildApp({
    env,
    database,
    storage,
    deps: services.deps,
    metrics: services.metrics,
    logger: parts.logger,
    onRoute: parts.onRoute,
  });
  app.addHook('onClose', services.close);
  let baseUrl = '';
  if (parts.listen) {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address && typeof address === 'object') baseUrl = `http://127.0.0.1:${address.port}`;
  } else {
    await app.ready();
  }
  return { app, deps: services.deps, baseUrl };
}
