/**
 * The composition root of the services: the one place their dependencies
 * (the rate-limit store on Redis or in memory, the model gateway, the
 * library cache, the library search) are made from configuration. The app
 * and the tests both call it; the services only see the contract
 * (services/service-deps.ts).
 */
import { createStripeBilling } from './billing/stripe-billing.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { requestScopedLogger, type ServiceLogger } from './logging.ts';
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit/rate-limit-store.ts';
import { createRedisRateLimitStore } from './rate-limit/redis-rate-limit-store.ts';
import type { Storage } from './storage/storage.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { MAIL_TIMEOUT_MS } from './services/mail/deliver-queued-mail.ts';
import { createModelGateway } from './ai/model-gateway.ts';
import { type AppMetrics, createAppMetrics } from './metrics/app-metrics.ts';
import { createLibraryCache } from './services/library/library-cache.ts';
import { createPostgresLibrarySearch } from './services/library/postgres-library-search.ts';
import { createOutboxSignal } from './services/outbox/outbox-signal.ts';
import type { ServiceDeps } from './services/service-deps.ts';

function planSettings(env: Env): ServiceDeps['plans'] {
  const stripe = createStripeBilling(env);
  if (stripe) return { mode: 'stripe', stripe };
  return { mode: env.PLANS_SELF_SERVE ? 'self-serve' : 'admin', stripe: null };
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
 * The services' dependencies and the instance's metrics (the services
 * record into them; the app adds its HTTP and admission metrics and serves
 * them). close() releases what it opened.
 */
export function createServiceDeps(sources: ServiceDepsSources): {
  deps: ServiceDeps;
  metrics: AppMetrics;
  close: () => Promise<void>;
} {
  const { env } = sources;
  const metrics = createAppMetrics({
    database: sources.database,
    poolSize: env.DATABASE_POOL_SIZE,
    processMetrics: env.METRICS_TOKEN !== undefined,
  });
  const ownsRateLimits = !sources.rateLimits;
  const rateLimits =
    sources.rateLimits ??
    (env.REDIS_URL
      ? createRedisRateLimitStore(env.REDIS_URL, sources.log)
      : createMemoryRateLimitStore({ capacity: env.RATE_LIMIT_MEMORY_KEYS }));
  const deps: ServiceDeps = {
    db: sources.database.db,
    storage: sources.storage,
    // A line written while serving a request carries its id (reqId).
    log: requestScopedLogger(sources.log),
    rateLimits,
    accounts: {
      passwordSignIn: env.PASSWORD_SIGN_IN,
      adminEmails: env.ADMIN_EMAILS,
      signUpLimitPerHour: env.SIGNUP_LIMIT_PER_HOUR,
    },
    plans: planSettings(env),
    libraryCache: createLibraryCache(env.LIBRARY_CACHE_ENTRIES),
    librarySearch: createPostgresLibrarySearch(sources.database.db, sources.log, metrics),
    models: createModelGateway(env),
    generation: {
      timeoutMs: env.GENERATION_TIMEOUT_MS,
      progressMs: env.GENERATION_PROGRESS_MS,
      maxConcurrent: env.MAX_CONCURRENT_GENERATIONS,
      anonymousDaily: env.ANONYMOUS_DAILY_GENERATIONS,
    },
    metrics,
    outbox: createOutboxSignal(),
    webhooks: {
      allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
      retryScheduleMs: env.WEBHOOK_RETRY_SCHEDULE_MS,
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    },
    mail: {
      mailer: env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, MAIL_TIMEOUT_MS) : null,
      from: env.MAIL_FROM,
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      retryScheduleMs: env.MAIL_RETRY_SCHEDULE_MS,
    },
  };
  return {
    deps,
    metrics,
    close: async () => {
      deps.mail.mailer?.close();
      if (ownsRateLimits) await rateLimits.close();
    },
  };
}
