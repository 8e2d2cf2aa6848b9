/** How the blog shows a post's date and length, the same on every machine. */
import { formatCalendarDay } from '../../../shared/format.ts';

/**
 * "2025-03-04" → "March 4, 2025". Post dates are calendar days, not
 * instants, so no time zone shifts them.
 */
export function formatPostDate(isoDate: string): string {
  return formatCalendarDay(isoDate);
}

export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}

/** "Maya Lindqvist" → "ML", for the author's avatar. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
