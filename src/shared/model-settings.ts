/**
 * Model settings kept with a prompt (issue 28 item 7, decision 054): what
 * each model of the catalogue accepts, and the one check both doors, the
 * run and the forms apply. Every setting is optional; an empty object is
 * "the provider's defaults". No zod here (the browser bundle reads it).
 *
 * The catalogue describes the default model id each product model runs on
 * (env.ts): DALL-E 3's sizes, Claude's temperature range, and so on.
 */
import { MODEL_KINDS, type ModelName, isModelName } from './models.ts';

export interface ModelSettings {
  /** Randomness of a text model's answer. */
  temperature?: number;
  /** Nucleus sampling: only the most likely words whose chances add up to this. */
  topP?: number;
  /** The longest answer the prompt asks for, in tokens (the plan may allow less). */
  maxOutputTokens?: number;
  /** An image model's size, as that model names it ("1024x1024" or an aspect ratio "16:9"). */
  imageSize?: string;
  /** Images one run makes; each is one generation. */
  imageCount?: number;
}

export const MODEL_SETTING_NAMES = [
  'temperature',
  'topP',
  'maxOutputTokens',
  'imageSize',
  'imageCount',
] as const satisfies readonly (keyof ModelSettings)[];
export type ModelSettingName = (typeof MODEL_SETTING_NAMES)[number];

/** What one model accepts; null: the model takes no such setting. */
export interface ModelSettingRules {
  temperature: { min: number; max: number } | null;
  topP: { min: number; max: number } | null;
  /** Claude takes temperature or top-p, not both (the SDK would drop top-p silently). */
  temperatureOrTopP: boolean;
  maxOutputTokens: { min: number; max: number } | null;
  imageSizes: readonly string[] | null;
  imageCount: { min: number; max: number } | null;
}

/** The outer bounds any model has: the doors' schemas check these, the catalogue the rest. */
export const SETTING_BOUNDS = {
  temperature: { min: 0, max: 2 },
  topP: { min: 0, max: 1 },
  maxOutputTokens: { min: 1, max: 65_536 },
  imageCount: { min: 1, max: 4 },
  imageSizeLength: 20,
} as const;

const NONE: ModelSettingRules = {
  temperature: null,
  topP: null,
  temperatureOrTopP: false,
  maxOutputTokens: null,
  imageSizes: null,
  imageCount: null,
};

function textRules(temperatureMax: number, maxOutputTokens: number): ModelSettingRules {
  return {
    ...NONE,
    temperature: { min: 0, max: temperatureMax },
    topP: { min: 0, max: 1 },
    maxOutputTokens: { min: 1, max: maxOutputTokens },
  };
}

function imageRules(sizes: readonly string[] | null, maxCount: number): ModelSettingRules {
  return { ...NONE, imageSizes: sizes, imageCount: { min: 1, max: maxCount } };
}

export const MODEL_SETTING_RULES: Record<ModelName, ModelSettingRules> = {
  ChatGPT: textRules(2, 16_384),
  Claude: { ...textRules(1, 64_000), temperatureOrTopP: true },
  Gemini: textRules(2, 65_536),
  Llama: textRules(2, 8_192),
  'GPT-4 Vision': textRules(2, 16_384),
  'Gemini Pro Vision': textRules(2, 65_536),
  'DALL-E': imageRules(['1024x1024', '1792x1024', '1024x1792'], 4),
  'Stable Diffusion': imageRules(['1:1', '16:9', '9:16', '3:2', '2:3'], 4),
  // Midjourney is mapped by the operator and DeepFloyd makes squares: a count only.
  Midjourney: imageRules(null, 4),
  DeepFloyd: imageRules(null, 4),
  // A model the site does not know: nothing can be checked, so nothing is kept.
  Other: NONE,
};

export function settingRulesFor(model: string): ModelSettingRules {
  return isModelName(model) ? MODEL_SETTING_RULES[model] : NONE;
}

/** Whether the model takes any setting at all (the forms hide the section otherwise). */
export function takesSettings(model: string): boolean {
  return settingNamesFor(model).length > 0;
}

