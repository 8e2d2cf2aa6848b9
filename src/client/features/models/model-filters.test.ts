import { describe, expect, it } from 'vitest';
import { isModelName, PLAYGROUND_MODELS } from '../../../shared/models.ts';
import { AI_MODELS, MODEL_COMPARISON } from './ai-models.ts';
import { comparedModels, isModelTab, modelsForTab, starParts } from './model-filters.ts';

describe('the model list', () => {
  it('has active models with unique ids', () => {
    expect(new Set(AI_MODELS.map((model) => model.id)).size).toBe(AI_MODELS.length);
    expect(AI_MODELS.every((model) => model.status === 'active')).toBe(true);
  });

  it('opens the playground only with models it knows, image models as image prompts', () => {
    for (const model of AI_MODELS) {
      expect(isModelName(model.tryWith.model)).toBe(true);
      expect(model.tryWith.isImagePrompt).toBe(model.categories[0] === 'image');
      expect(model.tryWith.prompt.trim()).not.toBe('');
    }
  });
});

describe('modelsForTab', () => {
  it('shows every model under All', () => {
    expect(modelsForTab(AI_MODELS, 'all')).toHaveLength(AI_MODELS.length);
  });

  it('shows only the category of each other tab, in list order', () => {
    for (const tab of ['text', 'image', 'code'] as const) {
      const shown = modelsForTab(AI_MODELS, tab);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((model) => model.categories.includes(tab))).toBe(true);
      expect(shown).toEqual(AI_MODELS.filter((model) => model.categories.includes(tab)));
    }
  });
});

describe('the models listed', () => {
  it('are exactly the ones the playground runs, each opening itself', () => {
    const runnable = Object.values(PLAYGROUND_MODELS).flat();
    expect(AI_MODELS.map((model) => model.tryWith.model).sort()).toEqual([...runnable].sort());
  });
});

describe('isModelTab', () => {
  it('accepts the four tabs and nothing else', () => {
    expect(['all', 'text', 'image', 'code'].every(isModelTab)).toBe(true);
    expect(isModelTab('video')).toBe(false);
    expect(isModelTab(null)).toBe(false);
  });
});

describe('comparedModels', () => {
  it('lists six models in the table order', () => {
    const rows = comparedModels(AI_MODELS, MODEL_COMPARISON);
    expect(rows.map(({ model }) => model.name)).toEqual([
      'ChatGPT',
      'Claude',
      'Gemini',
      'Llama',
      'DALL-E',
      'Midjourney',
    ]);
  });

  it('skips a row whose model is missing', () => {
    const rows = comparedModels(AI_MODELS, [{ modelId: 'nope', bestFor: '', openWeights: false }]);
    expect(rows).toEqual([]);
  });
});

describe('starParts', () => {
  it('rounds to the nearest half star', () => {
    expect(starParts(4.8)).toEqual({ full: 5, half: false, empty: 0 });
    expect(starParts(4.5)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starParts(4.3)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starParts(4.2)).toEqual({ full: 4, half: false, empty: 1 });
  });

  it('stays within zero and five stars', () => {
    expect(starParts(-1)).toEqual({ full: 0, half: false, empty: 5 });
    expect(starParts(7)).toEqual({ full: 5, half: false, empty: 0 });
  });
});
