/**
 * How the blog shows a post's length and its author (its dates are
 * calendar days: formatCalendarDay in shared/format.ts).
 */

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
