import { describe, expect, it } from 'vitest';
import { recentTime } from './recent-time.ts';

const now = Date.parse('2025-06-10T12:00:00Z');

describe('recentTime', () => {
  it('says minutes, then hours, then the day rules of the spec', () => {
    expect(recentTime(now - 20_000, now)).toBe('Just now');
    expect(recentTime(now + 5_000, now)).toBe('Just now');
    expect(recentTime(now - 5 * 60_000, now)).toBe('5 min ago');
    expect(recentTime(now - 60 * 60_000, now)).toBe('1 hour ago');
    expect(recentTime(now - 5 * 60 * 60_000, now)).toBe('5 hours ago');
    expect(recentTime(now - 3 * 24 * 60 * 60_000, now)).toBe('3 days ago');
  });

  it('says Earlier for an entry without a time', () => {
    expect(recentTime(0, now)).toBe('Earlier');
  });
});
