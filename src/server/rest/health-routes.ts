/**
 * Liveness (the process answers) and readiness (the database answers, and
 * Redis when REDIS_URL is set: without it sign-in cannot be checked; and
 * the instance is not draining before a stop, http/drain.ts). A
 * readiness answer also carries warnings about the set-up (a proxy whose
 * X-Forwarded-For is ignored).
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors.ts';
import { type Drain, DRAINING_MESSAGE } from '../http/drain.ts';
import type { ProxyWarning } from '../http/untrusted-proxy-warning.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { errorSchema } from './rest-schemas.ts';

const tags = ['Health'];

/**
 * Readiness answers within this bound whatever the database does: a
 * connection that went silent (no reply, no reset) would otherwise hold the
 * check until TCP gives up, minutes later, and a probe would hear nothing.
 */
const READINESS_BOUND_MS = 2500;

async function withinReadinessBound<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${READINESS_BOUND_MS} ms`)),
      READINESS_BOUND_MS,
    );
  });
  try {
    return await Promise.race([work, bound]);
  } finally {
    clearTimeout(timer);
  }
}

const warnings = z
  .array(z.string())
  .optional()
  .describe('Set-up problems that do not stop the app (e.g. TRUST_PROXY unset behind a proxy)');

const upOrDown = z.enum(['up', 'down']);
const checks = {
  database: upOrDown,
  redis: upOrDown.optional().describe('Only when REDIS_URL is set'),
  draining: z.literal(true).optional().describe('Only while this instance drains before a stop'),
  warnings,
};

interface Options {
  deps: ServiceDeps;
  proxyWarning: ProxyWarning;
  drain: Drain;
}

export const healthRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { deps, proxyWarning, drain },
) => {
  app.get(
    '/healthz',
    {
      config: { tier: 'public', keyScope: 'read', admission: 'none' },
      schema: {
        operationId: 'getLiveness',
        tags,
        summary: 'The process is alive',
        response: { 200: z.object({ status: z.literal('ok') }), '4xx': errorSchema },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { tier: 'public', keyScope: 'read', admission: 'none' },
      schema: {
        operationId: 'getReadiness',
        tags,
        summary: 'The database (and Redis, when configured) answers, and no stop is under way',
        response: {
          200: z.object({ status: z.literal('ready'), ...checks }),
          '4xx': errorSchema,
          503: errorSchema.extend(checks).describe('Not ready, and why'),
        },
      },
    },
    async (request, reply) => {
      const [database, redis] = await Promise.all([
        withinReadinessBound(deps.db.execute(sql`select 1`)).then(
          () => 'up' as const,
          (error: unknown) => {
            request.log.warn({ err: error }, 'readiness check failed: the database');
            return 'down' as const;
          },
        ),
        deps.rateLimits.shared
          ? withinReadinessBound(deps.rateLimits.ping()).then(
              () => 'up' as const,
              () => 'down' as const,
            )
          : undefined,
      ]);
      const warning = proxyWarning.current();
      const found = {
        database,
        ...(redis ? { redis } : {}),
        ...(drain.draining ? { draining: true as const } : {}),
        ...(warning ? { warnings: [warning] } : {}),
      };
      if (database === 'up' && redis !== 'down' && !drain.draining) {
        return { status: 'ready' as const, ...found };
      }
      const error = drain.draining
        ? DRAINING_MESSAGE
        : database === 'down'
          ? 'The database is not answering'
          : 'Redis is not answering';
      return reply
        .code(503)
        .header('retry-after', String(drain.draining ? 1 : UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ error, code: 'SERVICE_UNAVAILABLE', ...found });
    },
  );
};
