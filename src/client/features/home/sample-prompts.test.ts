import { describe, expect, it } from 'vitest';
import { findVariables } from '../../../shared/variables.ts';
import { SAMPLE_PROMPTS } from './sample-prompts.ts';

describe('the built-in sample prompts', () => {
  it('are six, each with its own key and title', () => {
    expect(SAMPLE_PROMPTS).toHaveLength(6);
    expect(new Set(SAMPLE_PROMPTS.map((sample) => sample.key)).size).toBe(6);
    expect(new Set(SAMPLE_PROMPTS.map((sample) => sample.title)).size).toBe(6);
  });

  it.each(SAMPLE_PROMPTS.map((sample) => [sample.title, sample] as const))(
    '"%s" gives a starting value for exactly the variables its text uses',
    (_title, sample) => {
      expect(sample.variables.map((variable) => variable.name)).toEqual(findVariables(sample.text));
      for (const variable of sample.variables) expect(variable.defaultValue).not.toBe('');
    },
  );
});