/** The settings this model takes, in the catalogue's order: the fields a form shows for it. */
export function settingNamesFor(model: string): ModelSettingName[] {
  const rules = settingRulesFor(model);
  return MODEL_SETTING_NAMES.filter((name) => acceptedBy(rules, name));
}

/**
 * Only the settings this model takes, values unchecked: what a form sends
 * for the model chosen (a field hidden for it is not sent; the check still
 * applies to the rest).
 */
export function settingsTakenBy(model: string, settings: ModelSettings): ModelSettings {
  const kept: ModelSettings = {};
  for (const name of settingNamesFor(model)) {
    if (settings[name] !== undefined) Object.assign(kept, { [name]: settings[name] });
  }
  return kept;
}

function acceptedBy(rules: ModelSettingRules, name: ModelSettingName): boolean {
  return name === 'imageSize' ? rules.imageSizes !== null : rules[name] !== null;
}

function kindWord(model: string): string {
  if (!isModelName(model)) return 'this model';
  return MODEL_KINDS[model] === 'image' ? `${model} (an image model)` : `${model} (a text model)`;
}

function rangeProblem(
  value: number,
  range: { min: number; max: number },
  model: string,
): string | null {
  if (value >= range.min && value <= range.max) return null;
  return `must be between ${range.min} and ${range.max.toLocaleString('en-US')} for ${model}`;
}

/**
 * What is wrong with these settings for this model, per setting name
 * (empty when nothing is). The doors' schemas have already checked types
 * and the outer bounds.
 */
export function modelSettingsProblems(
  model: string,
  settings: ModelSettings,
): Partial<Record<ModelSettingName, string>> {
  const rules = settingRulesFor(model);
  const problems: Partial<Record<ModelSettingName, string>> = {};
  for (const name of MODEL_SETTING_NAMES) {
    const value = settings[name];
    if (value === undefined) continue;
    if (!acceptedBy(rules, name)) {
      problems[name] = `is not a setting ${kindWord(model)} takes`;
      continue;
    }
    if (name === 'imageSize') {
      const sizes = rules.imageSizes ?? [];
      if (!sizes.includes(String(value)))
        problems.imageSize = `must be one of ${sizes.join(', ')} for ${model}`;
      continue;
    }
    const range = rules[name];
    const problem = range && typeof value === 'number' ? rangeProblem(value, range, model) : null;
    if (problem) problems[name] = problem;
  }
  if (
    rules.temperatureOrTopP &&
    settings.temperature !== undefined &&
    settings.topP !== undefined
  ) {
    problems.topP = `${model} takes temperature or top-p, not both: leave one empty`;
  }
  return problems;
}

/**
 * The settings this model accepts, the rest left out: a stored prompt run
 * on another model than its own keeps what still applies.
 */
export function settingsForModel(model: string, settings: ModelSettings): ModelSettings {
  const problems = modelSettingsProblems(model, settings);
  const kept: ModelSettings = {};
  for (const name of MODEL_SETTING_NAMES) {
    const value = settings[name];
    if (value === undefined || problems[name]) continue;
    Object.assign(kept, { [name]: value });
  }
  return kept;
}

/** The settings as people read them, in the catalogue's order ("Temperature", "0.7"). */
export const MODEL_SETTING_LABELS: Record<ModelSettingName, string> = {
  temperature: 'Temperature',
  topP: 'Top-p',
  maxOutputTokens: 'Maximum output tokens',
  imageSize: 'Image size',
  imageCount: 'Images per run',
};

export function settingEntries(
  settings: ModelSettings,
): { name: ModelSettingName; label: string; value: string }[] {
  return MODEL_SETTING_NAMES.flatMap((name) => {
    const value = settings[name];
    if (value === undefined) return [];
    const shown = typeof value === 'number' ? value.toLocaleString('en-US') : value;
    return [{ name, label: MODEL_SETTING_LABELS[name], value: shown }];
  });
}

export function hasSettings(settings: ModelSettings | undefined): boolean {
  return settings !== undefined && MODEL_SETTING_NAMES.some((name) => settings[name] !== undefined);
}
