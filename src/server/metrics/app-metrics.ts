/**
 * The metrics of one app instance, in a prom-client registry of its own (so
 * several instances in one process, as the tests make, never share
 * counters): HTTP requests, admission control, the database pool, and what
 * services record through ServiceMetrics. The README's "Metrics" table
 * documents each; GET /metrics (pages/metrics-route.ts) renders them.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { APPLICATION_NAME, type DatabaseHandle } from '../db/client.ts';
import type { ServiceMetrics } from './service-metrics.ts';

const PREFIX = 'prompt_hub_';

/** Seconds: from a cached listing (milliseconds) to a slow model call (a minute). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const SEARCH_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** A scrape never waits longer than this on the database's own view of its connections. */
const DATABASE_STATS_BOUND_MS = 1000;

export interface AdmissionStats {
  inFlight: number;
  queued: number;
}

export interface AppMetrics extends ServiceMetrics {
  /** One answered HTTP request: `route` is the route's pattern, never the URL. */
  requestEnded(method: string, route: string, status: number, seconds: number): void;
  /** A request admission control turned away (503). */
  admissionRefused(reason: 'expected wait' | 'waited too long'): void;
  /** Where the admission gauges read from (set once the app has built its admission). */
  watchAdmission(stats: () => AdmissionStats): void;
  readonly contentType: string;
  render(): Promise<string>;
}

export interface MetricsSources {
  database: DatabaseHandle;
  poolSize: number;
  /**
   * Process metrics (memory, event-loop delay, GC) watch the process with
   * observers of their own: made only when metrics are served.
   */
  processMetrics: boolean;
}

export function createAppMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  if (sources.processMetrics) collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const registers = [registry];

  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from a request arriving to its response ending, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const refused = new Counter({
    name: `${PREFIX}admission_refused_total`,
    help: 'Requests refused with 503 by admission control, by reason',
    labelNames: ['reason'] as const,
    registers,
  });
  let admission: () => AdmissionStats = () => ({ inFlight: 0, queued: 0 });
  new Gauge({
    name: `${PREFIX}admission_in_flight`,
    help: 'Requests holding a database slot now',
    registers,
    collect() {
      this.set(admission().inFlight);
    },
  });
  new Gauge({
    name: `${PREFIX}admission_queued`,
    help: 'Requests waiting for a database slot now',
    registers,
    collect() {
      this.set(admission().queued);
    },
  });
  registerDatabaseMetrics(registry, sources);
  const searches = new Histogram({
    name: `${PREFIX}library_search_duration_seconds`,
    help: 'Library searches, by the order their listing was read in',
    labelNames: ['order'] as const,
    buckets: SEARCH_BUCKETS,
    registers,
  });
  const cacheLookups = new Counter({
    name: `${PREFIX}library_cache_lookups_total`,
    help: 'Cacheable library listings, by result: hit (remembered) or miss (loaded)',
    labelNames: ['result'] as const,
    registers,
  });
  const generations = new Counter({
    name: `${PREFIX}generation_calls_total`,
    help: 'Playground model calls, by provider and outcome',
    labelNames: ['provider', 'outcome'] as const,
    registers,
  });
  const generationSeconds = new Histogram({
    name: `${PREFIX}generation_call_duration_seconds`,
    help: 'Playground model calls, by provider',
    labelNames: ['provider'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });

  return {
    requestEnded(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    admissionRefused: (reason) => refused.inc({ reason }),
    watchAdmission(stats) {
      admission = stats;
    },
    librarySearched: (order, seconds) => searches.observe({ order }, seconds),
    libraryCacheLookedUp: (result) => cacheLookups.inc({ result }),
    generationEnded(provider, outcome, seconds) {
      generations.inc({ provider, outcome });
      generationSeconds.observe({ provider }, seconds);
    },
    contentType: registry.contentType,
    render: () => registry.metrics(),
  };
}

/**
 * The pool as far as each driver tells it. PGlite: one session, and the
 * statements sent to its thread (one runs, the rest wait). postgres.js
 * keeps its pool's counts to itself, so Postgres is asked at each scrape
 * how many connections of this app (every instance's) are in which state.
 */
function registerDatabaseMetrics(registry: Registry, sources: MetricsSources): void {
  const { database } = sources;
  const registers = [registry];
  new Gauge({
    name: `${PREFIX}db_pool_size`,
    help: 'Connections the database pool may open (1 on the embedded database)',
    registers,
  }).set(database.kind === 'pglite' ? 1 : sources.poolSize);
  if (database.kind === 'pglite') {
    const client = database.client;
    new Gauge({
      name: `${PREFIX}db_pool_in_use`,
      help: 'Embedded database: 1 while a statement runs',
      registers,
      collect() {
        this.set(Math.min(client.pendingStatements, 1));
      },
    });
    new Gauge({
      name: `${PREFIX}db_pool_waiting`,
      help: 'Embedded database: statements waiting for the one running',
      registers,
      collect() {
        this.set(Math.max(client.pendingStatements - 1, 0));
      },
    });
    return;
  }
  const client = database.client;
  new Gauge({
    name: `${PREFIX}db_connections`,
    help: "Postgres: this app's connections to its database (all instances), by state",
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const rows = await withinBound(
        client<{ state: string; total: number }[]>`
          select coalesce(state, 'unknown') as state, count(*)::int as total
          from pg_stat_activity
          where datname = current_database() and application_name = ${APPLICATION_NAME}
          group by 1`,
      ).catch(() => null);
      this.reset();
      for (const row of rows ?? []) this.set({ state: row.state }, row.total);
    },
  });
}

async function withinBound<T>(work: PromiseLike<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), DATABASE_STATS_BOUND_MS);
  });
  try {
    return await Promise.race([work, bound]);
  } finally {
    clearTimeout(timer);
  }
}
