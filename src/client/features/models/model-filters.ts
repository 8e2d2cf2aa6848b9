/** The models page's tabs and what each shows (pure, so the rules are tested without a browser). */
import type { AiModel, ModelCategory, ModelComparison } from './ai-models.ts';

export type ModelTab = 'all' | ModelCategory;

export const MODEL_TABS: readonly { value: ModelTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'text', label: 'Text Generation' },
  { value: 'image', label: 'Image Generation' },
  { value: 'code', label: 'Code Generation' },
];

export function isModelTab(value: string | null): value is ModelTab {
  return MODEL_TABS.some((tab) => tab.value === value);
}

export function modelsForTab(models: readonly AiModel[], tab: ModelTab): AiModel[] {
  return tab === 'all' ? [...models] : models.filter((model) => model.categories.includes(tab));
}

/** The comparison rows with their models, in the table's order (unknown ids are skipped). */
export function comparedModels(
  models: readonly AiModel[],
  rows: readonly ModelComparison[],
): { model: AiModel; row: ModelComparison }[] {
  return rows.flatMap((row) => {
    const model = models.find((candidate) => candidate.id === row.modelId);
    return model ? [{ model, row }] : [];
  });
}

/** Whole, half and empty stars for a rating out of 5 (rounded to the nearest half). */
export function starParts(rating: number): { full: number; half: boolean; empty: number } {
  const halves = Math.round(Math.min(Math.max(rating, 0), 5) * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}
