import { describe, expect, it } from 'vitest';
import type { PromptPagination } from '../../../shared/prompt-views.ts';
import { countLine } from './count-line.ts';

function pagination(currentPage: number, totalPages: number, totalPrompts: number) {
  return {
    currentPage,
    totalPages,
    totalPrompts,
    hasNextPage: currentPage < totalPages,
    hasPrevPage: currentPage > 1,
  } satisfies PromptPagination;
}

describe('countLine', () => {
  it('counts what is shown, with the page', () => {
    expect(countLine(12, pagination(1, 6, 70), false)).toBe(
      'Showing 12 of 70 prompts (Page 1 of 6)',
    );
    expect(countLine(1, pagination(1, 1, 1), true)).toBe('Showing 1 of 1 prompt (Page 1 of 1)');
  });

  it('says "more than" when a search stopped counting at its bound', () => {
    expect(countLine(12, { ...pagination(1, 17, 200), totalIsLowerBound: true }, true)).toBe(
      'Showing 12 of more than 200 prompts (Page 1 of 17)',
    );
    expect(countLine(12, pagination(1, 834, 10_000), false)).toBe(
      'Showing 12 of 10,000 prompts (Page 1 of 834)',
    );
  });

  it('says plainly that nothing matches, never "Page 0 of 0"', () => {
    expect(countLine(0, pagination(1, 0, 0), true)).toBe('No prompts match');
    expect(countLine(0, pagination(3, 0, 0), true)).toBe('No prompts match');
  });

  it('says the library is empty when no filter is set', () => {
    expect(countLine(0, pagination(1, 0, 0), false)).toBe('No prompts yet');
  });

  it('says a page past the end is past the end, never "Page 999 of 6"', () => {
    expect(countLine(0, pagination(999, 6, 70), false)).toBe(
      'Page 999 is past the end (the last page is 6)',
    );
    expect(countLine(0, pagination(2, 1, 1), true)).toBe(
      'Page 2 is past the end (the last page is 1)',
    );
  });
});
