import { describe, expect, it } from 'vitest';
import type { PlaygroundEntry } from './entry-state.ts';
import {
  draftFromEntry,
  draftFromRecent,
  EMPTY_DRAFT,
  filledPrompt,
  generationDraft,
  modelFor,
  type PlaygroundDraft,
  recentEntryOf,
  runSettingsProblems,
  setImagePrompt,
  stepTitles,
  variableNames,
} from './playground-draft.ts';

const entry: PlaygroundEntry = {
  text: 'Outline {topic} for {audience}',
  variables: { topic: 'tea', audience: '', tone: 'warm' },
  model: 'Claude',
  systemPrompt: 'You write for {audience}.',
  isImagePrompt: false,
  imageUrl: null,
  imageName: '',
  title: '',
  settings: {},
  chain: {
    steps: [{ title: '', prompt: 'Write it in a {tone} tone', systemPrompt: '' }],
    executionType: 'dependent',
  },
};

describe('the model', () => {
  it('keeps a model the list has, else ChatGPT for text and DALL-E for images', () => {
    expect(modelFor(false, 'Claude')).toBe('Claude');
    expect(modelFor(false, 'Midjourney')).toBe('ChatGPT');
    expect(modelFor(false, 'Other')).toBe('ChatGPT');
    expect(modelFor(true, 'Midjourney')).toBe('Midjourney');
    expect(modelFor(true, 'ChatGPT')).toBe('DALL-E');
    expect(modelFor(true, 'GPT-4 Vision')).toBe('GPT-4 Vision');
  });

  it('follows the image flag, keeping a multimodal model that is in both lists', () => {
    expect(setImagePrompt(EMPTY_DRAFT, true).model).toBe('DALL-E');
    const vision: PlaygroundDraft = { ...EMPTY_DRAFT, model: 'Gemini Pro Vision' };
    expect(setImagePrompt(vision, true).model).toBe('Gemini Pro Vision');
  });
});

describe('variables', () => {
  it('lists those of the system prompt, the prompt and the chain, once each', () => {
    const draft = draftFromEntry(entry);
    expect(variableNames(draft)).toEqual(['audience', 'topic', 'tone']);
    expect(variableNames({ ...draft, chain: { ...draft.chain!, enabled: false } })).toEqual([
      'audience',
      'topic',
    ]);
  });

  it('fills the copied prompt with the values given, leaving blank ones as written', () => {
    expect(filledPrompt(draftFromEntry(entry))).toBe('Outline tea for {audience}');
  });
});

describe('what is sent', () => {
  it('sends the texts as templates with the values in use, and the chain when on', () => {
    expect(generationDraft(draftFromEntry(entry), 'Gemini')).toEqual({
      prompt: 'Outline {topic} for {audience}',
      systemPrompt: 'You write for {audience}.',
      variables: { audience: '', topic: 'tea', tone: 'warm' },
      model: 'Gemini',
      isImagePrompt: false,
      chainedPrompts: [{ title: '', prompt: 'Write it in a {tone} tone', systemPrompt: '' }],
      executionType: 'dependent',
    });
    const plain = { ...draftFromEntry(entry), chain: null };
    expect(generationDraft(plain, 'ChatGPT')).not.toHaveProperty('chainedPrompts');
  });

  it('names the steps before the server does', () => {
    expect(stepTitles(draftFromEntry({ ...entry, title: 'Story' }))).toEqual(['Story', 'Step 2']);
    expect(stepTitles(EMPTY_DRAFT)).toEqual(['']);
  });
});

describe('the recent list', () => {
  it('remembers the texts, values in use, model and flag, and restores them without a chain', () => {
    const remembered = recentEntryOf(draftFromEntry(entry), 42);
    expect(remembered).toEqual({
      text: 'Outline {topic} for {audience}',
      systemPrompt: 'You write for {audience}.',
      variables: { audience: '', topic: 'tea', tone: 'warm' },
      model: 'Claude',
      isImagePrompt: false,
      timestamp: 42,
    });
    expect(draftFromRecent(remembered)).toEqual({
      prompt: remembered.text,
      systemPrompt: remembered.systemPrompt,
      variables: remembered.variables,
      model: 'Claude',
      isImagePrompt: false,
      chain: null,
    });
  });
});

describe('the run settings', () => {
  const draft: PlaygroundDraft = {
    ...draftFromEntry(entry),
    settings: { temperature: 1.5, maxOutputTokens: 5000 },
  };

  it('say what the one model that runs does not take as given', () => {
    expect(runSettingsProblems(draft, ['Claude'])).toEqual({
      temperature: 'Temperature must be between 0 and 1 for Claude.',
    });
    expect(runSettingsProblems(draft, ['ChatGPT'])).toEqual({});
  });

  it('leave a comparison alone: each model sends only what it takes', () => {
    expect(runSettingsProblems(draft, ['Claude', 'ChatGPT'])).toEqual({});
    expect(generationDraft(draft, 'Claude').settings).toEqual({ maxOutputTokens: 5000 });
    expect(generationDraft(draft, 'ChatGPT').settings).toEqual({
      temperature: 1.5,
      maxOutputTokens: 5000,
    });
  });
});
