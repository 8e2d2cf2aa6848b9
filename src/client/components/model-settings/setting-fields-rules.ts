/**
 * What the model settings' fields show, from the shared catalogue
 * (model-settings.ts): which fields appear for the models chosen, the range
 * each field states, and the problems in words beside each field. Pure, so
 * it is tested without a browser; the rules themselves stay in the catalogue.
 */
import {
  MODEL_SETTING_LABELS,
  MODEL_SETTING_NAMES,
  type ModelSettingName,
  type ModelSettings,
  modelSettingsProblems,
  settingNamesFor,
  settingRulesFor,
} from '../../../shared/model-settings.ts';

export type SettingProblems = Partial<Record<ModelSettingName, string>>;

type NumberSetting = Exclude<ModelSettingName, 'imageSize'>;

/** The fields shown: every setting one of the models takes, in the catalogue's order. */
export function fieldNames(models: readonly string[]): ModelSettingName[] {
  const taken = new Set(models.flatMap(settingNamesFor));
  return MODEL_SETTING_NAMES.filter((name) => taken.has(name));
}

function rangeOf(model: string, name: NumberSetting): { min: number; max: number } | null {
  return settingRulesFor(model)[name];
}

/** The widest range among the models (the field's arrows stay within it). */
export function fieldRange(
  models: readonly string[],
  name: NumberSetting,
): { min: number; max: number } | null {
  const ranges = models.flatMap((model) => rangeOf(model, name) ?? []);
  if (ranges.length === 0) return null;
  return {
    min: Math.min(...ranges.map((range) => range.min)),
    max: Math.max(...ranges.map((range) => range.max)),
  };
}

const words = (range: { min: number; max: number }) =>
  `${range.min.toLocaleString('en-US')} to ${range.max.toLocaleString('en-US')}`;

/** "0 to 2", or per model when they differ ("ChatGPT: 0 to 2; Claude: 0 to 1"). */
export function rangeWords(models: readonly string[], name: NumberSetting): string {
  const named = models.flatMap((model) => {
    const range = rangeOf(model, name);
    return range ? [{ model, text: words(range) }] : [];
  });
  const distinct = new Set(named.map((entry) => entry.text));
  if (distinct.size <= 1) return named[0]?.text ?? '';
  return named.map((entry) => `${entry.model}: ${entry.text}`).join('; ');
}

/** The sizes offered: every size one of the models takes. */
export function sizeChoices(models: readonly string[]): string[] {
  return [...new Set(models.flatMap((model) => settingRulesFor(model).imageSizes ?? []))];
}

/** "Temperature must be between 0 and 1 for Claude." for each setting that is wrong. */
export function problemSentences(model: string, settings: ModelSettings): SettingProblems {
  const sentences: SettingProblems = {};
  for (const [name, problem] of Object.entries(modelSettingsProblems(model, settings))) {
    const setting = name as ModelSettingName;
    // "Claude takes temperature or top-p, not both" is a sentence already.
    const text = /^[A-Z]/.test(problem) ? problem : `${MODEL_SETTING_LABELS[setting]} ${problem}`;
    sentences[setting] = `${text}.`;
  }
  return sentences;
}

/** A typed value as a setting: a number, or nothing for an empty or unfinished field. */
export function numberFrom(raw: number | string): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/** The settings with one changed (undefined removes it). */
export function withSetting(
  settings: ModelSettings,
  name: ModelSettingName,
  value: number | string | undefined,
): ModelSettings {
  const next: ModelSettings = { ...settings };
  if (value === undefined) delete next[name];
  else Object.assign(next, { [name]: value });
  return next;
}
