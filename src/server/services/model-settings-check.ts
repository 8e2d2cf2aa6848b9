/**
 * The model settings' rules on the server (decision 054), for a prompt
 * being saved and for a run: settings a model does not take, or outside its
 * range, are a 400 naming each one (`settings.temperature`); a stored
 * prompt run on another model keeps only the settings that model takes,
 * and a run's own settings replace the stored ones.
 */
import {
  type ModelSettings,
  modelSettingsProblems,
  settingRulesFor,
  settingsForModel,
} from '../../shared/model-settings.ts';
import { AppError } from '../errors.ts';

/** The settings as given, or a 400 naming each one this model does not take as given. */
export function checkedSettings(model: string, settings: ModelSettings): ModelSettings {
  const problems = Object.entries(modelSettingsProblems(model, settings));
  if (problems.length === 0) return settings;
  const fields = Object.fromEntries(
    problems.map(([name, problem]) => [`settings.${name}`, problem]),
  );
  const [name, problem] = problems[0] ?? ['settings', 'are not valid'];
  throw new AppError('BAD_REQUEST', `The model setting ${name} ${problem}.`, { fields });
}

/**
 * A stored prompt's settings for a run on `model`, with the run's own on
 * top. Where the model takes temperature or top-p but not both (Claude),
 * a run that sets either replaces the stored pair.
 */
export function runSettings(
  model: string,
  stored: ModelSettings,
  overrides: ModelSettings,
): ModelSettings {
  const kept = settingsForModel(model, stored);
  const own = checkedSettings(model, overrides);
  const setsSampling = own.temperature !== undefined || own.topP !== undefined;
  if (settingRulesFor(model).temperatureOrTopP && setsSampling) {
    delete kept.temperature;
    delete kept.topP;
  }
  return { ...kept, ...own };
}
