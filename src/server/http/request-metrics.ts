/**
 * Counts and times every answered request by method, route pattern and
 * status. The pattern ('/api/prompts/:id'), never the URL: a label per URL
 * would grow with every id and query a client sends. A request no route
 * took is '(no route)'.
 */
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '../metrics/app-metrics.ts';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function registerRequestMetrics(
  app: FastifyInstance,
  metrics: Pick<AppMetrics, 'requestEnded'>,
): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.is404 ? '(no route)' : (request.routeOptions.url ?? '(no route)');
    // Any other method a client invents is one label, not one each.
    const method = KNOWN_METHODS.has(request.method) ? request.method : 'OTHER';
    metrics.requestEnded(method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}
