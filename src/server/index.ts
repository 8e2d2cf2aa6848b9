/**
 * The process entry: environment -> database -> migrations -> seed -> app ->
 * listen. On SIGTERM or SIGINT it stops accepting connections, lets
 * in-flight requests finish, then closes the database.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { createLogger, prepareInfrastructure } from './boot.ts';
import type { Env } from './env.ts';
import { loadEnvOrExit } from './load-env.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const log = createLogger(env);
  const { database, storage } = await prepareInfrastructure(env, log);
  const app = await buildApp({ env, database, storage });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // app.close() stops accepting, waits for in-flight requests, then runs onClose.
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
  // One plain line for a person at the terminal, beside the JSON log.
  process.stdout.write(`Prompt Hub is running at ${servedAddress(app, env)} (${database.kind})\n`);
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
  console.error(error);
  process.exit(1);
});
