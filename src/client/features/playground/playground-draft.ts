/**
 * What the person is about to run (the spec's "Playground state" less the
 * output): the texts, variable values, model, image flag and an optional
 * chain. Pure rules: the model list follows the image flag, the variables
 * follow the texts, and what is sent or remembered is derived from here.
 */
import type { TextRunDraft } from '../../../shared/generation-inputs.ts';
import {
  type ModelName,
  playgroundModelsFor,
  type PlaygroundModel,
} from '../../../shared/models.ts';
import {
  hasSettings,
  type ModelSettings,
  settingsForModel,
  settingsTakenBy,
} from '../../../shared/model-settings.ts';
import {
  problemSentences,
  type SettingProblems,
} from '../../components/model-settings/setting-fields-rules.ts';
import { fillVariables, findVariables } from '../../../shared/variables.ts';
import type { EntryChain, PlaygroundEntry } from './entry-state.ts';
import type { RecentPrompt } from './recent-prompts-store.ts';

export interface PlaygroundChain extends EntryChain {
  /** The stored prompt's title, the first step's name. */
  firstTitle: string;
  /** Off runs the first prompt alone. */
  enabled: boolean;
}

export interface PlaygroundDraft {
  prompt: string;
  systemPrompt: string;
  /** Values by variable name; kept for names no longer in the text, so undoing an edit keeps them. */
  variables: Record<string, string>;
  model: PlaygroundModel;
  isImagePrompt: boolean;
  chain: PlaygroundChain | null;
  /** The model settings the run sends (a stored prompt's, from Try This); absent is none. */
  settings?: ModelSettings;
}

const FALLBACK_MODEL: Record<'text' | 'image', PlaygroundModel> = {
  text: 'ChatGPT',
  image: 'DALL-E',
};

/** The preferred model when the list for this flag has it, else ChatGPT (text) or DALL-E (image). */
export function modelFor(isImagePrompt: boolean, preferred: string): PlaygroundModel {
  const list: string[] = playgroundModelsFor(isImagePrompt);
  return list.includes(preferred)
    ? (preferred as PlaygroundModel)
    : FALLBACK_MODEL[isImagePrompt ? 'image' : 'text'];
}

export const EMPTY_DRAFT: PlaygroundDraft = {
  prompt: '',
  systemPrompt: '',
  variables: {},
  model: FALLBACK_MODEL.text,
  isImagePrompt: false,
  chain: null,
};

export function draftFromEntry(entry: PlaygroundEntry): PlaygroundDraft {
  return {
    prompt: entry.text,
    systemPrompt: entry.systemPrompt,
    variables: entry.variables,
    model: modelFor(entry.isImagePrompt, entry.model),
    isImagePrompt: entry.isImagePrompt,
    chain: entry.chain ? { ...entry.chain, firstTitle: entry.title, enabled: true } : null,
    settings: entry.settings,
  };
}

/** A recent entry restores the texts, values, model and flag; it never had a chain. */
export function draftFromRecent(entry: RecentPrompt): PlaygroundDraft {
  return {
    prompt: entry.text,
    systemPrompt: entry.systemPrompt,
    variables: entry.variables,
    model: modelFor(entry.isImagePrompt, entry.model),
    isImagePrompt: entry.isImagePrompt,
    chain: null,
  };
}

export function setImagePrompt(draft: PlaygroundDraft, isImagePrompt: boolean): PlaygroundDraft {
  return { ...draft, isImagePrompt, model: modelFor(isImagePrompt, draft.model) };
}

function activeChain(draft: PlaygroundDraft): PlaygroundChain | null {
  return draft.chain?.enabled ? draft.chain : null;
}

/** Every variable the texts that will run use, in order of first use. */
export function variableNames(draft: PlaygroundDraft): string[] {
  const chainTexts = (activeChain(draft)?.steps ?? []).flatMap((step) => [
    step.systemPrompt,
    step.prompt,
  ]);
  return [...new Set([draft.systemPrompt, draft.prompt, ...chainTexts].flatMap(findVariables))];
}

/** The values of the variables in use (a blank one is sent blank, as the person left it). */
export function usedValues(draft: PlaygroundDraft): Record<string, string> {
  return Object.fromEntries(
    variableNames(draft).map((name) => [name, draft.variables[name] ?? '']),
  );
}

/** The prompt with every filled-in variable replaced; blank ones stay as {name}. */
export function filledPrompt(draft: PlaygroundDraft): string {
  const filled = Object.entries(usedValues(draft)).filter(([, value]) => value !== '');
  return fillVariables(draft.prompt, Object.fromEntries(filled));
}

/** What POST /api/prompts/generate receives for one model (compare sends one per model). */
export function generationDraft(draft: PlaygroundDraft, model: ModelName): TextRunDraft {
  const chain = activeChain(draft);
  return {
    prompt: draft.prompt,
    systemPrompt: draft.systemPrompt,
    variables: usedValues(draft),
    model,
    isImagePrompt: draft.isImagePrompt,
    ...(chain ? { chainedPrompts: chain.steps, executionType: chain.executionType } : {}),
    // Another model than the prompt's keeps only the settings it takes (compare, a switch).
    ...(hasSettings(draft.settings)
      ? { settings: settingsForModel(model, draft.settings ?? {}) }
      : {}),
  };
}

/**
 * What is wrong with the settings for the one model that runs; in a
 * comparison nothing is, since each model takes what it can (generationDraft).
 */
export function runSettingsProblems(
  draft: PlaygroundDraft,
  models: readonly ModelName[],
): SettingProblems {
  const [model] = models;
  if (models.length !== 1 || !model) return {};
  return problemSentences(model, settingsTakenBy(model, draft.settings ?? {}));
}

/** The titles the output shows per step before the server names them. */
export function stepTitles(draft: PlaygroundDraft): string[] {
  const chain = activeChain(draft);
  if (!chain) return [''];
  return [chain.firstTitle, ...chain.steps.map((step) => step.title)].map(
    (title, index) => title.trim() || `Step ${index + 1}`,
  );
}

export function recentEntryOf(draft: PlaygroundDraft, timestamp: number): RecentPrompt {
  return {
    text: draft.prompt,
    systemPrompt: draft.systemPrompt,
    variables: usedValues(draft),
    model: draft.model,
    isImagePrompt: draft.isImagePrompt,
    timestamp,
  };
}
