import { describe, expect, it } from 'vitest';
import type { VersionContentView } from '../../../shared/prompt-version-views.ts';
import { draftFromEntry } from './playground-draft.ts';
import {
  callsOfBoth,
  entryFromVersion,
  namesOfBoth,
  otherVersionDraft,
  pairProblem,
} from './version-entry.ts';

const v1: VersionContentView = {
  title: 'Border Planner',
  description: 'Plan {plant} beds.',
  systemprompt: 'You are a gardener.',
  tools: '',
  categories: ['Lifestyle'],
  model: 'Claude',
  settings: { temperature: 0.3 },
  variables: [{ name: 'plant', defaultValue: 'tulips' }],
  isImagePrompt: false,
  isChained: false,
  chainedPrompts: [],
  executionType: 'independent',
  attachments: [],
};

const v2: VersionContentView = {
  ...v1,
  description: 'Sketch {plant} borders in {season}.',
  variables: [
    { name: 'plant', defaultValue: 'roses' },
    { name: 'season', defaultValue: 'spring' },
  ],
  isChained: true,
  chainedPrompts: [
    { title: 'Polish', systemprompt: '', description: 'Polish it', tools: '', variables: [] },
  ],
  executionType: 'dependent',
};

function draftOf(content: VersionContentView) {
  const entry = entryFromVersion(content);
  if (!entry) throw new Error('no entry');
  return draftFromEntry(entry);
}

describe('a version in the playground', () => {
  it('starts the workspace as Try This would, from the version’s content', () => {
    const draft = draftOf(v2);
    expect(draft).toMatchObject({
      prompt: 'Sketch {plant} borders in {season}.',
      systemPrompt: 'You are a gardener.',
      model: 'Claude',
      variables: { plant: 'roses', season: 'spring' },
      settings: { temperature: 0.3 },
    });
    expect(draft.chain?.steps).toEqual([
      { title: 'Polish', prompt: 'Polish it', systemPrompt: '' },
    ]);
  });

  it('runs the other version on the draft’s model with the values typed over its defaults', () => {
    const draft = { ...draftOf(v1), model: 'ChatGPT' as const, variables: { plant: 'ferns' } };
    const other = otherVersionDraft(draft, v2);
    expect(other).toMatchObject({
      prompt: 'Sketch {plant} borders in {season}.',
      model: 'ChatGPT',
      variables: { plant: 'ferns', season: 'spring' },
    });
    expect(other?.chain?.enabled).toBe(true);
    expect(namesOfBoth(draft, other)).toEqual(['plant', 'season']);
    expect(callsOfBoth(draft, other)).toBe(3);
    expect(pairProblem(draft, other, 2)).toBeNull();
  });

  it('keeps a blank value from hiding the other version’s default', () => {
    const draft = { ...draftOf(v1), variables: { plant: '' } };
    expect(otherVersionDraft(draft, v2)?.variables.plant).toBe('roses');
  });

  it('refuses to pair a text version with an image one', () => {
    const draft = draftOf(v1);
    const image = otherVersionDraft(draft, { ...v2, isImagePrompt: true });
    expect(pairProblem(draft, image, 2)).toBe(
      'v2 is an image prompt and this one is not: they cannot run on one model.',
    );
    expect(pairProblem(draft, null, 4)).toBe('v4 has no prompt text to run.');
  });
});
