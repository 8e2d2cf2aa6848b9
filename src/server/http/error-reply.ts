/**
 * How every door but tRPC answers a failure: a status and
 * `{ error, code, fields? }`, from the one table in errors.ts, with
 * Retry-After when the error says how long to wait (and the RateLimit
 * fields when it names the limit that refused it). Plumbing, so the REST
 * door, the pages door and the body-pace guard all answer alike.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type AppErrorCode, type FieldErrors, httpStatusOf } from '../errors.ts';
import { writeRateLimitFields } from './ratelimit-fields.ts';

export interface ErrorBody {
  error: string;
  code: AppErrorCode;
  fields?: FieldErrors;
  requestId: string;
}

/**
 * Every error answer carries the request id (as the x-request-id header
 * does), for the caller to quote and an operator to find in the log.
 */
export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) {
    void reply.header('retry-after', String(error.retryAfterSeconds));
  }
  if (error.rateLimit) writeRateLimitFields(reply, error.rateLimit);
  // Set here too: the router's own rejections answer before any onRequest hook.
  void reply.header('x-request-id', reply.request.id);
  const body: ErrorBody = { error: error.message, code: error.code, requestId: reply.request.id };
  if (error.fields) body.fields = error.fields;
  return reply.code(httpStatusOf(error.code)).send(body);
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods a concrete path has routes for (a catch-all route, such as the SPA's, does not count). */
function methodsOf(app: FastifyInstance, path: string): string[] {
  return METHODS.filter((method) => {
    const route = app.findRoute({ method, url: path });
    return route !== null && !('*' in (route.params as Record<string, unknown>));
  });
}

/**
 * A request no route took: a path that exists with other methods answers
 * 405 and names them in Allow (RFC 9110); any other, 404. The SPA's
 * catch-all takes every GET, so its misses under /api come here too.
 */
export function sendNoRoute(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  const allowed = methodsOf(app, path);
  if (allowed.length === 0)
    return sendError(reply, new AppError('NOT_FOUND', `No route for ${request.method} ${path}`));
  void reply.header('allow', allowed.join(', '));
  return sendError(
    reply,
    new AppError(
      'METHOD_NOT_ALLOWED',
      `${request.method} is not allowed on ${path}; it takes ${allowed.join(', ')}`,
    ),
  );
}
