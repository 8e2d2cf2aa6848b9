import { describe, expect, it } from 'vitest';
import { generationFormData } from './run-stream.ts';

describe('generationFormData', () => {
  it('sends the texts, the variables as JSON and the image flag as text', () => {
    const form = generationFormData(
      {
        prompt: 'Write about {topic}',
        systemPrompt: 'Be brief.',
        variables: { topic: 'tea' },
        model: 'ChatGPT',
        isImagePrompt: false,
      },
      null,
    );
    expect(Object.fromEntries(form.entries())).toEqual({
      prompt: 'Write about {topic}',
      systemPrompt: 'Be brief.',
      variables: '{"topic":"tea"}',
      model: 'ChatGPT',
      isImagePrompt: 'false',
    });
  });

  it('adds the chain with its execution type, and the reference image as a file', () => {
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'cat.png', { type: 'image/png' });
    const form = generationFormData(
      {
        prompt: 'Outline',
        model: 'GPT-4 Vision',
        isImagePrompt: true,
        chainedPrompts: [{ title: 'Draft', prompt: 'Write it', systemPrompt: '' }],
        executionType: 'dependent',
      },
      image,
    );
    expect(form.get('chainedPrompts')).toBe(
      '[{"title":"Draft","prompt":"Write it","systemPrompt":""}]',
    );
    expect(form.get('executionType')).toBe('dependent');
    expect(form.get('isImagePrompt')).toBe('true');
    const sent = form.get('image');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('cat.png');
  });
});
