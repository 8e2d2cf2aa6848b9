import { describe, expect, it } from 'vitest';
import {
  canCompare,
  compareHint,
  compareModelsFor,
  toggleCompareModel,
} from './compare-selection.ts';

describe('toggleCompareModel', () => {
  it('adds up to 3 models, then says why not', () => {
    let chosen = toggleCompareModel([], 'ChatGPT').models;
    chosen = toggleCompareModel(chosen, 'Claude').models;
    chosen = toggleCompareModel(chosen, 'Gemini').models;
    expect(chosen).toEqual(['ChatGPT', 'Claude', 'Gemini']);
    expect(toggleCompareModel(chosen, 'Llama')).toEqual({
      models: chosen,
      problem: 'Compare at most 3 models at once',
    });
  });

  it('removes a chosen model, even at the limit', () => {
    expect(toggleCompareModel(['ChatGPT', 'Claude', 'Gemini'], 'Claude')).toEqual({
      models: ['ChatGPT', 'Gemini'],
      problem: null,
    });
  });
});

describe('the choice', () => {
  it('needs 2 or 3 models', () => {
    expect(canCompare(['ChatGPT'])).toBe(false);
    expect(canCompare(['ChatGPT', 'Claude'])).toBe(true);
    expect(compareHint(['ChatGPT'])).toBe('Pick 2 or 3 models to run side by side (1 chosen).');
  });

  it('keeps only the models of the new list when the image flag changes', () => {
    expect(compareModelsFor(['Claude', 'GPT-4 Vision', 'ChatGPT'], true)).toEqual(['GPT-4 Vision']);
    expect(compareModelsFor(['Gemini Pro Vision', 'ChatGPT'], false)).toEqual([
      'ChatGPT',
      'Gemini Pro Vision',
    ]);
  });
});
