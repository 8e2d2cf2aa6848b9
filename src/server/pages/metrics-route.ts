/**
 * GET /metrics: the Prometheus text format, to the bearer of METRICS_TOKEN
 * only (decision 028). Unset, no route is registered, so /metrics answers
 * the 404 any unknown path does. A wrong or missing token is a 401 naming
 * the scheme: the path is documented, so hiding it would protect nothing,
 * and a scraper set up with the wrong token is told so. It takes no
 * admission slot: an overloaded instance is when its metrics matter most.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { sendError } from '../http/error-reply.ts';
import type { AppMetrics } from '../metrics/app-metrics.ts';

/** Compared as digests: equal lengths, so the comparison takes the same time for any guess. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer (\S+)$/i.exec(header ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), expected);
}

export function registerMetricsRoute(
  app: FastifyInstance,
  { metrics, token }: { metrics: AppMetrics; token: string | undefined },
): void {
  if (!token) return;
  const expected = digest(token);
  app.get('/metrics', { config: { admission: 'none' } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, expected)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendError(reply, new AppError('UNAUTHORIZED', 'This needs the metrics token'));
    }
    return reply.type(metrics.contentType).send(await metrics.render());
  });
}
