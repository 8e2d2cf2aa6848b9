/** What every service function receives first: the shared infrastructure. */
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { RateLimitStore } from '../rate-limit/rate-limit-store.ts';
import type { Storage } from '../storage/storage.ts';
import type { LibraryCache } from './library/library-cache.ts';

/** The logging calls services make; both pino and Fastify's logger fit. */
export type ServiceLogger = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

/** Deployment choices the account rules depend on (from the environment). */
export interface AccountSettings {
  passwordSignIn: boolean;
  /** Lower-cased emails granted admin at sign-in when the provider verified them. */
  adminEmails: string[];
}

export interface ServiceDeps {
  db: Database;
  storage: Storage;
  log: ServiceLogger;
  rateLimits: RateLimitStore;
  accounts: AccountSettings;
  libraryCache: LibraryCache;
}
