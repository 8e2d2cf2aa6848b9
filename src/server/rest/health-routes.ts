/** Liveness (the process answers) and readiness (the database answers). */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { AppError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors.ts';
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

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
        response: { 200: z.object({ status: z.literal('ready') }), 503: errorSchema },
      },
    },
    async (request) => {
      try {
        await withinReadinessBound(db.execute(sql`select 1`));
        return { status: 'ready' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering', {
          retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
        });
      }
    },
  );
};
