import { describe, expect, it } from 'vitest';
import { parseStoredWorkspace } from './draft-storage.ts';

const stored = (value: unknown) => parseStoredWorkspace(JSON.stringify(value));

describe('parseStoredWorkspace', () => {
  it('reads back a kept workspace', () => {
    const workspace = {
      draft: {
        prompt: 'Explain {topic}',
        systemPrompt: 'Be brief.',
        variables: { topic: 'tides' },
        model: 'Claude',
        isImagePrompt: false,
        chain: {
          steps: [{ title: 'Shorten', prompt: 'Shorten it', systemPrompt: '' }],
          executionType: 'dependent',
          firstTitle: 'Explain',
          enabled: false,
        },
        settings: { temperature: 0.4, maxOutputTokens: 900 },
      },
      compareOn: true,
      compareModels: ['ChatGPT', 'Gemini'],
      imageSource: { url: '/uploads/a.png', name: 'a.png' },
    };
    expect(stored(workspace)).toEqual(workspace);
  });

  it('drops what is broken or foreign instead of failing', () => {
    expect(parseStoredWorkspace(null)).toBeNull();
    expect(parseStoredWorkspace('{not json')).toBeNull();
    expect(stored(['a'])).toBeNull();
    expect(stored({ draft: 'x' })).toBeNull();
    expect(
      stored({
        draft: {
          prompt: 3,
          variables: { a: 1, b: 'ok' },
          model: 'Nope',
          chain: { steps: [] },
          settings: { temperature: 'hot', topP: 0.5, seed: 3 },
        },
        compareModels: ['DALL-E', 'Claude', 'Claude', 7],
        imageSource: { url: 'javascript:alert(1)' },
      }),
    ).toEqual({
      draft: {
        prompt: '',
        systemPrompt: '',
        variables: { b: 'ok' },
        model: 'ChatGPT',
        isImagePrompt: false,
        chain: null,
        settings: { topP: 0.5 },
      },
      compareOn: false,
      compareModels: ['Claude'],
      imageSource: null,
    });
  });

  it('keeps the model only when it belongs to the image flag', () => {
    expect(stored({ draft: { model: 'Claude', isImagePrompt: true } })?.draft.model).toBe('DALL-E');
  });
});
