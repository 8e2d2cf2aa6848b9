/**
 * The environment, parsed once at boot. Nothing else reads process.env:
 * everything the server needs arrives through the Env object built here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MAX_TRPC_BATCH } from '../shared/api-limits.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** Each comma-separated entry an http(s) origin, nothing more (no path, query or credentials). */
function corsOriginsValid(value: string): boolean {
  const isOrigin = (entry: string) => {
    try {
      const url = new URL(entry);
      return /^https?:$/.test(url.protocol) && url.origin === entry.replace(/\/$/, '');
    } catch {
      return false;
    }
  };
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .every(isOrigin);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded database and uploaded files live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Postgres connection string; without it the app uses embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * How many library listings (a search or filter, one page) each instance
   * remembers until the library changes; 0 turns the cache off.
   */
  LIBRARY_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(1000),
  /** Load the sample library when the database is empty. */
  SEED_ON_EMPTY: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Honour X-Forwarded-* headers (set when running behind a reverse proxy). */
  TRUST_PROXY: booleanFlag.default(false),
  /**
   * On SIGTERM, how long the instance drains (readiness 503, retryable
   * requests refused so a proxy sends them elsewhere) before it closes.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Where the built SPA is; defaults to dist/client next to the server build. */
  CLIENT_DIST_DIR: z.string().min(1).optional(),
  /**
   * The address people use to reach the app (https://prompts.example.com).
   * Used for OAuth redirect URIs, the Origin check and Secure cookies.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /**
   * Origins whose pages may call /api/ with a bearer token (CORS), comma
   * separated: https://tools.example.com,https://app.example.org.
   */
  CORS_ORIGINS: z
    .string()
    .refine((value) => corsOriginsValid(value), {
      error: 'must be http(s) origins separated by commas',
    })
    .optional(),
  /** Email and password sign-in; switch off for Google-only deployments. */
  PASSWORD_SIGN_IN: booleanFlag.default(true),
  /** Google (or any OpenID Connect provider) sign-in; both must be set to enable it. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** The OpenID issuer; its endpoints come from /.well-known/openid-configuration. */
  OIDC_ISSUER: z.url({ error: 'must be a URL' }).default('https://accounts.google.com'),
  /**
   * Every plan free to choose, with no payment and no admin (an internal
   * deployment). Otherwise members ask and an admin sets paid plans.
   */
  PLANS_SELF_SERVE: booleanFlag.default(false),
  /**
   * Stripe mode (decision 035): with the secret key, members pay for Pro and
   * Enterprise through Stripe Checkout and the plan follows Stripe's signed
   * webhooks. The webhook secret and the four price ids are then required.
   */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the webhook endpoint (whsec_...) for /api/billing/stripe/webhook. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_PRO_MONTH: z.string().min(1).optional(),
  STRIPE_PRICE_PRO_YEAR: z.string().min(1).optional(),
  STRIPE_PRICE_ENTERPRISE_MONTH: z.string().min(1).optional(),
  STRIPE_PRICE_ENTERPRISE_YEAR: z.string().min(1).optional(),
  /** Another address for Stripe's API (a local stand-in in tests); unset, api.stripe.com. */
  STRIPE_API_BASE: httpUrl.optional(),
  /** Comma-separated emails granted the admin role at sign-in (verified emails only). */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * Requests doing database work at once; the rest queue. Default: 4 on the
   * embedded database (it runs one query at a time), twice the pool on Postgres.
   */
  MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).optional(),
  /** The longest a request queues for the database before a 503 with Retry-After. */
  MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(2000),
  /** A client must send its request headers within this time, or the connection is closed. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).max(300_000).default(10_000),
  /** A client must send its whole request (headers and body) within this time (408 after). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).max(3_600_000).default(60_000),
  /**
   * A request body slower than this on average, once BODY_GRACE_MS has
   * passed, is answered 408 and its connection closed; 0 turns the check off.
   */
  BODY_MIN_BYTES_PER_S: z.coerce.number().int().min(0).max(100_000_000).default(1024),
  /** How long a body may arrive at any pace before its rate is judged. */
  BODY_GRACE_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  /**
   * Calls one tRPC batch may carry; a longer batch is answered 400. Never
   * below what the web app sends in one (MAX_TRPC_BATCH), or it would break.
   */
  MAX_BATCH_CALLS: z.coerce
    .number()
    .int()
    .min(MAX_TRPC_BATCH, `must be at least ${MAX_TRPC_BATCH}, the web app's batch size`)
    .max(1000)
    .default(MAX_TRPC_BATCH),
  /** Uploaded files go to this S3-compatible bucket when set (DATA_DIR/uploads otherwise). */
  S3_BUCKET: z.string().min(1).optional(),
  /** The service's address (MinIO, R2, ...); unset for AWS S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; without them the AWS SDK's default chain (instance role, ...) applies. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path instead of the host name (MinIO and most self-hosted services). */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  // Playground models (docs/decisions/015-playground-runs.md). A model whose
  // provider has no key (or, for Llama, no server) is listed as unavailable.
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: httpUrl.optional(),
  /** ChatGPT, GPT-4 Vision and DALL-E model ids. */
  OPENAI_CHAT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_VISION_MODEL: z.string().min(1).default('gpt-4o'),
  OPENAI_IMAGE_MODEL: z.string().min(1).default('dall-e-3'),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_BASE_URL: httpUrl.optional(),
  ANTHROPIC_MODEL: z.string().min(1).default('claude-sonnet-4-5'),
  GOOGLE_GENERATIVE_AI_API_KEY: z.string().min(1).optional(),
  GOOGLE_GENERATIVE_AI_BASE_URL: httpUrl.optional(),
  /** Gemini and Gemini Pro Vision model ids. */
  GOOGLE_MODEL: z.string().min(1).default('gemini-2.5-flash'),
  GOOGLE_VISION_MODEL: z.string().min(1).default('gemini-2.5-flash'),
  /** Llama on any OpenAI-compatible server (Ollama, vLLM, ...): its /v1 address. */
  LLAMA_BASE_URL: httpUrl.optional(),
  LLAMA_API_KEY: z.string().min(1).optional(),
  LLAMA_MODEL: z.string().min(1).default('llama3.1'),
  /** Stable Diffusion and DeepFloyd on Replicate. */
  REPLICATE_API_TOKEN: z.string().min(1).optional(),
  REPLICATE_BASE_URL: httpUrl.optional(),
  STABLE_DIFFUSION_MODEL: z.string().min(1).default('stability-ai/stable-diffusion-3.5-large'),
  /** No default: name the DeepFloyd IF version your Replicate account can run. */
  DEEPFLOYD_MODEL: z.string().min(1).optional(),
  /** Midjourney has no public API: map it to a configured image model, "replicate:owner/name" or "openai:id". */
  MIDJOURNEY_MODEL: z
    .string()
    .regex(/^(replicate|openai):\S+$/, 'must be replicate:<owner/model> or openai:<model id>')
    .optional(),
  /** The longest one model call may take before it is cut off (504). */
  GENERATION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** A streamed run sends {"type":"progress"} after this long without another event. */
  GENERATION_PROGRESS_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Runs one member (or one anonymous address) may have going at once. */
  MAX_CONCURRENT_GENERATIONS: z.coerce.number().int().min(1).max(100).default(3),
  /** Runs an anonymous address may make per UTC day; 0 asks visitors to sign in. */
  ANONYMOUS_DAILY_GENERATIONS: z.coerce.number().int().min(0).max(100_000).default(10),
  /** Shared store for rate limits across instances; in-process when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /**
   * Counters the in-process rate-limit store holds at most (without
   * REDIS_URL). When full it drops idle and per-address counts first and
   * never an account's failures; if only those are left, attempts get 429.
   */
  RATE_LIMIT_MEMORY_KEYS: z.coerce.number().int().min(10).max(10_000_000).default(100_000),
  /**
   * Serves Prometheus metrics at GET /metrics to \`Authorization: Bearer <token>\`;
   * unset, /metrics is answered 404 like any unknown path.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Accounts one address (IPv6: its /64) may create per hour; 0 turns the limit off (test rigs). */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(5),
  /** Webhook endpoints on loopback, link-local and private addresses are refused unless true. */
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false),
  /**
   * Waits between a webhook delivery's attempts, in ms: a failed first
   * attempt is tried again after the first wait, and so on; after the last
   * the delivery is marked failed. The default spans about 24 hours.
   */
  WEBHOOK_RETRY_SCHEDULE_MS: z
    .string()
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'must be a comma-separated list of milliseconds')
    .default('60000,300000,1800000,7200000,18000000,28800000,28800000')
    .transform((value) => value.split(',').map((wait) => Number(wait.trim()))),
  /** The longest one webhook attempt may take, connecting and answering. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Where mail leaves (smtp:// or smtps://, with user:password@ when the
   * server asks); unset, no mail is sent and nothing asks for it.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** The sender of every mail: an address, or "Name <address>". */
  MAIL_FROM: z.string().min(3).max(300).default('Prompt Hub <no-reply@localhost>'),
  /** Waits between a mail's attempts, in ms; after the last, the mail is marked failed. */
  MAIL_RETRY_SCHEDULE_MS: z
    .string()
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'must be a comma-separated list of milliseconds')
    .default('30000,120000,600000,1800000')
    .transform((value) => value.split(',').map((wait) => Number(wait.trim()))),
  /** How often each instance looks for outbox messages that are due (retries, other instances'). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
});

/**
 * A half-made S3 configuration is refused at boot rather than silently
 * storing files on the local disk, or failing at the first upload.
 */
