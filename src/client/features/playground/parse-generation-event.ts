/**
 * Turns one streamed JSON value into a GenerationEvent, or null for a value
 * this client does not know (a newer server may add event types; the run
 * should go on rather than fail on them).
 */
import type { GenerationEvent } from '../../../shared/generation-events.ts';

type Fields = Record<string, unknown>;

const isStep = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

const isText = (value: unknown): value is string => typeof value === 'string';

const READERS: Record<GenerationEvent['type'], (fields: Fields) => GenerationEvent | null> = {
  step: ({ step, steps, title }) =>
    isStep(step) && isStep(steps) && isText(title) ? { type: 'step', step, steps, title } : null,
  text: ({ step, text }) => (isStep(step) && isText(text) ? { type: 'text', step, text } : null),
  image: ({ step, imageUrl }) =>
    isStep(step) && isText(imageUrl) && imageUrl !== '' ? { type: 'image', step, imageUrl } : null,
  'step-end': ({ step }) => (isStep(step) ? { type: 'step-end', step } : null),
  error: ({ step, message, code, charged }) => ({
    type: 'error',
    // An error is never dropped: a missing field still ends the run with a message.
    step: isStep(step) ? step : 0,
    message: isText(message) && message !== '' ? message : '',
    code: isText(code) ? code : 'UNKNOWN',
    charged: isStep(charged) ? charged : 0,
    // The finished steps were already streamed to this page; the lane keeps them.
    steps: [],
  }),
  clamped: ({ requested, allowed, message }) =>
    isStep(requested) && isStep(allowed) && isText(message)
      ? { type: 'clamped', setting: 'maxOutputTokens', requested, allowed, message }
      : null,
  progress: () => ({ type: 'progress' }),
  done: () => ({ type: 'done' }),
};

export function parseGenerationEvent(value: unknown): GenerationEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Fields;
  const type = fields.type;
  if (typeof type !== 'string' || !Object.hasOwn(READERS, type)) return null;
  return READERS[type as GenerationEvent['type']](fields);
}
