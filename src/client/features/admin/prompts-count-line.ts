/**
 * The line above Manage Prompts' table: "Showing 20 of 57 prompts (Page 1
 * of 3)" while there are rows, and plain words when there are none (an
 * empty review queue, nothing matching, or a page past the last one)
 * rather than "Page 0 of 0" or "Page 9 of 3".
 */
import type { PromptPagination } from '../../../shared/prompt-views.ts';

export interface CountLineFilters {
  /** True when only the review queue is asked for, with no other filter. */
  isPlainQueue: boolean;
}

export function promptsCountLine(
  shown: number,
  { totalPrompts, totalPages, currentPage }: PromptPagination,
  { isPlainQueue }: CountLineFilters,
): string {
  if (totalPrompts === 0) {
    return isPlainQueue ? 'The review queue is empty' : 'No prompts match these filters';
  }
  if (currentPage > totalPages) {
    return `Page ${currentPage} is past the end (the last page is ${totalPages})`;
  }
  const noun = totalPrompts === 1 ? 'prompt' : 'prompts';
  return `Showing ${shown} of ${totalPrompts} ${noun} (Page ${currentPage} of ${totalPages})`;
}
