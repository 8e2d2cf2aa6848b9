/**
 * What a person reads when a provider call fails, and the status it is.
 * The provider's own words are passed on only for a request it refused
 * (content policy, too long); never for a refused key, whose message can
 * quote part of the key. Nothing here is charged (the run is marked failed).
 */
import { APICallError } from 'ai';
import { AppError } from '../../errors.ts';

const MAX_PROVIDER_MESSAGE = 300;

function providerWords(error: APICallError): string {
  const text = error.message.replace(/\s+/g, ' ').trim();
  return text.length > MAX_PROVIDER_MESSAGE ? `${text.slice(0, MAX_PROVIDER_MESSAGE)}…` : text;
}

export function timedOut(model: string, timeoutMs: number): AppError {
  const seconds = Math.round(timeoutMs / 1000);
  return new AppError(
    'GATEWAY_TIMEOUT',
    `${model} did not answer within ${seconds} seconds. Nothing was charged; please try again.`,
  );
}

export function providerFailure(model: string, error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (!APICallError.isInstance(error) || error.statusCode === undefined) {
    return new AppError(
      'BAD_GATEWAY',
      `${model} could not be reached. Nothing was charged; please try again.`,
      { cause: error },
    );
  }
  const status = error.statusCode;
  if (status === 429) {
    return new AppError(
      'SERVICE_UNAVAILABLE',
      `${model} is busy right now (its provider is limiting requests). Nothing was charged; please try again in a minute.`,
      { retryAfterSeconds: 60, cause: error },
    );
  }
  if (status === 401 || status === 403) {
    return new AppError(
      'BAD_GATEWAY',
      `${model}'s provider refused this server's credentials. An administrator needs to check its configuration.`,
      { cause: error },
    );
  }
  if (status >= 400 && status < 500) {
    return new AppError('BAD_GATEWAY', `${model} refused the request: ${providerWords(error)}`, {
      cause: error,
    });
  }
  return new AppError(
    'BAD_GATEWAY',
    `${model} failed to answer (its provider returned ${status}). Nothing was charged; please try again.`,
    { cause: error },
  );
}
