/**
 * What a playground run sends (POST /api/prompts/generate, JSON or
 * multipart). Texts are templates: the server fills the variables in with
 * the shared function, so what the model receives is decided in one place.
 * A chained prompt sends its further steps; the first step is `prompt`.
 *
 * Or, instead of the texts, `promptId`: the server runs that stored prompt
 * and its chain with the caller's variables (the prompt's own defaults for
 * any left out), on its model unless `model` names another; with `version`,
 * that version's content instead of the live one. A prompt as
 * GET /api/prompts/:id answers it (`systemprompt`, `description`, a list of
 * variables) so needs no reshaping by an integrator.
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
import { MAX_ID_LENGTH } from './library-limits.ts';
import { MODEL_NAMES } from './models.ts';
import { modelSettingsInput } from './model-settings-inputs.ts';
import { text } from './text-input.ts';
import { versionNumber } from './prompt-version-inputs.ts';

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

const modelName = z.enum(MODEL_NAMES, { error: `must be one of: ${MODEL_NAMES.join(', ')}` });

/** A run of texts the caller sends. */
export const textRunInput = z.object({
  prompt: promptText(1),
  systemPrompt: promptText(0).default(''),
  variables: variableValues,
  model: modelName,
  isImagePrompt: z.boolean({ error: 'must be true or false' }).default(false),
  /** The steps after the first, for a chained prompt. */
  chainedPrompts: z
    .array(chainStep, { error: 'must be a list of steps' })
    .max(MAX_CHAIN_STEPS, `must have at most ${MAX_CHAIN_STEPS} steps`)
    .default([]),
  executionType: z
    .enum(EXECUTION_TYPES, { error: `must be one of: ${EXECUTION_TYPES.join(', ')}` })
    .default('independent'),
  /** This run's model settings (decision 054); a maximum above the plan's is lowered. */
  settings: modelSettingsInput.optional(),
  /** Only with promptId: a stray one would otherwise be dropped without a word. */
  version: z
    .never({ error: 'names a version of a stored prompt: send it with promptId' })
    .optional(),
});

export type TextRunInput = z.infer<typeof textRunInput>;

const FROM_STORED_PROMPT =
  'comes from the stored prompt: send promptId or the prompt’s text, not both';
const fromStoredPrompt = z.never({ error: FROM_STORED_PROMPT }).optional();

/** A run of a stored prompt, by id; its texts and chain come from the prompt. */
export const storedRunInput = z.object({
  promptId: text({ max: MAX_ID_LENGTH }),
  /**
   * One of the prompt's versions instead of its live one (issue 28 item 3),
   * seen by the same rule as GET /api/prompts/:id/versions/:n.
   */
  version: versionNumber.optional(),
  variables: variableValues,
  /** Another model than the prompt's own. */
  model: modelName.optional(),
  /** Settings for this run only, on top of the prompt's own (decision 054). */
  settings: modelSettingsInput.optional(),
  prompt: fromStoredPrompt,
  systemPrompt: fromStoredPrompt,
  isImagePrompt: fromStoredPrompt,
  chainedPrompts: fromStoredPrompt,
  executionType: fromStoredPrompt,
});

export type StoredRunInput = z.infer<typeof storedRunInput>;

/** Whether a request names a stored prompt (then its schema is storedRunInput). */
function namesStoredPrompt(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && 'promptId' in raw;
}

/**
 * Either shape, judged by the schema its `promptId` picks, so a mistake is
 * reported under its own field rather than as "matches neither".
 */
export const generationInput = z.unknown().transform((raw, context) => {
  const schema = namesStoredPrompt(raw) ? storedRunInput : textRunInput;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) context.addIssue({ ...issue, code: 'custom' });
  return z.NEVER;
});

export type GenerationInput = TextRunInput | StoredRunInput;
/** What the web app sends: the texts on its screen. */
export type TextRunDraft = z.input<typeof textRunInput>;
export type GenerationDraft = TextRunDraft | z.input<typeof storedRunInput>;

export function isStoredRun(input: GenerationInput): input is StoredRunInput {
  return 'promptId' in input && typeof input.promptId === 'string';
}
