/**
 * The navigation state the playground is entered with (PlaygroundEntryState,
 * sent by Try This on home, the library and the prompt page). history.state
 * survives reloads and may hold anything another page left there, so it is
 * read field by field and anything unexpected is dropped.
 */
import type { ExecutionType } from '../../../shared/prompt-fields.ts';

export interface ChainStep {
  title: string;
  prompt: string;
  systemPrompt: string;
}

export interface EntryChain {
  steps: ChainStep[];
  executionType: ExecutionType;
}

export interface PlaygroundEntry {
  text: string;
  variables: Record<string, string>;
  model: string;
  systemPrompt: string;
  isImagePrompt: boolean;
  imageUrl: string | null;
  /** The image attachment's own file name, when the prompt has it ('' otherwise). */
  imageName: string;
  /** The stored prompt's title ('' for a built-in sample): the first step's name in a chain. */
  title: string;
  chain: EntryChain | null;
  /** The stored prompt's model settings (decision 054); {} for a sample. */
  settings: ModelSettings;
}

import { MODEL_SETTING_NAMES, type ModelSettings } from '../../../shared/model-settings.ts';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function stringMap(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** {name, defaultValue}[] of a stored prompt or step, as name -> value. */
function defaultsOf(value: unknown): Record<string, string> {
  if (!Array.isArray(value)) return {};
  const pairs: [string, string][] = [];
  for (const item of value) {
    if (isObject(item) && typeof item.name === 'string' && typeof item.defaultValue === 'string') {
      pairs.push([item.name, item.defaultValue]);
    }
  }
  return Object.fromEntries(pairs);
}

function chainOf(prompt: Fields): EntryChain | null {
  if (prompt.isChained !== true || !Array.isArray(prompt.chainedPrompts)) return null;
  const steps = prompt.chainedPrompts
    .filter(isObject)
    .map((step) => ({
      title: textOf(step.title),
      prompt: textOf(step.description),
      systemPrompt: textOf(step.systemprompt),
    }))
    .filter((step) => step.prompt.trim() !== '');
  if (steps.length === 0) return null;
  return {
    steps,
    executionType: prompt.executionType === 'dependent' ? 'dependent' : 'independent',
  };
}

/** Defaults the chain's steps declare; the prompt's own values win. */
function chainDefaults(prompt: Fields): Record<string, string> {
  if (!Array.isArray(prompt.chainedPrompts)) return {};
  const steps = prompt.chainedPrompts.filter(isObject);
  return steps.reduce<Record<string, string>>(
    (all, step) => ({ ...all, ...defaultsOf(step.variables) }),
    {},
  );
}

/** Only this app's own files and web addresses: never data: or javascript: URLs. */
function imageUrlOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return /^(\/(?!\/)|https?:\/\/)/i.test(value) ? value : null;
}

/** The display name of the attachment at this address, for the reference image. */
function attachmentName(prompt: Fields | null, url: string | null): string {
  if (!prompt || !url || !Array.isArray(prompt.attachments)) return '';
  const found = prompt.attachments.filter(isObject).find((file) => file.fileUrl === url);
  return found ? textOf(found.fileName) : '';
}

export function readEntryState(state: unknown): PlaygroundEntry | null {
  if (!isObject(state)) return null;
  const text = textOf(state.initialPrompt);
  if (text.trim() === '') return null;
  const prompt = isObject(state.prompt) ? state.prompt : null;
  const imageUrl = imageUrlOf(state.imageUrl);
  return {
    text,
    variables: { ...(prompt ? chainDefaults(prompt) : {}), ...stringMap(state.initialVariables) },
    model: textOf(state.model),
    systemPrompt: textOf(state.systemPrompt),
    isImagePrompt: state.isImagePrompt === true,
    imageUrl,
    imageName: attachmentName(prompt, imageUrl),
    title: prompt ? textOf(prompt.title) : '',
    chain: prompt ? chainOf(prompt) : null,
    settings: prompt ? settingsOf(prompt.settings) : {},
  };
}

/** Only numbers and texts under the settings' names: navigation state can hold anything. */
export function settingsOf(value: unknown): ModelSettings {
  if (!isObject(value)) return {};
  const kept: ModelSettings = {};
  for (const name of MODEL_SETTING_NAMES) {
    const setting = value[name];
    if (name === 'imageSize' ? typeof setting === 'string' : typeof setting === 'number')
      Object.assign(kept, { [name]: setting });
  }
  return kept;
}
