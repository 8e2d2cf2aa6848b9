/**
 * What a member sends to create or edit a prompt (POST and PUT /prompts and
 * their tRPC twins). Field names follow the REST contract (`systemprompt`).
 * The schema checks each field; the rules that tie fields together (a chain
 * needs steps, variables merge with the text) live in the service.
 */
import { z } from 'zod';
import { MAX_CATEGORIES_PER_PROMPT, MAX_CATEGORY_LENGTH } from './categories.ts';
import { MAX_ID_LENGTH } from './library-limits.ts';
import { EXECUTION_TYPES, PROMPT_VISIBILITIES } from './prompt-fields.ts';
import { MODEL_NAMES } from './models.ts';
import { modelSettingsInput } from './model-settings-inputs.ts';
import {
  MAX_ATTACHMENTS_PER_PROMPT,
  MAX_CATEGORIES_MESSAGE,
  MAX_CHAIN_STEPS,
  MAX_CHAIN_TITLE_LENGTH,
  MAX_FILE_NAME_LENGTH,
  MAX_FILE_URL_LENGTH,
  MAX_FILES_MESSAGE,
  MAX_PROMPT_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
  MAX_TOOLS_LENGTH,
  MAX_VARIABLE_NAME_LENGTH,
  MAX_VARIABLE_VALUE_LENGTH,
  MAX_VARIABLES,
  VARIABLE_NAME_PATTERN,
} from './prompt-limits.ts';
import { MAX_CHANGE_NOTE_LENGTH } from './prompt-version-fields.ts';
import { text } from './text-input.ts';

const promptText = (min: 0 | 1) => text({ max: MAX_PROMPT_TEXT_LENGTH, min, multiline: true });
const optionalPromptText = promptText(0).default('');
const tools = text({ max: MAX_TOOLS_LENGTH, min: 0, multiline: true }).default('');

const variable = z.object({
  name: text({ max: MAX_VARIABLE_NAME_LENGTH }).regex(
    VARIABLE_NAME_PATTERN,
    'must use only letters, digits and underscores',
  ),
  defaultValue: text({ max: MAX_VARIABLE_VALUE_LENGTH, multiline: true }),
});

const variables = z
  .array(variable, { error: 'must be a list of variables' })
  .max(MAX_VARIABLES, `must have at most ${MAX_VARIABLES} variables`)
  .refine(
    (list) => new Set(list.map((v) => v.name)).size === list.length,
    'must not name the same variable twice',
  )
  .default([]);

const chainStep = z.object({
  title: text({ max: MAX_CHAIN_TITLE_LENGTH, min: 0 }).default(''),
  systemprompt: optionalPromptText,
  description: promptText(1),
  tools,
  variables,
});

/** A file from POST /upload/single; only its fileUrl identifies it. */
const attachmentReference = z.object({
  fileUrl: text({ max: MAX_FILE_URL_LENGTH }),
  fileName: text({ max: MAX_FILE_NAME_LENGTH, min: 0 }).optional(),
  fileType: text({ max: 200, min: 0 }).optional(),
  fileSize: z.number().int().nonnegative().optional(),
});

const categories = z
  .array(text({ max: MAX_CATEGORY_LENGTH }), { error: 'must be a list of categories' })
  .min(1, 'must have at least one category')
  .max(MAX_CATEGORIES_PER_PROMPT, MAX_CATEGORIES_MESSAGE);

export const promptSubmissionInput = z.object({
  title: text({ max: MAX_TITLE_LENGTH }),
  description: promptText(1),
  systemprompt: optionalPromptText,
  tools,
  categories,
  model: z.enum(MODEL_NAMES, { error: `must be one of: ${MODEL_NAMES.join(', ')}` }),
  variables,
  isImagePrompt: z.boolean({ error: 'must be true or false' }).default(false),
  isChained: z.boolean({ error: 'must be true or false' }).default(false),
  chainedPrompts: z
    .array(chainStep, { error: 'must be a list of steps' })
    .max(MAX_CHAIN_STEPS, `must have at most ${MAX_CHAIN_STEPS} steps`)
    .default([]),
  executionType: z
    .enum(EXECUTION_TYPES, { error: `must be one of: ${EXECUTION_TYPES.join(', ')}` })
    .default('independent'),
  attachments: z
    .array(attachmentReference, { error: 'must be a list of files' })
    .max(MAX_ATTACHMENTS_PER_PROMPT, MAX_FILES_MESSAGE)
    .default([]),
  /**
   * The model's settings (decision 054); left out or empty: the provider's
   * defaults. Which ones the model takes is checked with the model.
   */
  settings: modelSettingsInput.default({}),
  /** What this edit changed, kept with the version it makes (decision 043). */
  changeNote: text({ max: MAX_CHANGE_NOTE_LENGTH, min: 0 }).optional(),
  /**
   * Who the prompt is for (decision 049): public goes to review, private
   * is the owner's only. A new prompt is public unless it says otherwise;
   * an edit without it keeps the prompt's visibility.
   */
  visibility: z
    .enum(PROMPT_VISIBILITIES, { error: `must be one of: ${PROMPT_VISIBILITIES.join(', ')}` })
    .optional(),
});

export type PromptSubmission = z.infer<typeof promptSubmissionInput>;
export type PromptSubmissionDraft = z.input<typeof promptSubmissionInput>;

const promptId = text({ max: MAX_ID_LENGTH });

/** tRPC's edit: the prompt's id beside the whole form (REST puts the id in the path). */
export const updatePromptInput = promptSubmissionInput.extend({ id: promptId });

/** Set a like (or a save) to the given state; without one, flip it. */
export const likeInput = z.object({
  id: promptId,
  liked: z.boolean({ error: 'must be true or false' }).optional(),
});
export const saveInput = z.object({
  id: promptId,
  saved: z.boolean({ error: 'must be true or false' }).optional(),
});
