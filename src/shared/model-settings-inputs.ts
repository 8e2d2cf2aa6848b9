/**
 * The model settings a door accepts (decision 054): each optional, typed
 * and within the outer bounds any model has; unknown names are refused so
 * a misspelt setting is not silently dropped. Which settings a model takes
 * and its own ranges are the service's check (model-settings.ts), since
 * they depend on the model beside them.
 */
import { z } from 'zod';
import { SETTING_BOUNDS } from './model-settings.ts';
import { text } from './text-input.ts';

function between(range: { min: number; max: number }, integer: boolean) {
  const base = z.number({ error: integer ? 'must be a whole number' : 'must be a number' });
  const checked = (integer ? base.int('must be a whole number') : base)
    .min(range.min, `must be at least ${range.min}`)
    .max(range.max, `must be at most ${range.max.toLocaleString('en-US')}`);
  return checked.optional();
}

export const modelSettingsInput = z.strictObject(
  {
    temperature: between(SETTING_BOUNDS.temperature, false),
    topP: between(SETTING_BOUNDS.topP, false),
    maxOutputTokens: between(SETTING_BOUNDS.maxOutputTokens, true),
    imageSize: text({ max: SETTING_BOUNDS.imageSizeLength }).optional(),
    imageCount: between(SETTING_BOUNDS.imageCount, true),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `takes only temperature, topP, maxOutputTokens, imageSize and imageCount (not ${issue.keys.join(', ')})`
        : issue.code === 'invalid_type'
          ? 'must be an object of model settings'
          : undefined,
  },
);
