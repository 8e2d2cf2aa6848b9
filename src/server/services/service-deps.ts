/** What every service function receives first (the shared infrastructure), and how it is made. */
import type { Logger } from 'pino';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { Env } from '../env.ts';
import { createMemoryRateLimitStore, type RateLimitStore } from '../rate-limit/rate-limit-store.ts';
import { createRedisRateLimitStore } from '../rate-limit/redis-rate-limit-store.ts';
import type { Storage } from '../storage/storage.ts';
import { createModelGateway, type ModelGateway } from '../ai/model-gateway.ts';
import { createLibraryCache, type LibraryCache } from './library/library-cache.ts';
import { createSearchIndex, type SearchIndex } from './library/search-index.ts';

/** The logging calls services make; both pino and Fastify's logger fit. */
export type ServiceLogger = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

/** Deployment choices the account rules depend on (from the environment). */
export interface AccountSettings {
  passwordSignIn: boolean;
  /** Lower-cased emails granted admin at sign-in when the provider verified them. */
  adminEmails: string[];
  /** Accounts one address group may create per hour; 0: no limit. */
  signUpLimitPerHour: number;
}

/** Bounds of playground runs that hold for everyone (plans add their own). */
export interface GenerationSettings {
  timeoutMs: number;
  /** Quiet time after which a streamed run says it is still waiting. */
  progressMs: number;
  maxConcurrent: number;
  anonymousDaily: number;
}

export interface ServiceDeps {
  db: Database;
  storage: Storage;
  log: ServiceLogger;
  rateLimits: RateLimitStore;
  accounts: AccountSettings;
  libraryCache: LibraryCache;
  /** The library's search in memory (decision 019). */
  searchIndex: SearchIndex;
  models: ModelGateway;
  generation: GenerationSettings;
}

export interface ServiceDepsSources {
  env: Env;
  database: DatabaseHandle;
  storage: Storage;
  log: ServiceLogger;
  /** Share a store between app instances (tests); by default from REDIS_URL or in memory. */
  rateLimits?: RateLimitStore;
}

/**
 * The one place the services' dependencies are made from configuration; the
 * app and the tests both call it. close() releases what it opened.
 */
export function createServiceDeps(sources: ServiceDepsSources): {
  deps: ServiceDeps;
  close: () => Promise<void>;
} {
  const { env } = sources;
  const ownsRateLimits = !sources.rateLimits;
  const rateLimits =
    sources.rateLimits ??
    (env.REDIS_URL
      ? createRedisRateLimitStore(env.REDIS_URL, sources.log)
      : createMemoryRateLimitStore({ capacity: env.RATE_LIMIT_MEMORY_KEYS }));
  const deps: ServiceDeps = {
    db: sources.database.db,
    storage: sources.storage,
    log: sources.log,
    rateLimits,
    accounts: {
      passwordSignIn: env.PASSWORD_SIGN_IN,
      adminEmails: env.ADMIN_EMAILS,
      signUpLimitPerHour: env.SIGNUP_LIMIT_PER_HOUR,
    },
    libraryCache: createLibraryCache(env.LIBRARY_CACHE_ENTRIES),
    searchIndex: createSearchIndex(env.LIBRARY_SEARCH_INDEX, sources.log),
    models: createModelGateway(env),
    generation: {
      timeoutMs: env.GENERATION_TIMEOUT_MS,
      progressMs: env.GENERATION_PROGRESS_MS,
      maxConcurrent: env.MAX_CONCURRENT_GENERATIONS,
      anonymousDaily: env.ANONYMOUS_DAILY_GENERATIONS,
    },
  };
  return {
    deps,
    close: async () => {
      await deps.searchIndex.settle();
      if (ownsRateLimits) await rateLimits.close();
    },
  };
}
