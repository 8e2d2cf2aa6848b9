import { describe, expect, it } from 'vitest';
import { playgroundStateFor, playgroundStateForText } from '../../hooks/use-try-prompt.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { readEntryState } from './entry-state.ts';

const stored: PromptView = {
  _id: 'p1',
  title: 'Story in two steps',
  description: 'Outline a story about {topic}',
  systemprompt: 'You are a novelist.',
  tools: '',
  categories: ['Writing'],
  category: 'Writing',
  model: 'Claude',
  settings: { temperature: 0.4 },
  variables: [{ name: 'topic', defaultValue: 'a lighthouse' }],
  isImagePrompt: false,
  isChained: true,
  chainedPrompts: [
    {
      title: 'Draft',
      systemprompt: '',
      description: 'Write the story in a {tone} tone',
      tools: '',
      variables: [{ name: 'tone', defaultValue: 'warm' }],
    },
    { title: 'Empty', systemprompt: '', description: '   ', tools: '', variables: [] },
  ],
  executionType: 'dependent',
  version: 1,
  forkedFrom: null,
  forkCount: 0,
  attachments: [
    {
      fileName: 'notes.pdf',
      fileUrl: '/files/notes.pdf',
      fileType: 'application/pdf',
      fileSize: 9,
    },
    { fileName: 'mood.png', fileUrl: '/files/mood.png', fileType: 'image/png', fileSize: 9 },
  ],
  status: 'approved',
  visibility: 'public',
  usageCount: 0,
  upvotes: 0,
  createdBy: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

describe('readEntryState', () => {
  it('reads what Try This sends for a stored chained prompt', () => {
    expect(readEntryState(playgroundStateFor(stored))).toEqual({
      text: 'Outline a story about {topic}',
      variables: { tone: 'warm', topic: 'a lighthouse' },
      model: 'Claude',
      systemPrompt: 'You are a novelist.',
      isImagePrompt: false,
      imageUrl: '/files/mood.png',
      imageName: 'mood.png',
      title: 'Story in two steps',
      settings: { temperature: 0.4 },
      chain: {
        steps: [{ title: 'Draft', prompt: 'Write the story in a {tone} tone', systemPrompt: '' }],
        executionType: 'dependent',
      },
    });
  });

  it('reads a built-in sample, which has no stored prompt', () => {
    const entry = readEntryState(
      playgroundStateForText({
        text: 'Paint {subject}',
        model: 'Midjourney',
        variables: [{ name: 'subject', defaultValue: 'a fox' }],
        isImagePrompt: true,
      }),
    );
    expect(entry).toMatchObject({
      text: 'Paint {subject}',
      variables: { subject: 'a fox' },
      isImagePrompt: true,
      title: '',
      chain: null,
      imageUrl: null,
    });
  });

  it('has no chain when the prompt is not chained', () => {
    const entry = readEntryState(playgroundStateFor({ ...stored, isChained: false }));
    expect(entry?.chain).toBeNull();
  });

  it('ignores state that is not an entry, and odd fields within one', () => {
    expect(readEntryState(null)).toBeNull();
    expect(readEntryState({ key: 'abc' })).toBeNull();
    expect(readEntryState({ initialPrompt: '   ' })).toBeNull();
    expect(
      readEntryState({
        initialPrompt: 'Hi',
        initialVariables: { a: 1, b: 'x' },
        model: 7,
        isImagePrompt: 'true',
        imageUrl: 'javascript:alert(1)',
        prompt: 'not an object',
      }),
    ).toEqual({
      text: 'Hi',
      variables: { b: 'x' },
      model: '',
      systemPrompt: '',
      isImagePrompt: false,
      imageUrl: null,
      imageName: '',
      title: '',
      chain: null,
      settings: {},
    });
  });

  it('takes this app’s paths and web addresses as the image, nothing else', () => {
    const withImage = (imageUrl: string) =>
      readEntryState({ initialPrompt: 'x', imageUrl })?.imageUrl;
    expect(withImage('/files/a.png')).toBe('/files/a.png');
    expect(withImage('https://bucket.example/a.png')).toBe('https://bucket.example/a.png');
    expect(withImage('//evil.example/a.png')).toBeNull();
    expect(withImage('data:image/png;base64,AAAA')).toBeNull();
  });
});
