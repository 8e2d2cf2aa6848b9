import { describe, expect, it } from 'vitest';
import { diffText, diffVersionContents } from './prompt-version-diff.ts';
import type { VersionContentView } from './prompt-version-views.ts';

const base: VersionContentView = {
  title: 'Story outline',
  description: 'Outline a story about {topic}.',
  systemprompt: '',
  tools: '',
  categories: ['Writing', 'Fun'],
  model: 'Claude',
  settings: { temperature: 0.5 },
  variables: [{ name: 'topic', defaultValue: 'bees' }],
  isImagePrompt: false,
  isChained: true,
  chainedPrompts: [
    { title: 'Draft', systemprompt: '', description: 'Write it', tools: '', variables: [] },
  ],
  executionType: 'dependent',
  attachments: [{ fileName: 'a.txt', fileUrl: '/uploads/a', fileType: 'text/plain', fileSize: 1 }],
};

describe('diffVersionContents', () => {
  it('is empty for the same content', () => {
    expect(diffVersionContents(base, structuredClone(base))).toEqual([]);
  });

  it('names changed words, values, order, steps and files', () => {
    const after: VersionContentView = {
      ...base,
      model: 'ChatGPT',
      categories: ['Fun', 'Writing'],
      variables: [{ name: 'mood', defaultValue: 'calm' }],
      chainedPrompts: [
        {
          title: 'Draft',
          systemprompt: '',
          description: 'Write it twice',
          tools: '',
          variables: [],
        },
        { title: 'Polish', systemprompt: '', description: 'Polish', tools: '', variables: [] },
      ],
      attachments: [],
    };
    expect(diffVersionContents(base, after)).toEqual([
      { field: 'categories', kind: 'list', added: [], removed: [], reordered: true },
      { field: 'model', kind: 'value', from: 'Claude', to: 'ChatGPT' },
      {
        field: 'variables',
        kind: 'variables',
        added: [{ name: 'mood', defaultValue: 'calm' }],
        removed: [{ name: 'topic', defaultValue: 'bees' }],
        changed: [],
      },
      {
        field: 'chainedPrompts',
        kind: 'steps',
        steps: [
          {
            index: 0,
            change: 'changed',
            fields: [
              {
                field: 'description',
                kind: 'text',
                parts: [{ value: 'Write it ' }, { value: 'twice', added: true }],
              },
            ],
          },
          { index: 1, change: 'added', fields: [] },
        ],
      },
      { field: 'attachments', kind: 'list', added: [], removed: ['a.txt'], reordered: false },
    ]);
  });
});

describe('diffText', () => {
  it('shows a rewrite too large to diff word by word as replaced', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `a${i}`).join(' ');
    const after = Array.from({ length: 3000 }, (_, i) => `b${i}`).join(' ');
    expect(diffText(before, after)).toEqual([
      { value: before, removed: true },
      { value: after, added: true },
    ]);
  });
});
