/**
 * The rules that tie a submission's fields together, applied after the
 * schema has checked each field on its own:
 *   - categories: duplicates (any case) collapse; the first is the one a
 *     list shows.
 *   - variables: the author's list, with their default values, then every
 *     other variable the texts use (empty default), in order of first use.
 *   - chain: a chained prompt needs at least one step; an unchained one
 *     carries no steps and runs independently (spec section 4).
 *   - settings: only those the chosen model takes, within its ranges
 *     (decision 054).
 */
import type { ModelSettings } from '../../../shared/model-settings.ts';
import type { PromptVariable } from '../../../shared/prompt-fields.ts';
import type { PromptSubmission } from '../../../shared/prompt-submission-input.ts';
import { mergeVariables } from '../../../shared/variables.ts';
import { AppError } from '../../errors.ts';
import { checkedSettings } from '../model-settings-check.ts';

/** The prompt's columns as a submission sets them. */
export interface NormalizedSubmission {
  title: string;
  description: string;
  systemPrompt: string;
  tools: string;
  categories: string[];
  category: string;
  model: PromptSubmission['model'];
  settings: ModelSettings;
  variables: PromptVariable[];
  isImagePrompt: boolean;
  isChained: boolean;
  chainedPrompts: PromptSubmission['chainedPrompts'];
  executionType: PromptSubmission['executionType'];
}

function distinctCategories(categories: string[]): string[] {
  const seen = new Set<string>();
  return categories.filter((category) => {
    const key = category.toLocaleLowerCase('en');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The author's variables, then those the texts use that the author did not list. */
function variablesOf(texts: string[], given: PromptVariable[]): PromptVariable[] {
  return mergeVariables(texts, given).map(({ name, defaultValue }) => ({ name, defaultValue }));
}

function chainFields(
  input: PromptSubmission,
): Pick<NormalizedSubmission, 'isChained' | 'chainedPrompts' | 'executionType'> {
  if (!input.isChained)
    return { isChained: false, chainedPrompts: [], executionType: 'independent' };
  if (input.chainedPrompts.length === 0) {
    throw new AppError('BAD_REQUEST', 'A chained prompt needs at least one step', {
      fields: { chainedPrompts: 'add a step, or turn chaining off' },
    });
  }
  return {
    isChained: true,
    executionType: input.executionType,
    chainedPrompts: input.chainedPrompts.map((step) => ({
      ...step,
      variables: variablesOf([step.systemprompt, step.description], step.variables),
    })),
  };
}

export function normalizeSubmission(input: PromptSubmission): NormalizedSubmission {
  const categories = distinctCategories(input.categories);
  return {
    title: input.title,
    description: input.description,
    systemPrompt: input.systemprompt,
    tools: input.tools,
    model: input.model,
    settings: checkedSettings(input.model, input.settings),
    isImagePrompt: input.isImagePrompt,
    categories,
    category: categories[0] ?? '',
    variables: variablesOf([input.systemprompt, input.description], input.variables),
    ...chainFields(input),
  };
}
