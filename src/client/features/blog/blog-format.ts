/** How the blog shows a post's date and length, the same on every machine. */

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // Post dates are calendar days, not instants: read in UTC so no time zone shifts them.
  timeZone: 'UTC',
});

/** "2025-03-04" → "March 4, 2025". */
export function formatPostDate(isoDate: string): string {
  return DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
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
