/**
 * What a person reads when a provider call fails, and the status it is.
 * Each kind of failure is named for what happened (unreachable, an answer
 * we could not read, cut off mid-answer, a refused key, the provider's own
 * error, too slow), so an administrator knows where to look. The provider's
 * own words are passed on only for a request it refused (content policy,
 * too long); never for a refused key, whose message can quote part of it.
 *
 * The words about money come from charge-note.ts: a failed call is never
 * charged, but the finished steps of a chain before it are.
 */
import { APICallError, JSONParseError, TypeValidationError } from 'ai';
import { AppError, type AppErrorCode } from '../../errors.ts';

const MAX_PROVIDER_MESSAGE = 300;

/** What went wrong, as the logs name it. */
export type FailureKind =
  | 'unreachable'
  | 'unreadable'
  | 'cut-off'
  | 'rate-limited'
  | 'bad-key'
  | 'refused'
  | 'provider-error'
  | 'timeout';

/** A failure before its words about charges: the reason, and the advice that follows them. */
export interface ProviderFailure {
  kind: FailureKind;
  code: AppErrorCode;
  /** The provider's HTTP status, when it answered one (for the logs). */
  providerStatus: number | null;
  /** What happened, a whole sentence. */
  reason: string;
  /** Whether trying again may help ("please try again"), said after the charge. */
  retry: 'now' | 'in a minute' | 'no';
  retryAfterSeconds?: number;
  cause?: unknown;
}

function providerWords(error: APICallError): string {
  const text = error.message.replace(/\s+/g, ' ').trim();
  return text.length > MAX_PROVIDER_MESSAGE ? `${text.slice(0, MAX_PROVIDER_MESSAGE)}…` : text;
}

export function timedOut(model: string, timeoutMs: number): ProviderFailure {
  // 60 s as configured by default; a test's 1.5 s stays 1.5 (not rounded to 2).
  const seconds = Number((timeoutMs / 1000).toFixed(1));
  return {
    kind: 'timeout',
    code: 'GATEWAY_TIMEOUT',
    providerStatus: null,
    reason: `${model}'s provider did not answer within ${seconds} s.`,
    retry: 'now',
  };
}

/** The SDK could not parse what came back, or it was not the provider's format. */
function isUnreadable(error: unknown): boolean {
  if (JSONParseError.isInstance(error) || TypeValidationError.isInstance(error)) return true;
  if (!APICallError.isInstance(error)) return false;
  // Some providers wrap an unparseable stream chunk in an APICallError of their own.
  return (
    JSONParseError.isInstance(error.cause) ||
    TypeValidationError.isInstance(error.cause) ||
    /^(JSON parsing failed|Invalid JSON response|Type validation failed)/.test(error.message)
  );
}

function failure(
  kind: FailureKind,
  reason: string,
  error: unknown,
  extra: Partial<ProviderFailure> = {},
): ProviderFailure {
  const providerStatus = APICallError.isInstance(error) ? (error.statusCode ?? null) : null;
  return {
    kind,
    code: 'BAD_GATEWAY',
    providerStatus,
    reason,
    retry: 'now',
    cause: error,
    ...extra,
  };
}

export function classifyProviderError(model: string, error: unknown): ProviderFailure {
  if (isUnreadable(error)) {
    return failure('unreadable', `${model}'s provider sent an answer we could not read.`, error);
  }
  if (!APICallError.isInstance(error) || error.statusCode === undefined) {
    return failure('unreachable', `${model}'s provider could not be reached.`, error);
  }
  const status = error.statusCode;
  // The provider said 200 and then the connection broke before the answer ended.
  if (status >= 200 && status < 300) {
    return failure('cut-off', `${model}'s provider stopped mid-answer.`, error);
  }
  if (status === 429) {
    return failure(
      'rate-limited',
      `${model} is busy right now (its provider is limiting requests).`,
      error,
      { code: 'SERVICE_UNAVAILABLE', retry: 'in a minute', retryAfterSeconds: 60 },
    );
  }
  if (status === 401 || status === 403) {
    return failure(
      'bad-key',
      `${model}'s provider refused this server's credentials (${status}). An administrator needs to check its configuration.`,
      error,
      { retry: 'no' },
    );
  }
  if (status >= 400 && status < 500) {
    return failure('refused', `${model} refused the request: ${providerWords(error)}`, error, {
      retry: 'no',
    });
  }
  return failure('provider-error', `${model}'s provider failed (it answered ${status}).`, error);
}

/** An AppError thrown by our own code during a call (storing an image...) stays as it is. */
export function providerFailure(model: string, error: unknown): ProviderFailure | AppError {
  return error instanceof AppError ? error : classifyProviderError(model, error);
}
