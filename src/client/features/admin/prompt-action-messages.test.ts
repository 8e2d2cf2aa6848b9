import { describe, expect, it } from 'vitest';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { bulkMessage, doneMessage, failureMessage } from './prompt-action-messages.ts';

const changed = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ _id: String(index) }) as PromptView);

describe('doneMessage', () => {
  it('names the action and the prompt', () => {
    expect(doneMessage('approve', 'Haiku helper').title).toBe('Approved "Haiku helper"');
    expect(doneMessage('enable', 'Haiku helper').title).toBe('Enabled "Haiku helper"');
    expect(doneMessage('delete', 'Haiku helper').title).toBe('Deleted "Haiku helper"');
  });
});

describe('bulkMessage', () => {
  it('counts what moved, in the right number', () => {
    expect(bulkMessage('approve', { changed: changed(3), skipped: [] }).title).toBe(
      '3 prompts approved',
    );
    expect(bulkMessage('reject', { changed: changed(1), skipped: [] }).title).toBe(
      '1 prompt rejected',
    );
  });

  it('names each skipped prompt with its reason', () => {
    const message = bulkMessage('approve', {
      changed: changed(1),
      skipped: [
        { _id: 'a', title: 'Old one', reason: 'This prompt is approved now' },
        { _id: 'b', title: null, reason: 'Prompt not found' },
      ],
    });
    expect(message.tone).toBe('success');
    expect(message.details).toEqual([
      'Skipped "Old one": This prompt is approved now',
      'Skipped a prompt: Prompt not found',
    ]);
  });

  it('is a failure when nothing moved', () => {
    const message = bulkMessage('approve', {
      changed: [],
      skipped: [{ _id: 'a', title: 'Old one', reason: 'gone' }],
    });
    expect(message).toMatchObject({ tone: 'error', title: 'No prompts approved' });
  });
});

describe('failureMessage', () => {
  it('falls back to a hint when the error carries no words for people', () => {
    expect(failureMessage('Failed to delete prompt', new Error('socket hang up'))).toEqual({
      tone: 'error',
      title: 'Failed to delete prompt',
      details: ['Check your connection and try again.'],
    });
  });
});
