/**
 * The line above the library grid. It reads "Showing 12 of 70 prompts
 * (Page 1 of 6)" while there is something to show ("of more than 200" when
 * a search stopped counting), and says plainly when
 * nothing matches or the page asked for is past the last one, rather than
 * "Page 0 of 0" or "Page 999 of 6".
 */
import { formatWholeNumber } from '../../../shared/format.ts';
import type { PromptPagination } from '../../../shared/prompt-views.ts';

export function countLine(
  shown: number,
  { totalPrompts, totalPages, currentPage, totalIsLowerBound }: PromptPagination,
  hasFilters: boolean,
): string {
  const noun = totalPrompts === 1 ? 'prompt' : 'prompts';
  if (totalPrompts === 0) return hasFilters ? 'No prompts match' : 'No prompts yet';
  if (currentPage > totalPages) {
    return `Page ${currentPage} is past the end (the last page is ${totalPages})`;
  }
  // A search counts no further than its bound: say "more than", never a made-up figure.
  const total = totalIsLowerBound
    ? `more than ${formatWholeNumber(totalPrompts)}`
    : formatWholeNumber(totalPrompts);
  return `Showing ${shown} of ${total} ${noun} (Page ${currentPage} of ${totalPages})`;
}
