import { describe, expect, it } from 'vitest';
import { withChoice } from './notification-choice.ts';

const allOn = {
  settings: {
    'prompt-approved': { email: true },
    'prompt-rejected': { email: true },
    'prompt-disabled': { email: true },
  },
};

describe('an email choice shown before the server answers', () => {
  it('changes the kinds named and keeps the rest', () => {
    expect(withChoice(allOn, { 'prompt-rejected': { email: false } })).toEqual({
      settings: {
        'prompt-approved': { email: true },
        'prompt-rejected': { email: false },
        'prompt-disabled': { email: true },
      },
    });
  });

  it('leaves the settings it was given untouched', () => {
    withChoice(allOn, { 'prompt-approved': { email: false } });
    expect(allOn.settings['prompt-approved'].email).toBe(true);
  });

  it('changes nothing for an empty change', () => {
    expect(withChoice(allOn, {})).toEqual(allOn);
  });
});
