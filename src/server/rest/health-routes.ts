/**
 * Liveness (the process answers) and readiness (the database answers). A
 * readiness answer also carries warnings about the set-up (a proxy whose
 * X-Forwarded-For is ignored).
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors.ts';
import type { ProxyWarning } from '../http/untrusted-proxy-warning.ts';
import type { ServiceDeps } from '../services/service-deps.ts';
import { errorSchema } from './rest-schemas.ts';

const tags = ['Health'];

const warnings = z
  .array(z.string())
  .optional()
  .describe('Set-up problems that do not stop the app (e.g. TRUST_PROXY unset behind a proxy)');

interface Options {
  deps: ServiceDeps;
  proxyWarning: ProxyWarning;
}

export const healthRoutes: FastifyPluginAsyncZod<Options> = async (app, { deps, proxyWarning }) => {
  app.get(
    '/healthz',
    {
      config: { tier: 'public', skipsQueue: true },
      schema: {
        tags,
        summary: 'The process is alive',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { tier: 'public', skipsQueue: true },
      schema: {
        tags,
        summary: 'The database answers',
        response: {
          200: z.object({ status: z.literal('ready'), warnings }),
          503: errorSchema,
        },
      },
    },
    async (request) => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering', {
          retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
        });
      }
      const warning = proxyWarning.current();
      return { status: 'ready' as const, ...(warning ? { warnings: [warning] } : {}) };
    },
  );
};
