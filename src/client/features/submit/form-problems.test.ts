import { describe, expect, it } from 'vitest';
import { draftProblems, sectionErrorsOf } from './form-problems.ts';
import { emptyDraft } from './prompt-draft.ts';

describe('sectionErrorsOf', () => {
  it('turns the server fragments into sentences beside their section', () => {
    expect(
      sectionErrorsOf({
        title: 'is required',
        'variables.0.defaultValue': 'is required',
        'chainedPrompts.1.description': 'must be at most 20000 characters',
        'attachments.1': 'is no longer available: please upload it again',
        categories: 'Maximum 5 categories allowed',
      }),
    ).toEqual({
      title: 'Title is required.',
      variables: 'Variable 1 default value is required.',
      chain: 'Step 2 prompt must be at most 20000 characters.',
      attachments: 'File 2 is no longer available: please upload it again.',
      categories: 'Maximum 5 categories allowed.',
    });
  });

  it('names the model setting the server found wrong', () => {
    expect(
      sectionErrorsOf({ 'settings.temperature': 'must be between 0 and 1 for Claude' }),
    ).toEqual({ settings: 'Temperature must be between 0 and 1 for Claude.' });
    expect(sectionErrorsOf({ settings: 'must be an object of model settings' })).toEqual({
      settings: 'Model settings must be an object of model settings.',
    });
  });

  it('ignores fields the form does not have', () => {
    expect(sectionErrorsOf({ input: 'is required', id: 'is required' })).toEqual({});
  });
});

describe('draftProblems', () => {
  it('asks for a title and a user prompt', () => {
    expect(draftProblems(emptyDraft())).toEqual({
      title: 'Enter a title.',
      description: 'Enter the user prompt.',
    });
  });

  it('asks for a step when chaining is on without one', () => {
    const draft = { ...emptyDraft(), title: 'T', description: 'D', isChained: true };
    expect(draftProblems(draft)).toEqual({
      chain: 'Add at least one step to the chain, or turn chaining off.',
    });
  });

  it('says which model setting the chosen model does not take as given', () => {
    const draft = {
      ...emptyDraft(),
      title: 'T',
      description: 'D',
      model: 'Claude' as const,
      settings: { temperature: 0.5, topP: 0.9 },
    };
    expect(draftProblems(draft)).toEqual({
      settings: 'Claude takes temperature or top-p, not both: leave one empty.',
    });
    // A setting the model does not take is not sent, so it is no problem.
    expect(draftProblems({ ...draft, settings: { imageCount: 9 } })).toEqual({});
  });
});
