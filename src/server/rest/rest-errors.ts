/**
 * How the REST door reports failure: a status and `{ error, code, fields? }`,
 * from the one table in errors.ts. Unknown errors are logged and answered
 * with a generic 500 that leaks nothing but the request id; an unreachable
 * database is a 503 with Retry-After.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  type AppErrorCode,
  ERROR_CODES,
  type FieldErrors,
  httpStatusOf,
  toAppError,
} from '../errors.ts';
import { logFailure } from '../logging.ts';

export interface ErrorBody {
  error: string;
  code: AppErrorCode;
  fields?: FieldErrors;
  requestId?: string;
}

const CODE_BY_STATUS = new Map<number, AppErrorCode>(
  Object.entries(ERROR_CODES).map(([code, { http }]) => [http, code as AppErrorCode]),
);

function validationFields(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const issuePath = params?.issue?.path?.map(String).join('.');
    const key = path || issuePath || 'input';
    fields[key] ??= issue.message ?? 'is invalid';
  }
  return fields;
}

/** Unexpected failures also carry the request id, for the caller to quote. */
export function sendError(reply: FastifyReply, error: AppError, requestId?: string): FastifyReply {
  if (error.retryAfterSeconds !== undefined) {
    void reply.header('retry-after', String(error.retryAfterSeconds));
  }
  const body: ErrorBody = { error: error.message, code: error.code };
  if (error.fields) body.fields = error.fields;
  if (requestId && error.code === 'INTERNAL') body.requestId = requestId;
  return reply.code(httpStatusOf(error.code)).send(body);
}

export function restErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AppError) return sendError(reply, error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(error);
    const summary = Object.entries(fields)
      .map(([field, message]) => `${field} ${message}`)
      .join('; ');
    return sendError(reply, new AppError('BAD_REQUEST', `Invalid request: ${summary}`, { fields }));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: bad JSON, body too large, wrong content type.
    const code = CODE_BY_STATUS.get(status) ?? 'BAD_REQUEST';
    return sendError(reply, new AppError(code, error.message));
  }
  const appError = toAppError(error);
  logFailure(request.log, appError, 'request failed');
  return sendError(reply, appError, request.id);
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
 * A REST request no route took: a path that exists with other methods
 * answers 405 and names them in Allow (RFC 9110); any other, 404. The SPA's
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

export function registerRestErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(restErrorHandler);
  app.setNotFoundHandler((request, reply) => sendNoRoute(app, request, reply));
}
