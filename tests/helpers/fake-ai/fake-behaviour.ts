/**
 * How the fake answers: a readable echo by default, or a failure, or
 * silence. Tests set it for all later calls; a marker in the prompt sets it
 * for one call, so a person can try failures by hand in the playground.
 */
import type { FakeRequest } from './fake-request.ts';

export type FailStatus = 400 | 401 | 429 | 500 | 503;

export type FakeBehaviour =
  /** cutAfterPieces: the connection drops after that many pieces, mid-answer. */
  | { kind: 'answer'; text?: string; chunkDelayMs?: number; cutAfterPieces?: number }
  | { kind: 'fail'; status: FailStatus; message?: string }
  /** A 200 whose body is not the provider's format (a proxy's HTML page, say). */
  | { kind: 'garbage' }
  | { kind: 'hang' };

export type AnswerBehaviour = Extract<FakeBehaviour, { kind: 'answer' }>;

export const DEFAULT_BEHAVIOUR: FakeBehaviour = { kind: 'answer' };

export const DEFAULT_CHUNK_DELAY_MS = 5;

const FAIL_STATUSES: readonly FailStatus[] = [400, 401, 429, 500, 503];

/**
 * `[[fake:fail 500]]`, `[[fake:hang]]`, `[[fake:slow 200]]`, `[[fake:garbage]]`,
 * `[[fake:cut 2]]` (drop the connection after 2 pieces) anywhere in the text.
 */
const MARKER = /\[\[fake:(fail|hang|slow|garbage|cut)(?:\s+(\d+))?\]\]/;

function isFailStatus(value: number): value is FailStatus {
  return (FAIL_STATUSES as readonly number[]).includes(value);
}

/**
 * The behaviour for one request: a marker in its last user message wins over
 * the current behaviour; `slow` keeps a custom answer text if one is set.
 */
export function behaviourFor(request: FakeRequest, current: FakeBehaviour): FakeBehaviour {
  const match = MARKER.exec(request.userText);
  if (!match) return current;
  const [, kind, number] = match;
  const value = Number(number);
  if (kind === 'hang') return { kind: 'hang' };
  if (kind === 'garbage') return { kind: 'garbage' };
  if (kind === 'fail') return { kind: 'fail', status: isFailStatus(value) ? value : 500 };
  const base: AnswerBehaviour = current.kind === 'answer' ? current : { kind: 'answer' };
  if (kind === 'cut') return { ...base, cutAfterPieces: Number.isFinite(value) ? value : 2 };
  return { ...base, chunkDelayMs: Number.isFinite(value) ? value : 200 };
}

/**
 * `Fake <model> reply to: <userText>`, plus the start of the latest assistant
 * turn when there is one, so a test can see a chain fed the previous output.
 */
export function defaultAnswerText(request: FakeRequest): string {
  const previous = request.messages.findLast((turn) => turn.role === 'assistant');
  const after = previous ? ` (after: ${previous.text.slice(0, 40)})` : '';
  return `Fake ${request.model} reply to: ${request.userText}${after}`;
}

export function defaultFailMessage(status: FailStatus | 404): string {
  switch (status) {
    case 400:
      return 'The fake provider rejected the request.';
    case 401:
      return 'The fake provider did not get its API key.';
    case 404:
      return 'The fake provider does not serve this path.';
    case 429:
      return 'The fake provider rate limit was reached; retry after 1 second.';
    case 500:
      return 'The fake provider had an internal error.';
    case 503:
      return 'The fake provider is overloaded.';
  }
}
