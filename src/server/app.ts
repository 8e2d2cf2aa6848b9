/**
 * buildApp: one Fastify instance with every door registered and nothing
 * listening, so tests can `inject` and index.ts can `listen`.
 *   /trpc     the web app's API (tRPC, superjson)
 *   /api      the REST compatibility door, its OpenAPI document and docs page
 *   /mcp      the MCP server (Streamable HTTP, stateless)
 *   /uploads  stored files
 *   /sitemap.xml, /robots.txt  for crawlers
 *   /metrics  Prometheus metrics, with METRICS_TOKEN only
 *   /*        the built SPA, each page with its own meta tags
 */
import path from 'node:path';
import { SECURITY_MAIL_KIND, securityMailHandler } from './services/mail/security-mail.ts';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { createOidcProvider, type OidcProvider } from './auth/oidc-provider.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { type Admission, createAdmission } from './http/admission.ts';
import { registerAdmission } from './http/admission-hook.ts';
import { registerBodyPace } from './http/body-pace.ts';
import { createDrain, type Drain, registerDrain } from './http/drain.ts';
import { registerRequestLogScope } from './http/request-log-scope.ts';
import { registerRequestMetrics } from './http/request-metrics.ts';
import type { AppMetrics } from './metrics/app-metrics.ts';
import { registerMetricsRoute } from './pages/metrics-route.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { type LogTarget, serverOptions } from './http/server-options.ts';
import { COLOR_SCHEME_SCRIPT_SOURCE } from './pages/color-scheme-script.ts';
import { registerCrawlerFiles } from './pages/sitemap.ts';
import { registerSpa } from './pages/spa.ts';
import { watchForUntrustedProxy } from './http/untrusted-proxy-warning.ts';
import { registerUploadsRoute } from './pages/uploads-route.ts';
import { registerMcpRoutes } from './mcp/mcp-route.ts';
import { restApi } from './rest/rest-api.ts';
import { parseCorsOrigins, registerCors } from './http/cors.ts';
import { startMaintenance } from './services/maintenance.ts';
import { type OutboxWorker, startOutboxWorker } from './services/outbox/outbox-worker.ts';
import { WEBHOOK_KIND } from './services/webhooks/webhook-events.ts';
import { webhookHandler } from './services/webhooks/webhook-delivery.ts';
import { MAIL_KIND, mailHandler } from './services/mail/mail-outbox.ts';
import {
  NOTIFICATION_MAIL_KIND,
  notificationMailHandler,
} from './services/notifications/notification-mail.ts';
import { createServiceDeps } from './compose-services.ts';
import type { ServiceDeps } from './services/service-deps.ts';
import type { Storage } from './storage/storage.ts';
import { mountTrpc } from './trpc/mount-trpc.ts';

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  storage: Storage;
  /** The services' dependencies, when the caller made them (tests use the same ones). */
  deps?: ServiceDeps;
  /** The metrics createServiceDeps made with those deps (required with them). */
  metrics?: AppMetrics;
  /** false: no logs; a stream: JSON log lines there (tests read them). */
  logger?: LogTarget;
  /** Sees every route as it is registered (the authorization matrix test lists them). */
  onRoute?: (route: RouteOptions) => void;
  /** The process entry begins it on SIGTERM (http/drain.ts); tests may too. */
  drain?: Drain;
  /**
   * false: no outbox worker (the OpenAPI script builds the app over a
   * database it never reaches, and nothing must poll it). Default true.
   */
  outboxWorker?: boolean;
}

function createOidcFromEnv(env: Env): OidcProvider | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return createOidcProvider({
    issuer: env.OIDC_ISSUER,
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
  });
}

/**
 * Requests doing database work at once. PGlite runs one statement at a time
 * on its own thread: 4 keeps it busy while its answers stay prompt (at 100
 * connections, 4 served 60 a second and 2 served 55 to 57, with the same
 * p99, measured 2026-11-24). Postgres serves a pool of connections.
 */
