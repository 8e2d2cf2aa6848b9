/**
 * What both doors return for prompt versions (decision 043): the history's
 * rows, one version with its content, and the diff between two. Content
 * uses the Prompt object's field names (systemprompt, fileUrl).
 */
import { z } from 'zod';
import { isoDate } from './iso-date.ts';
import { MODEL_SETTING_NAMES } from './model-settings.ts';
import { PROMPT_VERSION_KINDS, PROMPT_VERSION_STATUSES } from './prompt-version-fields.ts';
import { promptView } from './prompt-views.ts';

export const versionContentView = promptView.pick({
  title: true,
  description: true,
  systemprompt: true,
  tools: true,
  categories: true,
  model: true,
  settings: true,
  variables: true,
  isImagePrompt: true,
  isChained: true,
  chainedPrompts: true,
  executionType: true,
  attachments: true,
});
export type VersionContentView = z.infer<typeof versionContentView>;

export const versionSummaryView = z.object({
  number: z.number().int(),
  status: z.enum(PROMPT_VERSION_STATUSES),
  kind: z.enum(PROMPT_VERSION_KINDS),
  changeNote: z.string(),
  author: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: isoDate,
  reviewReason: z
    .string()
    .optional()
    .describe("The moderator's reason for a rejected version (owner and admins)"),
  reviewedAt: isoDate.optional(),
});
export type VersionSummaryView = z.infer<typeof versionSummaryView>;

export const versionView = versionSummaryView.extend({ content: versionContentView });
export type VersionView = z.infer<typeof versionView>;

/** A run of text: common to both sides, or only in the later one (added), or only in the earlier (removed). */
const textPart = z.object({
  value: z.string(),
  added: z.boolean().optional(),
  removed: z.boolean().optional(),
});
export type TextPart = z.infer<typeof textPart>;

export const TEXT_FIELDS = ['title', 'description', 'systemprompt', 'tools'] as const;
export const VALUE_FIELDS = ['model', 'executionType', 'isImagePrompt', 'isChained'] as const;

const textChange = z.object({
  field: z.enum(TEXT_FIELDS),
  kind: z.literal('text'),
  parts: z.array(textPart).describe('The later text, with removed runs of the earlier one between'),
});
const valueChange = z.object({
  field: z.enum(VALUE_FIELDS),
  kind: z.literal('value'),
  from: z.union([z.string(), z.boolean()]),
  to: z.union([z.string(), z.boolean()]),
});
const listChange = z.object({
  field: z.enum(['categories', 'attachments']),
  kind: z.literal('list'),
  added: z.array(z.string()),
  removed: z.array(z.string()),
  reordered: z.boolean().describe('The same items in another order'),
});
const variableView = z.object({ name: z.string(), defaultValue: z.string() });
const variablesChange = z.object({
  field: z.literal('variables'),
  kind: z.literal('variables'),
  added: z.array(variableView),
  removed: z.array(variableView),
  changed: z.array(z.object({ name: z.string(), from: z.string(), to: z.string() })),
});
const stepTextChange = textChange.extend({
  field: z.enum(['title', 'systemprompt', 'description', 'tools']),
});
const stepsChange = z.object({
  field: z.literal('chainedPrompts'),
  kind: z.literal('steps'),
  steps: z.array(
    z.object({
      index: z
        .number()
        .int()
        .describe('From 0, in the later version (the earlier for a removed step)'),
      change: z.enum(['added', 'removed', 'changed']),
      fields: z.array(stepTextChange).describe('The changed texts of a changed step'),
      variables: variablesChange.optional(),
    }),
  ),
});

const settingValue = z.union([z.number(), z.string()]).nullable().describe('null: not set');
const settingsChange = z.object({
  field: z.literal('settings'),
  kind: z.literal('settings'),
  changed: z.array(
    z.object({ name: z.enum(MODEL_SETTING_NAMES), from: settingValue, to: settingValue }),
  ),
});

export const fieldChange = z.discriminatedUnion('kind', [
  textChange,
  valueChange,
  listChange,
  variablesChange,
  stepsChange,
  settingsChange,
]);
export type FieldChange = z.infer<typeof fieldChange>;
export type VariablesChange = z.infer<typeof variablesChange>;
export type StepsChange = z.infer<typeof stepsChange>;
export type SettingsChange = z.infer<typeof settingsChange>;

export const versionDiffView = z.object({
  from: z.number().int(),
  to: z.number().int(),
  changes: z.array(fieldChange).describe("Only the fields that differ, in the form's order"),
});
export type VersionDiffView = z.infer<typeof versionDiffView>;

/** A pending version in the moderator's queue: the prompt as it is live, the version, and what it changes. */
export const pendingVersionView = z.object({
  prompt: promptView.describe('The prompt as it is live now'),
  version: versionSummaryView,
  diff: versionDiffView.describe('From the live version to the pending one'),
});
export type PendingVersionView = z.infer<typeof pendingVersionView>;