function checkS3Settings(env: z.infer<typeof envSchema>, context: z.RefinementCtx): void {
  const setWithoutBucket = (
    ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  ).filter((name) => env[name] !== undefined);
  if (!env.S3_BUCKET && setWithoutBucket.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `is required when ${setWithoutBucket.join(', ')} is set (uploads go to the bucket it names)`,
    });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    context.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'is required with the other S3 key (set both, or neither for the default AWS chain)',
    });
  }
}

const STRIPE_REQUIRED = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO_MONTH',
  'STRIPE_PRICE_PRO_YEAR',
  'STRIPE_PRICE_ENTERPRISE_MONTH',
  'STRIPE_PRICE_ENTERPRISE_YEAR',
] as const;

/**
 * A half-made Stripe configuration is refused at boot: without the webhook
 * secret no payment could ever change a plan, and without a price id a plan
 * could not be bought. Stripe and PLANS_SELF_SERVE exclude each other.
 */
function checkStripeSettings(env: z.infer<typeof envSchema>, context: z.RefinementCtx): void {
  if (!env.STRIPE_SECRET_KEY) {
    const stray = STRIPE_REQUIRED.filter((name) => env[name] !== undefined);
    if (stray.length > 0)
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: `is required when ${stray.join(', ')} is set (Stripe mode needs all of them)`,
      });
    return;
  }
  for (const name of STRIPE_REQUIRED)
    if (env[name] === undefined)
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'is required with STRIPE_SECRET_KEY',
      });
  if (env.PLANS_SELF_SERVE)
    context.addIssue({
      code: 'custom',
      path: ['PLANS_SELF_SERVE'],
      message:
        'cannot be true with STRIPE_SECRET_KEY: plans are either paid through Stripe or free',
    });
}

