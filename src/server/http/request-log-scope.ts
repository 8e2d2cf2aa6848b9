/**
 * Makes the request's own logger (Fastify's child logger, carrying reqId)
 * the one a service's deps.log writes to while it works for that request
 * (logging.ts, requestScopedLogger). The scope is entered when the request
 * arrives; a body is read on the socket's events, outside it, so the scope
 * is entered again once the body is in, before any handler runs.
 */
import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withRequestLog } from '../logging.ts';

export function registerRequestLogScope(app: FastifyInstance): void {
  const scopes = new WeakMap<FastifyRequest, AsyncResource>();
  app.addHook('onRequest', (request, _reply, done) => {
    withRequestLog(request.log, () => {
      scopes.set(request, new AsyncResource('request-log-scope'));
      done();
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}
