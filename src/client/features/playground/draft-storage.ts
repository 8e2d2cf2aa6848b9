/**
 * The workspace kept in sessionStorage, so leaving the playground (a link,
 * Back, a reload) does not lose what the person wrote. Only the draft, the
 * compare choice and the address of the entry's image are kept: outputs and
 * image bytes are not. The stored text may be old or edited by hand, so it
 * is read field by field and anything unexpected falls back to a default.
 */
import { playgroundModelsFor, type PlaygroundModel } from '../../../shared/models.ts';
import { type ChainStep, settingsOf } from './entry-state.ts';
import { modelFor, type PlaygroundChain, type PlaygroundDraft } from './playground-draft.ts';
import type { ImageSource } from './use-reference-image.ts';

export const DRAFT_STORAGE_KEY = 'playgroundDraft';

export interface StoredWorkspace {
  draft: PlaygroundDraft;
  compareOn: boolean;
  compareModels: PlaygroundModel[];
  /** The entry's image, offered again as the reference (its bytes are fetched anew). */
  imageSource: ImageSource | null;
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function stringMap(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
  );
}

function stepOf(value: unknown): ChainStep | null {
  if (!isObject(value) || typeof value.prompt !== 'string') return null;
  return {
    title: textOf(value.title),
    prompt: value.prompt,
    systemPrompt: textOf(value.systemPrompt),
  };
}

function chainOf(value: unknown): PlaygroundChain | null {
  if (!isObject(value) || !Array.isArray(value.steps)) return null;
  const steps = value.steps.map(stepOf).filter((step): step is ChainStep => step !== null);
  if (steps.length === 0) return null;
  return {
    steps,
    executionType: value.executionType === 'dependent' ? 'dependent' : 'independent',
    firstTitle: textOf(value.firstTitle),
    enabled: value.enabled !== false,
  };
}

function draftOf(value: Fields): PlaygroundDraft {
  const isImagePrompt = value.isImagePrompt === true;
  return {
    prompt: textOf(value.prompt),
    systemPrompt: textOf(value.systemPrompt),
    variables: stringMap(value.variables),
    model: modelFor(isImagePrompt, textOf(value.model)),
    isImagePrompt,
    chain: chainOf(value.chain),
    settings: settingsOf(value.settings),
  };
}

/** Only this app's own files and web addresses, as for the entry's image. */
function imageSourceOf(value: unknown): ImageSource | null {
  if (!isObject(value) || typeof value.url !== 'string') return null;
  if (!/^(\/(?!\/)|https?:\/\/)/i.test(value.url)) return null;
  return { url: value.url, name: textOf(value.name) };
}

export function parseStoredWorkspace(text: string | null): StoredWorkspace | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || !isObject(value.draft)) return null;
  const draft = draftOf(value.draft);
  const allowed: string[] = playgroundModelsFor(draft.isImagePrompt);
  const listed: unknown[] = Array.isArray(value.compareModels) ? value.compareModels : [];
  const compareModels = listed.filter(
    (model): model is PlaygroundModel => typeof model === 'string' && allowed.includes(model),
  );
  return {
    draft,
    compareOn: value.compareOn === true,
    compareModels: [...new Set(compareModels)],
    imageSource: imageSourceOf(value.imageSource),
  };
}

/** Storage may be missing or full (private windows): the draft is then simply not kept. */
export function readStoredWorkspace(): StoredWorkspace | null {
  try {
    return parseStoredWorkspace(window.sessionStorage.getItem(DRAFT_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function writeStoredWorkspace(workspace: StoredWorkspace): void {
  try {
    window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(workspace));
  } catch {
    // Nothing to do: the workspace still works, it is just not kept.
  }
}
