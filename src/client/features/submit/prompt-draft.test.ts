import { describe, expect, it } from 'vitest';
import type { PromptView } from '../../../shared/prompt-views.ts';
import {
  addChainStep,
  draftFromPrompt,
  emptyDraft,
  removeChainStep,
  setChained,
  submissionOf,
} from './prompt-draft.ts';

const step = (description: string) => ({
  title: '',
  systemprompt: '',
  description,
  tools: '',
  variables: [],
});

describe('the chain rules', () => {
  it('adding a step turns chaining on', () => {
    const draft = addChainStep(emptyDraft(), step('Outline {topic}'));
    expect(draft.isChained).toBe(true);
    expect(draft.chainedPrompts).toHaveLength(1);
  });

  it('removing the last step turns chaining off and runs independently', () => {
    const chained = {
      ...addChainStep(emptyDraft(), step('One')),
      executionType: 'dependent' as const,
    };
    const two = addChainStep(chained, step('Two'));
    const one = removeChainStep(two, 0);
    expect(one.isChained).toBe(true);
    expect(one.chainedPrompts.map((s) => s.description)).toEqual(['Two']);
    expect(one.executionType).toBe('dependent');
    const none = removeChainStep(one, 0);
    expect(none.isChained).toBe(false);
    expect(none.executionType).toBe('independent');
  });

  it('turning chaining off resets the execution type, and keeps the steps for later', () => {
    const chained = {
      ...addChainStep(emptyDraft(), step('One')),
      executionType: 'dependent' as const,
    };
    const off = setChained(chained, false);
    expect(off.executionType).toBe('independent');
    expect(off.chainedPrompts).toHaveLength(1);
    expect(setChained(off, true).isChained).toBe(true);
  });
});

describe('submissionOf', () => {
  it('starts from the defaults of the spec', () => {
    const sent = submissionOf(emptyDraft());
    expect(sent.categories).toEqual(['Social Media']);
    expect(sent.model).toBe('ChatGPT');
    expect(sent.executionType).toBe('independent');
  });

  it('sends no steps while chaining is off, and trims the title', () => {
    const draft = setChained(
      addChainStep({ ...emptyDraft(), title: '  Hi  ' }, step('One')),
      false,
    );
    const sent = submissionOf(draft);
    expect(sent.title).toBe('Hi');
    expect(sent.isChained).toBe(false);
    expect(sent.chainedPrompts).toEqual([]);
  });

  it('names files by their upload fields only', () => {
    const file = {
      fileName: 'a.png',
      fileUrl: '/uploads/a.png',
      fileType: 'image/png',
      fileSize: 3,
    };
    expect(submissionOf(emptyDraft([{ ...file }])).attachments).toEqual([file]);
  });
});

describe('draftFromPrompt', () => {
  it('keeps only the variables that carry a value, so found ones show as found', () => {
    const prompt = {
      title: 'T',
      description: 'About {topic} for {audience}',
      systemprompt: '',
      tools: '',
      categories: ['Art'],
      model: 'Llama',
      variables: [
        { name: 'topic', defaultValue: 'cats' },
        { name: 'audience', defaultValue: '' },
      ],
      isImagePrompt: false,
      isChained: false,
      chainedPrompts: [],
      executionType: 'independent',
      attachments: [],
    } as unknown as PromptView;
    const draft = draftFromPrompt(prompt);
    expect(draft.variables).toEqual([{ name: 'topic', defaultValue: 'cats' }]);
    expect(draft.model).toBe('Llama');
    expect(draft.categories).toEqual(['Art']);
  });
});

describe('the model settings', () => {
  it('start from the stored prompt and send only what the chosen model takes', () => {
    const draft = { ...emptyDraft(), settings: { temperature: 0.4, imageCount: 2 } };
    expect(submissionOf(draft).settings).toEqual({ temperature: 0.4 });
    expect(submissionOf({ ...draft, model: 'DALL-E' }).settings).toEqual({ imageCount: 2 });
    expect(submissionOf({ ...draft, model: 'Other' }).settings).toEqual({});
  });
});
