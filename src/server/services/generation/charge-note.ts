/**
 * The words of a failed run, saying what was charged. A failed call is
 * never charged; every step of a chain that finished before it was (each
 * step is its own model call, decision 015). So a failure in the first
 * step says "Nothing was charged", and one later in a chain names the step
 * and how many runs its finished steps cost.
 */
import { AppError } from '../../errors.ts';
import { formatWholeNumber } from '../../../shared/format.ts';
import type { ProviderFailure } from './provider-failure.ts';

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
];

function stepName(step: number): string {
  return ORDINALS[step] ? `The ${ORDINALS[step]} step` : `Step ${formatWholeNumber(step + 1)}`;
}

/** "Nothing was charged", or "2 runs were charged for the steps that finished". */
export function chargeSentence(charged: number): string {
  if (charged === 0) return 'Nothing was charged';
  return charged === 1
    ? '1 run was charged for the step that finished'
    : `${formatWholeNumber(charged)} runs were charged for the steps that finished`;
}

function advice(retry: ProviderFailure['retry']): string {
  if (retry === 'now') return '; please try again.';
  if (retry === 'in a minute') return '; please try again in a minute.';
  return '.';
}

/** A failure of step `step` after `charged` finished calls, as the error the person reads. */
export function failedRunError(
  failure: ProviderFailure | AppError,
  step: number,
  charged: number,
): AppError {
  const prefix = step === 0 ? '' : `${stepName(step)} failed: `;
  if (failure instanceof AppError) {
    // Our own refusal (a quota reached mid-chain, an image we could not store): its words stand.
    const note = charged === 0 ? '' : ` ${chargeSentence(charged)}.`;
    return new AppError(failure.code, `${prefix}${failure.message}${note}`, {
      retryAfterSeconds: failure.retryAfterSeconds,
      cause: failure,
    });
  }
  return new AppError(
    failure.code,
    `${prefix}${failure.reason} ${chargeSentence(charged)}${advice(failure.retry)}`,
    { retryAfterSeconds: failure.retryAfterSeconds, cause: failure.cause },
  );
}