function createAdmissionFromEnv(
  env: Env,
  database: DatabaseHandle,
  metrics: AppMetrics,
): Admission {
  const byDatabase = database.kind === 'pglite' ? 4 : env.DATABASE_POOL_SIZE * 2;
  const admission = createAdmission({
    maxInFlight: env.MAX_REQUESTS_IN_FLIGHT ?? byDatabase,
    maxWaitMs: env.MAX_QUEUE_WAIT_MS,
    onRefused: (reason) => metrics.admissionRefused(reason),
  });
  metrics.watchAdmission(() => admission.stats());
  return admission;
}

/** The deps and metrics the caller made, or new ones closed with the app. */
function servicesFor(app: FastifyInstance, options: BuildAppOptions) {
  if (options.deps) {
    if (!options.metrics) throw new Error('buildApp: pass the metrics made with the deps');
    return { deps: options.deps, metrics: options.metrics };
  }
  const { env, database, storage } = options;
  const made = createServiceDeps({ env, database, storage, log: app.log });
  app.addHook('onClose', made.close);
  return made;
}

/**
 * The outbox worker (decision 037): webhook deliveries leave from here,
 * never from a request. It starts once the app is ready (index.ts listens
 * only after the migrations, so the outbox table exists), claims nothing
 * while the instance drains, and stops before the database closes.
 */
function startOutbox(app: FastifyInstance, deps: ServiceDeps, env: Env, drain: Drain): void {
  let worker: OutboxWorker | undefined;
  app.addHook('onReady', async () => {
    worker = startOutboxWorker(
      deps,
      {
        [WEBHOOK_KIND]: webhookHandler(deps.webhooks),
        // Without a mail server, mail waiting from an earlier run stays queued.
        ...(deps.mail.mailer ? { [MAIL_KIND]: mailHandler(deps.mail) } : {}),
        ...(deps.mail.mailer
          ? { [NOTIFICATION_MAIL_KIND]: notificationMailHandler(deps.mail) }
          : {}),
        ...(deps.mail.mailer ? { [SECURITY_MAIL_KIND]: securityMailHandler(deps.mail) } : {}),
      },
      { pollMs: env.OUTBOX_POLL_MS, paused: () => drain.draining },
    );
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}

function defaultClientDir(): string {
  // From src/server/app.ts or dist/server/index.js, the client build is dist/client.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../dist/client');
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database, storage } = options;
  const app = Fastify(serverOptions(env, options.logger));
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // First, so every later hook, handler and service logs with the request's id.
  registerRequestLogScope(app);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  registerBodyPace(app, {
    minBytesPerSecond: env.BODY_MIN_BYTES_PER_S,
    graceMs: env.BODY_GRACE_MS,
  });
  const proxyWarning = watchForUntrustedProxy(app, env);
  const drain = options.drain ?? createDrain();
  registerDrain(app, drain);

  const { deps, metrics } = servicesFor(app, options);
  registerRequestMetrics(app, metrics);
  // Hourly housekeeping: unclaimed uploads, old use marks (services/maintenance.ts).
  const stopMaintenance = startMaintenance(deps);
  app.addHook('onClose', () => stopMaintenance());
  if (options.outboxWorker !== false) startOutbox(app, deps, env, drain);
  const oidc = createOidcFromEnv(env);
  const admission = createAdmissionFromEnv(env, database, metrics);

  // Before the doors, so every route they register goes through its hook.
  registerAdmission(app, admission);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  const corsOrigins = parseCorsOrigins(env.CORS_ORIGINS);
  registerCors(app, corsOrigins);
  await registerSecurityHeaders(app, { inlineScriptSources: [COLOR_SCHEME_SCRIPT_SOURCE] });
  await mountTrpc(app, { deps, env, googleSignIn: oidc !== null });
  await app.register(restApi, { prefix: '/api', deps, env, oidc, proxyWarning, drain });
  registerMcpRoutes(app, deps, { env, corsOrigins });

  registerUploadsRoute(app, { storage, db: deps.db });
  registerMetricsRoute(app, { metrics, token: env.METRICS_TOKEN });
  registerCrawlerFiles(app, { deps, env });
  const clientDir = env.CLIENT_DIST_DIR ? path.resolve(env.CLIENT_DIST_DIR) : defaultClientDir();
  await registerSpa(app, { clientDir, deps, env });
  return app;
}
