/**
 * One error type for the whole server, and the one table that turns its
 * codes into HTTP statuses (REST door) and tRPC codes (tRPC door).
 */
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { ZodError } from 'zod';
import { isDatabaseUnavailable } from './db/database-errors.ts';

export const ERROR_CODES = {
  BAD_REQUEST: { http: 400, trpc: 'BAD_REQUEST' },
  UNAUTHORIZED: { http: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { http: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { http: 404, trpc: 'NOT_FOUND' },
  /** The path exists, but not with this method (the answer names those it has in Allow). */
  METHOD_NOT_ALLOWED: { http: 405, trpc: 'METHOD_NOT_SUPPORTED' },
  /** The client sent its request too slowly. */
  REQUEST_TIMEOUT: { http: 408, trpc: 'TIMEOUT' },
  /** A charge was declined (Stripe mode: an upgrade's card); nothing changed. */
  PAYMENT_REQUIRED: { http: 402, trpc: 'PAYMENT_REQUIRED' },
  CONFLICT: { http: 409, trpc: 'CONFLICT' },
  /** Well-formed but not acceptable: an Idempotency-Key reused with another body. */
  UNPROCESSABLE_CONTENT: { http: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  PAYLOAD_TOO_LARGE: { http: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  TOO_MANY_REQUESTS: { http: 429, trpc: 'TOO_MANY_REQUESTS' },
  /** An AI provider failed to answer (its 5xx, a refused key). */
  BAD_GATEWAY: { http: 502, trpc: 'BAD_GATEWAY' },
  SERVICE_UNAVAILABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE' },
  /** An AI provider did not answer in time. */
  GATEWAY_TIMEOUT: { http: 504, trpc: 'GATEWAY_TIMEOUT' },
  INTERNAL: { http: 500, trpc: 'INTERNAL_SERVER_ERROR' },
} as const satisfies Record<string, { http: number; trpc: TRPC_ERROR_CODE_KEY }>;

export type AppErrorCode = keyof typeof ERROR_CODES;

export type FieldErrors = Record<string, string>;

/**
 * Where a rate limit stands for this caller, for the IETF RateLimit-Policy
 * and RateLimit fields (http/ratelimit-fields.ts): the policy's name, its
 * quota per window, and what is left until the window starts again.
 */
export interface RateLimitState {
  policy: string;
  limit: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
}

/** A schema's complaints as per-field messages (the first for each field). */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'input';
    fields[key] ??= issue.message;
  }
  return fields;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields: FieldErrors | undefined;
  /** Seconds a client should wait before retrying (429). */
  readonly retryAfterSeconds: number | undefined;
  /** The limit that refused the request (429), for the RateLimit fields. */
  readonly rateLimit: RateLimitState | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: {
      fields?: FieldErrors;
      retryAfterSeconds?: number;
      rateLimit?: RateLimitState;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.rateLimit = options.rateLimit;
  }
}

export function httpStatusOf(code: AppErrorCode): number {
  return ERROR_CODES[code].http;
}

export function trpcCodeOf(code: AppErrorCode): TRPC_ERROR_CODE_KEY {
  return ERROR_CODES[code].trpc;
}

export const INTERNAL_MESSAGE = 'Something went wrong on our side';
export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';
/** What a client should wait before retrying while a dependency is down. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * What any thrown value becomes at a door: an AppError as it is; an
 * unreachable database a 503 that says when to retry; anything else the one
 * generic 500, whose details go to the server log only (the caller gets the
 * request id to quote).
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE, {
      retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
      cause: error,
    });
  }
  return new AppError('INTERNAL', INTERNAL_MESSAGE, { cause: error });
}
