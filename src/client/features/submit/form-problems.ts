/**
 * Where the form shows what is wrong. The server names fields by dotted
 * path ("title", "variables.0.defaultValue", "attachments.1") with short
 * fragments ("is required"); the form shows a sentence beside the section
 * that holds the field ("Variable 1 default value is required."). The
 * checks the form makes before sending land in the same places.
 */
import {
  MODEL_SETTING_LABELS,
  type ModelSettingName,
  modelSettingsProblems,
  settingsTakenBy,
} from '../../../shared/model-settings.ts';
import { MAX_PROMPT_TEXT_LENGTH, MAX_TITLE_LENGTH } from '../../../shared/prompt-limits.ts';
import type { PromptDraft } from './prompt-draft.ts';
import { formatWholeNumber } from '../../../shared/format.ts';

export const FORM_SECTIONS = [
  'title',
  'description',
  'systemprompt',
  'tools',
  'categories',
  'model',
  'settings',
  'variables',
  'chain',
  'attachments',
] as const;

export type FormSection = (typeof FORM_SECTIONS)[number];
export type SectionErrors = Partial<Record<FormSection, string>>;

/** The section and the words for each field the server may name. */
const FIELDS: Record<string, { section: FormSection; label: string }> = {
  title: { section: 'title', label: 'Title' },
  description: { section: 'description', label: 'User prompt' },
  systemprompt: { section: 'systemprompt', label: 'System prompt' },
  tools: { section: 'tools', label: 'Tools' },
  categories: { section: 'categories', label: 'Categories' },
  model: { section: 'model', label: 'Model' },
  isImagePrompt: { section: 'model', label: 'Image prompt' },
  settings: { section: 'settings', label: 'Model settings' },
  variables: { section: 'variables', label: 'Variables' },
  isChained: { section: 'chain', label: 'Chaining' },
  chainedPrompts: { section: 'chain', label: 'Chain' },
  executionType: { section: 'chain', label: 'Execution type' },
  attachments: { section: 'attachments', label: 'Files' },
};

const ITEM_NOUNS: Record<string, string> = {
  categories: 'Category',
  variables: 'Variable',
  chainedPrompts: 'Step',
  attachments: 'File',
};

const PART_WORDS: Record<string, string> = {
  name: 'name',
  defaultValue: 'default value',
  title: 'title',
  systemprompt: 'system prompt',
  description: 'prompt',
  tools: 'tools',
  fileUrl: 'address',
};

const isSettingName = (name: string): name is ModelSettingName =>
  Object.hasOwn(MODEL_SETTING_LABELS, name);

/** "variables.0.defaultValue" -> "Variable 1 default value"; "settings.topP" -> "Top-p". */
function labelOf(path: string[]): string {
  const [root = '', index, ...rest] = path;
  if (root === 'settings' && index !== undefined && isSettingName(index)) {
    return MODEL_SETTING_LABELS[index];
  }
  const field = FIELDS[root];
  const noun = ITEM_NOUNS[root];
  if (index === undefined || !noun || !/^\d+$/.test(index)) return field?.label ?? 'This field';
  const words = rest.map((part) => PART_WORDS[part] ?? part);
  return [noun, String(Number(index) + 1), ...words].join(' ');
}

/** Messages written for people stay as they are; fragments become sentences. */
function sentence(label: string, message: string): string {
  const text = /^[A-Z]/.test(message) ? message : `${label} ${message}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The server's field messages, one per section (the first it named). */
export function sectionErrorsOf(fields: Record<string, string>): SectionErrors {
  const errors: SectionErrors = {};
  for (const [name, message] of Object.entries(fields)) {
    const path = name.split('.');
    const section = FIELDS[path[0] ?? '']?.section;
    if (section) errors[section] ??= sentence(labelOf(path), message);
  }
  return errors;
}

/** What the form can tell before sending. */
export function draftProblems(draft: PromptDraft): SectionErrors {
  const errors: SectionErrors = {};
  const title = draft.title.trim();
  if (title === '') errors.title = 'Enter a title.';
  else if (title.length > MAX_TITLE_LENGTH) {
    errors.title = `The title can be at most ${MAX_TITLE_LENGTH} characters.`;
  }
  if (draft.description.trim() === '') errors.description = 'Enter the user prompt.';
  else if (draft.description.length > MAX_PROMPT_TEXT_LENGTH) {
    errors.description = `The user prompt can be at most ${formatWholeNumber(MAX_PROMPT_TEXT_LENGTH)} characters.`;
  }
  if (draft.categories.length === 0) errors.categories = 'Choose at least one category.';
  const setting = firstSettingProblem(draft);
  if (setting) errors.settings = setting.message;
  if (draft.isChained && draft.chainedPrompts.length === 0) {
    errors.chain = 'Add at least one step to the chain, or turn chaining off.';
  }
  return errors;
}

/** The first model setting the chosen model does not take as given, in words. */
export function firstSettingProblem(
  draft: PromptDraft,
): { name: ModelSettingName; message: string } | null {
  const problems = modelSettingsProblems(draft.model, settingsTakenBy(draft.model, draft.settings));
  const [found] = Object.entries(problems);
  if (!found) return null;
  const name = found[0] as ModelSettingName;
  return { name, message: sentence(MODEL_SETTING_LABELS[name], found[1]) };
}

export function hasProblems(errors: SectionErrors): boolean {
  return Object.keys(errors).length > 0;
}
