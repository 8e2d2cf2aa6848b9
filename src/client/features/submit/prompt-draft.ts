/**
 * The submit form's state (PRODUCT_SPEC sections 3 "Prompt", 4 "Submit
 * form"), the rules that tie its fields together, and what it sends. Pure
 * functions, so the chain rules are tested without a browser:
 *   - adding a chained prompt turns chaining on;
 *   - removing the last one turns chaining off;
 *   - turning chaining off sets the execution type back to independent.
 */
import { DEFAULT_CATEGORY } from '../../../shared/categories.ts';
import { DEFAULT_MODEL, isModelName, type ModelName } from '../../../shared/models.ts';
import { type ModelSettings, settingsTakenBy } from '../../../shared/model-settings.ts';
import type {
  ChainedPrompt,
  ExecutionType,
  PromptVariable,
} from '../../../shared/prompt-fields.ts';
import type { PromptSubmissionDraft } from '../../../shared/prompt-submission-input.ts';
import type { AttachmentView, PromptView } from '../../../shared/prompt-views.ts';

export interface PromptDraft {
  title: string;
  /** The user prompt. */
  description: string;
  systemprompt: string;
  tools: string;
  categories: string[];
  model: ModelName;
  isImagePrompt: boolean;
  /** The author's variables, each with a default value (detected ones are derived). */
  variables: PromptVariable[];
  isChained: boolean;
  chainedPrompts: ChainedPrompt[];
  executionType: ExecutionType;
  attachments: AttachmentView[];
  /**
   * The model settings (decision 054). Kept across a change of model, so
   * switching back finds them; only the ones the model takes are sent.
   */
  settings: ModelSettings;
}

export type DraftUpdate = (change: (draft: PromptDraft) => PromptDraft) => void;

export function emptyDraft(attachments: AttachmentView[] = []): PromptDraft {
  return {
    title: '',
    description: '',
    systemprompt: '',
    tools: '',
    categories: [DEFAULT_CATEGORY],
    model: DEFAULT_MODEL,
    isImagePrompt: false,
    variables: [],
    isChained: false,
    chainedPrompts: [],
    executionType: 'independent',
    attachments,
    settings: {},
  };
}

/** Only variables the author gave a value; the rest are found in the text again. */
function withDefaults(variables: PromptVariable[]): PromptVariable[] {
  return variables.filter((variable) => variable.defaultValue.trim() !== '');
}

/** The edit form starts from the stored prompt. */
export function draftFromPrompt(prompt: PromptView): PromptDraft {
  return {
    title: prompt.title,
    description: prompt.description,
    systemprompt: prompt.systemprompt,
    tools: prompt.tools,
    categories: prompt.categories.length > 0 ? [...prompt.categories] : [DEFAULT_CATEGORY],
    model: isModelName(prompt.model) ? prompt.model : DEFAULT_MODEL,
    isImagePrompt: prompt.isImagePrompt,
    variables: withDefaults(prompt.variables),
    isChained: prompt.isChained,
    chainedPrompts: prompt.chainedPrompts.map((step) => ({
      ...step,
      variables: withDefaults(step.variables),
    })),
    executionType: prompt.executionType,
    attachments: [...prompt.attachments],
    settings: { ...prompt.settings },
  };
}

export function setChained(draft: PromptDraft, isChained: boolean): PromptDraft {
  return isChained
    ? { ...draft, isChained }
    : { ...draft, isChained, executionType: 'independent' };
}

export function addChainStep(draft: PromptDraft, step: ChainedPrompt): PromptDraft {
  return { ...draft, isChained: true, chainedPrompts: [...draft.chainedPrompts, step] };
}

export function removeChainStep(draft: PromptDraft, index: number): PromptDraft {
  const chainedPrompts = draft.chainedPrompts.filter((_, at) => at !== index);
  const next = { ...draft, chainedPrompts };
  return chainedPrompts.length === 0 ? setChained(next, false) : next;
}

/** What prompts.create and prompts.update receive (the server trims and checks again). */
export function submissionOf(draft: PromptDraft): PromptSubmissionDraft {
  return {
    title: draft.title.trim(),
    description: draft.description,
    systemprompt: draft.systemprompt,
    tools: draft.tools,
    categories: draft.categories,
    model: draft.model,
    variables: draft.variables,
    isImagePrompt: draft.isImagePrompt,
    isChained: draft.isChained,
    // Steps kept while chaining is off are not part of the prompt.
    chainedPrompts: draft.isChained ? draft.chainedPrompts : [],
    executionType: draft.isChained ? draft.executionType : 'independent',
    attachments: draft.attachments.map(({ fileUrl, fileName, fileType, fileSize }) => ({
      fileUrl,
      fileName,
      fileType,
      fileSize,
    })),
    settings: settingsTakenBy(draft.model, draft.settings),
  };
}
