/**
 * One benchmark server, run as a child process of a benchmark (library,
 * admin, overload) so the load generator and the server never share an
 * event loop. Usage:
 *   node --import tsx bench/bench-server.ts <postgres|pglite> <on|off> [on|off] [--admin] [--prepare]
 * (the second argument turns the library cache on, as deployed, or off; the
 * optional third turns admission control on, as deployed, or effectively
 * off: a queue nobody is refused from; --prepare builds the library of
 * BENCH_LIBRARY_SIZE prompts, and with --admin the admin benchmark's
 * members and moderation prompts, then exits: server-process.ts runs it
 * before each server, so a server's start is timed without the load;
 * --admin also prints the bench admin's session token as
 * `BENCH_ADMIN_TOKEN=<token>` before the port line;
 * --generation=<url> serves the playground-run benchmark instead: a fresh
 * database (PGlite in a temp dir, removed on exit), no library, every
 * provider pointed at the fake providers at <url>, and an Enterprise
 * member's token printed as `BENCH_MEMBER_TOKEN=<token>` before the port line).
 * Otherwise it starts as a deployed server would (migrations, the seed check),
 * builds the real app (logger off) plus the bench's own routes
 * (bench-routes.ts: the bare baseline, the peer's query shape, memory),
 * listens on a random port on 127.0.0.1, waits until search is ready and
 * prints `BENCH_SERVER_PORT=<port>` on stdout (logs go to stderr). It
 * exits when told to (SIGTERM/SIGINT) or when its parent goes away (stdin
 * closes), so no server outlives the benchmark.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { buildApp } from '../src/server/app.ts';
import { createStorage } from '../src/server/boot.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { seedIfEmpty } from '../src/server/db/seed/seed.ts';
import { parseEnv } from '../src/server/env.ts';
import { createServiceDeps } from '../src/server/compose-services.ts';
import type { Storage } from '../src/server/storage/storage.ts';
import { fakeAiEnv } from '../tests/helpers/fake-ai/fake-ai-env.ts';
import {
  ADMIN_FLAG,
  ADMIN_TOKEN_LINE_PREFIX,
  BENCH_CACHE_MODES,
  BENCH_DATABASE_KINDS,
  BENCH_HOST,
  benchDatabaseUrl,
  benchDataDir,
  oneOf,
  PORT_LINE_PREFIX,
  PREPARE_FLAG,
} from './bench-config.ts';
import {
  benchDataDirFor,
  openBenchDatabase,
  prepareAdminBenchData,
  prepareBenchLibrary,
  signInBenchAdmin,
} from './bench-database.ts';
import { registerBenchRoutes } from './bench-routes.ts';
import {
  GENERATION_FLAG,
  generationFlagValue,
  MEMBER_TOKEN_LINE_PREFIX,
} from './generation-config.ts';
import { prepareGenerationBenchData } from './generation-member.ts';

const USAGE = `usage: bench-server.ts <postgres|pglite> <on|off> [on|off] [${ADMIN_FLAG}] [${PREPARE_FLAG} | ${GENERATION_FLAG}=<url>]`;

/** The library, and the admin data when asked: built once per size, topped up after. */
async function prepare(
  database: DatabaseHandle,
  storage: Storage,
  log: Logger,
  withAdmin: boolean,
): Promise<void> {
  await prepareBenchLibrary(database, storage, log);
  if (withAdmin) await prepareAdminBenchData(database, log);
}

/**
 * The playground-run benchmark's settings: every provider at the fake, and
 * room for all its concurrent runs (one member makes them all).
 */
function generationSettings(fakeUrl: string | null): Record<string, string> {
  return fakeUrl ? { ...fakeAiEnv(fakeUrl), MAX_CONCURRENT_GENERATIONS: '100' } : {};
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const withAdmin = args.includes(ADMIN_FLAG);
  const prepareOnly = args.includes(PREPARE_FLAG);
  const fakeUrl = generationFlagValue(args);
  const [kindArg, cacheArg, admissionArg] = args.filter((arg) => !arg.startsWith('--'));
  const kind = oneOf(BENCH_DATABASE_KINDS, kindArg, USAGE);
  const cache = oneOf(BENCH_CACHE_MODES, cacheArg, USAGE);
  const admission = oneOf(BENCH_CACHE_MODES, admissionArg ?? 'on', USAGE);
  // A run needs no library: a throwaway directory, so nothing is left behind.
  const dataDir = fakeUrl
    ? await mkdtemp(path.join(os.tmpdir(), 'generation-bench-'))
    : benchDataDirFor(benchDataDir(), kind);
  // Built from explicit values, not process.env, so a developer's own
  // DATABASE_URL or DATA_DIR can never be benchmarked (or seeded) by mistake.
  const env = parseEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: kind === 'postgres' ? benchDatabaseUrl() : undefined,
    LOG_LEVEL: 'silent',
    // On means the deployed default, whatever env.ts makes it.
    LIBRARY_CACHE_ENTRIES: cache === 'on' ? undefined : '0',
    // On means the deployed defaults; off, as the app was before admission control.
    MAX_REQUESTS_IN_FLIGHT: admission === 'on' ? undefined : '10000',
    MAX_QUEUE_WAIT_MS: admission === 'on' ? undefined : '60000',
    PUBLIC_URL: `http://${BENCH_HOST}`,
    ...generationSettings(fakeUrl),
  });
  const log = pino({ level: 'info', base: { server: kind, cache } }, pino.destination(2));
  const database = await openBenchDatabase(kind, dataDir);
  const storage = createStorage(env);
  if (prepareOnly) {
    await prepare(database, storage, log, withAdmin);
    await database.close();
    process.exit(0);
  }
  if (fakeUrl) {
    const token = await prepareGenerationBenchData(database);
    process.stdout.write(`${MEMBER_TOKEN_LINE_PREFIX}${token}\n`);
  } else {
    // What a deployed server does at boot (boot.ts prepareData); the library is prepared.
    await runMigrations(database);
    await seedIfEmpty({ db: database.db, storage, log });
  }
  if (withAdmin) {
    const token = await signInBenchAdmin(database);
    process.stdout.write(`${ADMIN_TOKEN_LINE_PREFIX}${token}\n`);
  }

  const services = createServiceDeps({ env, database, storage, log });
  const app = await buildApp({
    env,
    database,
    storage,
    deps: services.deps,
    metrics: services.metrics,
    logger: false,
  });
  app.addHook('onClose', services.close);
  registerBenchRoutes(app, database.db);
  await app.listen({ host: BENCH_HOST, port: 0 });
  await app.inject({ method: 'GET', url: '/api/prompts?search=warm' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  process.stdout.write(`${PORT_LINE_PREFIX}${address.port}\n`);

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    app
      .close()
      .then(() => database.close())
      .then(() => (fakeUrl ? rm(dataDir, { recursive: true, force: true }) : undefined))
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  process.stdin.on('end', shutdown);
  process.stdin.resume();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
