/**
 * What a playground run sends (POST /api/prompts/generate, JSON or
 * multipart). Texts are templates: the server fills the variables in with
 * the shared function, so what the model receives is decided in one place.
 * A chained prompt sends its further steps; the first step is `prompt`.
 */
import { z } from 'zod';
import { EXECUTION_TYPES } from './prompt-fields.ts';
import {
  MAX_CHAIN_STEPS,
  MAX_PROMPT_TEXT_LENGTH,
  MAX_VARIABLE_NAME_LENGTH,
  MAX_VARIABLE_VALUE_LENGTH,
  MAX_VARIABLES,
  VARIABLE_NAME_PATTERN,
} from './prompt-limits.ts';
import { MODEL_NAMES } from './models.ts';
import { text } from './text-input.ts';

const promptText = (min: 0 | 1) => text({ max: MAX_PROMPT_TEXT_LENGTH, min, multiline: true });

const variableValues = z
  .record(z.string(), text({ max: MAX_VARIABLE_VALUE_LENGTH, min: 0, multiline: true }), {
    error: (issue) =>
      issue.code === 'invalid_type' ? 'must map variable names to text' : undefined,
  })
  // Names are judged here, so a bad one is reported under its own name.
  .superRefine((values, context) => {
    const names = Object.keys(values);
    if (names.length > MAX_VARIABLES) {
      context.addIssue({ code: 'custom', message: `must have at most ${MAX_VARIABLES} variables` });
    }
    for (const name of names) {
      if (!VARIABLE_NAME_PATTERN.test(name) || name.length > MAX_VARIABLE_NAME_LENGTH) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `must be a name of letters, digits and underscores, at most ${MAX_VARIABLE_NAME_LENGTH} long`,
        });
      }
    }
  })
  .default({});

const chainStep = z.object({
  title: text({ max: 200, min: 0 }).default(''),
  prompt: promptText(1),
  systemPrompt: promptText(0).default(''),
});

export const generationInput = z.object({
  prompt: promptText(1),
  systemPrompt: promptText(0).default(''),
  variables: variableValues,
  model: z.enum(MODEL_NAMES, { error: `must be one of: ${MODEL_NAMES.join(', ')}` }),
  isImagePrompt: z.boolean({ error: 'must be true or false' }).default(false),
  /** The steps after the first, for a chained prompt. */
  chainedPrompts: z
    .array(chainStep, { error: 'must be a list of steps' })
    .max(MAX_CHAIN_STEPS, `must have at most ${MAX_CHAIN_STEPS} steps`)
    .default([]),
  executionType: z
    .enum(EXECUTION_TYPES, { error: `must be one of: ${EXECUTION_TYPES.join(', ')}` })
    .default('independent'),
});

export type GenerationInput = z.infer<typeof generationInput>;
export type GenerationDraft = z.input<typeof generationInput>;
