/**
 * What every service function receives first: the shared infrastructure,
 * as types only. It is built in one place, the composition root beside
 * app.ts (compose-services.ts), so no service depends on how it is made.
 */
import type { PlanMode } from '../../shared/subscription-rules.ts';
import type { StripeBilling } from '../billing/stripe-billing.ts';
import type { ModelGateway } from '../ai/model-gateway.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ServiceLogger } from '../logging.ts';
import type { ServiceMetrics } from '../metrics/service-metrics.ts';
import type { RateLimitStore } from '../rate-limit/rate-limit-store.ts';
import type { Storage } from '../storage/storage.ts';
import type { LibraryCache } from './library/library-cache.ts';
import type { LibrarySearch } from './library/library-search.ts';
import type { OutboxSignal } from './outbox/outbox-signal.ts';

/** Deployment choices the account rules depend on (from the environment). */
export interface AccountSettings {
  passwordSignIn: boolean;
  /** Lower-cased emails granted admin at sign-in when the provider verified them. */
  adminEmails: string[];
  /** Accounts one address group may create per hour; 0: no limit. */
  signUpLimitPerHour: number;
}

/** How members reach a paid plan on this deployment (decisions 032, 035). */
export interface PlanSettings {
  /** 'stripe' with STRIPE_SECRET_KEY, 'self-serve' with PLANS_SELF_SERVE=true, else 'admin'. */
  mode: PlanMode;
  /** Stripe's client, webhook secret and prices; null unless the mode is 'stripe'. */
  stripe: StripeBilling | null;
}

/** Bounds of playground runs that hold for everyone (plans add their own). */
export interface GenerationSettings {
  timeoutMs: number;
  /** Quiet time after which a streamed run says it is still waiting. */
  progressMs: number;
  maxConcurrent: number;
  anonymousDaily: number;
}

/** How webhooks are delivered (from the environment; decision 037). */
export interface WebhookSettings {
  /** WEBHOOKS_ALLOW_PRIVATE: endpoints on loopback and private networks are allowed. */
  allowPrivate: boolean;
  retryScheduleMs: readonly number[];
  timeoutMs: number;
}

/** How mail leaves (from the environment; decision 040). */
export interface MailSettings {
  /** Null without SMTP_URL: nothing is mailed, and nothing asks for a verified address. */
  mailer: Mailer | null;
  /** MAIL_FROM. */
  from: string;
  /** Where links in mail point: PUBLIC_URL, else this instance's own address. */
  publicUrl: string;
  retryScheduleMs: readonly number[];
}

export interface ServiceDeps {
  db: Database;
  storage: Storage;
  log: ServiceLogger;
  rateLimits: RateLimitStore;
  accounts: AccountSettings;
  plans: PlanSettings;
  libraryCache: LibraryCache;
  /** The library's search (decision 025). */
  librarySearch: LibrarySearch;
  models: ModelGateway;
  generation: GenerationSettings;
  /** What services record for the operators' metrics (GET /metrics). */
  metrics: ServiceMetrics;
  /** Services call wake() after committing outbox rows, so this instance sends them at once. */
  outbox: OutboxSignal;
  webhooks: WebhookSettings;
  mail: MailSettings;
}
