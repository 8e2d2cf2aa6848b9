/**
 * Compare mode: two or three models run the same prompt side by side
 * (MAX_COMPARE_MODELS). Picking a chosen model removes it; a fourth is
 * refused with a reason rather than silently replacing one.
 */
import { MAX_COMPARE_MODELS } from '../../../shared/generation-limits.ts';
import { playgroundModelsFor, type PlaygroundModel } from '../../../shared/models.ts';

export const MIN_COMPARE_MODELS = 2;
export const COMPARE_LIMIT_MESSAGE = `Compare at most ${MAX_COMPARE_MODELS} models at once`;

export interface CompareToggle {
  models: PlaygroundModel[];
  problem: string | null;
}

export function toggleCompareModel(
  chosen: PlaygroundModel[],
  model: PlaygroundModel,
): CompareToggle {
  if (chosen.includes(model)) {
    return { models: chosen.filter((item) => item !== model), problem: null };
  }
  if (chosen.length >= MAX_COMPARE_MODELS)
    return { models: chosen, problem: COMPARE_LIMIT_MESSAGE };
  return { models: [...chosen, model], problem: null };
}

/** After the image flag changes, only models of the new list stay chosen (in list order). */
export function compareModelsFor(
  chosen: PlaygroundModel[],
  isImagePrompt: boolean,
): PlaygroundModel[] {
  return playgroundModelsFor(isImagePrompt).filter((model) => chosen.includes(model));
}

export function canCompare(chosen: PlaygroundModel[]): boolean {
  return chosen.length >= MIN_COMPARE_MODELS && chosen.length <= MAX_COMPARE_MODELS;
}

/** "Pick 2 or 3 models (1 chosen)" */
export function compareHint(chosen: PlaygroundModel[]): string {
  return `Pick ${MIN_COMPARE_MODELS} or ${MAX_COMPARE_MODELS} models to run side by side (${chosen.length} chosen).`;
}
