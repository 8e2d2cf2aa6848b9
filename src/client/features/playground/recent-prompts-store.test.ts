import { describe, expect, it } from 'vitest';
import {
  addRecentPrompt,
  loadRecentPrompts,
  parseRecentPrompts,
  RECENT_PROMPTS_KEY,
  type RecentPrompt,
  saveRecentPrompts,
} from './recent-prompts-store.ts';

const entry = (text: string, extra: Partial<RecentPrompt> = {}): RecentPrompt => ({
  text,
  systemPrompt: '',
  variables: {},
  model: 'ChatGPT',
  isImagePrompt: false,
  timestamp: 1_764_000_000_000,
  ...extra,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('addRecentPrompt', () => {
  it('puts the new entry first and keeps at most 5 (the new one plus 4 older)', () => {
    let list: RecentPrompt[] = [];
    for (const text of ['a', 'b', 'c', 'd', 'e', 'f']) list = addRecentPrompt(list, entry(text));
    expect(list.map((item) => item.text)).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('moves a prompt run again to the top with its newest values, instead of listing it twice', () => {
    const list = [entry('a'), entry('b', { variables: { x: 'old' } })];
    const next = addRecentPrompt(list, entry('b', { variables: { x: 'new' }, timestamp: 2 }));
    expect(next.map((item) => [item.text, item.variables.x])).toEqual([
      ['b', 'new'],
      ['a', undefined],
    ]);
  });

  it('keeps the same text for another model or system prompt as its own entry', () => {
    let list = addRecentPrompt([], entry('a'));
    list = addRecentPrompt(list, entry('a', { model: 'Claude' }));
    list = addRecentPrompt(list, entry('a', { systemPrompt: 'Be brief.' }));
    expect(list).toHaveLength(3);
  });
});

describe('parseRecentPrompts', () => {
  it('reads what saveRecentPrompts wrote', () => {
    const storage = memoryStorage();
    const list = [entry('a', { variables: { topic: 'tea' }, isImagePrompt: true })];
    saveRecentPrompts(list, storage);
    expect(loadRecentPrompts(storage)).toEqual(list);
  });

  it('gives an empty list for nothing, broken JSON or a value that is not a list', () => {
    expect(parseRecentPrompts(null)).toEqual([]);
    expect(parseRecentPrompts('{not json')).toEqual([]);
    expect(parseRecentPrompts('{"text":"a"}')).toEqual([]);
  });

  it('drops entries without text and repairs odd fields', () => {
    const raw = JSON.stringify([
      null,
      { text: '' },
      { text: 'ok', variables: { a: 'x', b: 3 }, isImagePrompt: 'yes', timestamp: '2025-01-01' },
      'text',
    ]);
    expect(parseRecentPrompts(raw)).toEqual([
      {
        text: 'ok',
        systemPrompt: '',
        variables: { a: 'x' },
        model: '',
        isImagePrompt: false,
        timestamp: Date.parse('2025-01-01'),
      },
    ]);
  });

  it('keeps only 5 even when more were stored', () => {
    const raw = JSON.stringify(['1', '2', '3', '4', '5', '6', '7'].map((text) => entry(text)));
    expect(parseRecentPrompts(raw)).toHaveLength(5);
  });
});

describe('the storage', () => {
  it('removes the key when the list is empty', () => {
    const storage = memoryStorage({ [RECENT_PROMPTS_KEY]: '[]' });
    saveRecentPrompts([], storage);
    expect(storage.items.has(RECENT_PROMPTS_KEY)).toBe(false);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(loadRecentPrompts(broken)).toEqual([]);
    expect(() => saveRecentPrompts([entry('a')], broken)).not.toThrow();
  });
});
