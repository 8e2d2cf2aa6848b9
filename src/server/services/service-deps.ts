/** What every service function receives first: the shared infrastructure. */
import type { Logger } from 'pino';

/** The logging calls services make; both pino and Fastify's logger fit. */
export type ServiceLogger = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;
import type { Database } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';

export interface ServiceDeps {
  db: Database;
  storage: Storage;
  log: ServiceLogger;
}