/**
 * In production the site's own origin comes from configuration only: without
 * PUBLIC_URL the Origin check would have to trust the Host header.
 */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  checkS3Settings(env, context);
  checkStripeSettings(env, context);
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        'is required when NODE_ENV=production: the address people use to reach the app, e.g. https://prompts.example.com',
    });
  }
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

/** Every variable the server reads (.env.example documents each; env-example.test.ts checks). */
export const ENV_NAMES = Object.keys(envSchema.shape);

/**
 * Secrets that may also come from a file (NAME_FILE=/run/secrets/name), as
 * container orchestrators mount them, so they need not sit in the
 * environment where any process listing or crash dump shows them.
 */
export const SECRET_NAMES = [
  'DATABASE_URL',
  'REDIS_URL',
  'GOOGLE_CLIENT_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
  'OPENAI_API_KEY',
  'ANTHROPIC_API_KEY',
  'GOOGLE_GENERATIVE_AI_API_KEY',
  'LLAMA_API_KEY',
  'REPLICATE_API_TOKEN',
  'METRICS_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const satisfies readonly (keyof z.infer<typeof envSchema>)[];

export class EnvError extends Error {}

export type ReadSecretFile = (file: string) => string;

const readTextFile: ReadSecretFile = (file) => readFileSync(file, 'utf8');

/**
 * The secrets given as NAME_FILE, read into NAME (a file's trailing line
 * break is not part of the secret), and a line for each that cannot be.
 */
function readSecretFiles(
  source: Record<string, string>,
  read: ReadSecretFile,
): { values: Record<string, string>; problems: string[] } {
  const values: Record<string, string> = {};
  const problems: string[] = [];
  for (const name of SECRET_NAMES) {
    const file = source[`${name}_FILE`];
    if (file === undefined) continue;
    if (source[name] !== undefined) {
      problems.push(`  ${name}: is set both directly and as ${name}_FILE; set only one`);
      continue;
    }
    try {
      const value = read(file).replace(/[\r\n]+$/, '');
      if (value === '') problems.push(`  ${name}_FILE: ${file} is empty`);
      else values[name] = value;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      problems.push(`  ${name}_FILE: cannot read ${file} (${code})`);
    }
  }
  return { values, problems };
}

/** Parses the given variables; throws an EnvError naming every bad variable. */
export function parseEnv(
  source: Record<string, string | undefined>,
  readSecretFile: ReadSecretFile = readTextFile,
): Env {
  // An empty value means "not set", as most deployment tools write it.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
  const secrets = readSecretFiles(cleaned, readSecretFile);
  const result = checkedEnvSchema.safeParse({ ...cleaned, ...secrets.values });
  const lines = [
    ...secrets.problems,
    ...(result.error?.issues ?? []).map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    ),
  ];
  if (!result.success || lines.length > 0) {
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}
