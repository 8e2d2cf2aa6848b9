import { describe, expect, it } from 'vitest';
import type { PromptPagination } from '../../../shared/prompt-views.ts';
import { promptsCountLine } from './prompts-count-line.ts';

function pagination(currentPage: number, totalPages: number, totalPrompts: number) {
  return {
    currentPage,
    totalPages,
    totalPrompts,
    hasNextPage: currentPage < totalPages,
    hasPrevPage: currentPage > 1,
  } satisfies PromptPagination;
}

const queue = { isPlainQueue: true };
const filtered = { isPlainQueue: false };

describe('promptsCountLine', () => {
  it('counts the rows shown, with the page', () => {
    expect(promptsCountLine(20, pagination(1, 3, 57), filtered)).toBe(
      'Showing 20 of 57 prompts (Page 1 of 3)',
    );
    expect(promptsCountLine(1, pagination(1, 1, 1), queue)).toBe(
      'Showing 1 of 1 prompt (Page 1 of 1)',
    );
  });

  it('says the review queue is empty when only the queue is asked for', () => {
    expect(promptsCountLine(0, pagination(1, 0, 0), queue)).toBe('The review queue is empty');
  });

  it('says nothing matches when filters are set, never "Page 0 of 0"', () => {
    expect(promptsCountLine(0, pagination(1, 0, 0), filtered)).toBe(
      'No prompts match these filters',
    );
    expect(promptsCountLine(0, pagination(4, 0, 0), filtered)).toBe(
      'No prompts match these filters',
    );
  });

  it('says a page past the end is past the end, never "Page 9 of 3"', () => {
    expect(promptsCountLine(0, pagination(9, 3, 57), filtered)).toBe(
      'Page 9 is past the end (the last page is 3)',
    );
  });
});
