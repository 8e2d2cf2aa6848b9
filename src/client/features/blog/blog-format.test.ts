import { describe, expect, it } from 'vitest';
import { formatCalendarDay } from '../../../shared/format.ts';
import { formatReadTime, initials } from './blog-format.ts';

describe('blog formatting', () => {
  it('shows a calendar date without time-zone drift', () => {
    expect(formatCalendarDay('2025-03-04')).toBe('March 4, 2025');
    expect(formatCalendarDay('2025-12-31')).toBe('December 31, 2025');
  });

  it('shows the read time and the author initials', () => {
    expect(formatReadTime(7)).toBe('7 min read');
    expect(initials('Maya Lindqvist')).toBe('ML');
    expect(initials('  Aiko  ')).toBe('A');
  });
});
