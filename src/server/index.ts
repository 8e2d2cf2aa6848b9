/**
 * The process entry: environment -> database -> (migrations -> seed, while
 * the app is built) -> listen. On SIGTERM it first drains for
 * SHUTDOWN_DRAIN_MS (http/drain.ts: readiness fails, a load balancer moves
 * the traffic away); on SIGTERM and SIGINT it then stops accepting
 * connections, lets in-flight requests finish, and closes the database.
 */
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { createLogger, openInfrastructure, prepareData, setupLinkLine } from './boot.ts';
import { type ControlSocket, startControlSocket } from './control/control-socket.ts';
import type { Database } from './db/client.ts';
import { MigrationError } from './db/migrate.ts';
import { FolderInUseError } from './db/pglite-lock.ts';
import type { Env } from './env.ts';
import { createDrain } from './http/drain.ts';
import { loadEnvOrExit } from './load-env.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const log = createLogger(env);
  const infra = await openInfrastructure(env, log);
  const { database, storage } = infra;
  // Building the app queries nothing, so it runs on this thread while the
  // database's thread applies migrations and seeds: a first start sooner.
  const drain = createDrain();
  const [app] = await Promise.all([
    buildApp({ env, database, storage, drain }),
    prepareData(env, log, infra),
  ]);

  // The embedded database is this process's alone: commands reach it here.
  let control: ControlSocket | null = null;
  if (database.kind === 'pglite') {
    control = await startControlSocket({ dataDir: env.dataDir, db: database.db, log });
  }

  let closing = false;
  const close = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // app.close() stops accepting, waits for in-flight requests, then runs onClose.
    app
      .close()
      .then(() => control?.close())
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  let draining: NodeJS.Timeout | null = null;
  const shutdown = (signal: 'SIGTERM' | 'SIGINT') => {
    // A second signal during the drain means "now".
    if (draining) {
      clearTimeout(draining);
      draining = null;
      return close(signal);
    }
    if (closing) return;
    closing = true;
    // Ctrl+C at a terminal stops at once; an orchestrator's SIGTERM drains.
    const drainMs = signal === 'SIGTERM' ? env.SHUTDOWN_DRAIN_MS : 0;
    if (drainMs === 0) return close(signal);
    drain.begin();
    app.log.info({ signal, drainMs }, 'draining before shutting down');
    draining = setTimeout(() => {
      draining = null;
      close(signal);
    }, drainMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
  const url = servedAddress(app, env);
  log.info({ url }, `ready at ${url}`);
  // One plain line for a person at the terminal, beside the JSON log.
  process.stdout.write(`Prompt Hub is running at ${url} (${database.kind})\n`);
  await printSetupLink(database.db, url, log);
}

/**
 * The first-run link, if the hub needs one. The app is already serving:
 * a failed query here is a warning, not a reason to stop it.
 */
async function printSetupLink(db: Database, url: string, log: Logger): Promise<void> {
  try {
    const setupLine = await setupLinkLine(db, url);
    if (!setupLine) return;
    process.stdout.write(`${setupLine}\n`);
    log.warn('no active admin: a one-time setup link is printed beside the "running at" line');
  } catch (error) {
    log.warn(
      { err: error },
      'could not check for an admin or issue a setup link; restart to try again, or run npm run admin:grant',
    );
  }
}

/** Where a person can open the app: a wildcard host means this machine. */
function servedAddress(app: FastifyInstance, env: Env): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : env.PORT;
  const host = ['0.0.0.0', '::', ''].includes(env.HOST) ? 'localhost' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

main().catch((error: unknown) => {
  // A failed migration, or a folder another process holds, is told in one
  // sentence; anything else with its stack.
  const plain = error instanceof MigrationError || error instanceof FolderInUseError;
  console.error(plain ? error.message : error);
  process.exit(1);
});
