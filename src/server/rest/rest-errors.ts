/**
 * How the REST door reports failure, through the one error answer
 * (http/error-reply.ts): invalid input names its fields, Fastify's own
 * client errors keep their status, and unknown errors are logged and
 * answered with a generic 500 that leaks nothing but the request id; an
 * unreachable database is a 503 with Retry-After.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  type AppErrorCode,
  ERROR_CODES,
  type FieldErrors,
  toAppError,
} from '../errors.ts';
import { sendError, sendNoRoute } from '../http/error-reply.ts';
import { logFailure } from '../logging.ts';

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
  return sendError(reply, appError);
}

export function registerRestErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(restErrorHandler);
  app.setNotFoundHandler((request, reply) => sendNoRoute(app, request, reply));
}
