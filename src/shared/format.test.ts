import { describe, expect, it } from 'vitest';
import {
  creatorDisplayName,
  formatCount,
  formatCountOf,
  formatFileSize,
  formatCalendarDay,
  formatFixedDate,
  formatRelativeDate,
  formatUsdCents,
  formatWholeNumber,
} from './format.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1049, '1k'],
    [1050, '1.1k'],
    [1234, '1.2k'],
    [21_500, '21.5k'],
    [999_949, '999.9k'],
    [999_950, '1M'],
    [1_000_000, '1M'],
    [1_500_000, '1.5M'],
  ])('%d -> %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });

  it('drops fractions below 1000', () => {
    expect(formatCount(12.7)).toBe('12');
  });

  it('shows 0 for values that are not finite', () => {
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatRelativeDate', () => {
  const now = new Date('2025-03-31T12:00:00.000Z');
  const HOUR = 60 * 60 * 1000;
  const DAY = 24 * HOUR;
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it.each([
    ['0 ms', 0, 'Today'],
    ['23h59m', 23 * HOUR + 59 * 60 * 1000, 'Today'],
    ['24h', DAY, 'Yesterday'],
    ['47h', 47 * HOUR, 'Yesterday'],
    ['2 days', 2 * DAY, '2 days ago'],
    ['6 days', 6 * DAY, '6 days ago'],
    ['6 days 23h', 7 * DAY - HOUR, '6 days ago'],
    ['7 days', 7 * DAY, '1 week ago'],
    ['13 days', 13 * DAY, '1 week ago'],
    ['14 days', 14 * DAY, '2 weeks ago'],
    ['29 days', 29 * DAY, '4 weeks ago'],
  ])('%s ago -> %s', (_label, elapsed, expected) => {
    expect(formatRelativeDate(ago(elapsed), now, 'en-US')).toBe(expected);
  });

  it('shows the locale date from 30 days on', () => {
    expect(formatRelativeDate(ago(30 * DAY), now, 'en-US')).toBe('Mar 1, 2025');
    expect(formatRelativeDate(ago(365 * DAY), now, 'en-US')).toBe('Mar 31, 2024');
  });

  it('follows the given locale', () => {
    expect(formatRelativeDate(ago(30 * DAY), now, 'de-DE')).toBe('1. März 2025');
  });

  it('writes en-US dates in local time exactly as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2024, month, month + 1, 0, 30);
      expect(formatRelativeDate(date, now, 'en-US')).toBe(intl.format(date));
    }
  });

  it('treats a date in the future (clock skew) as today', () => {
    expect(formatRelativeDate(new Date(now.getTime() + 5 * DAY), now, 'en-US')).toBe('Today');
  });

  it('accepts an ISO string, as the REST door sends', () => {
    expect(formatRelativeDate(ago(3 * DAY).toISOString(), now, 'en-US')).toBe('3 days ago');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234, '1.21 KB'],
    [10 * 1024 * 1024, '10 MB'],
    [1024 ** 3, '1 GB'],
    [2.5 * 1024 ** 3, '2.5 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%d bytes -> %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('shows 0 Bytes for negative or non-finite sizes', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('0 Bytes');
  });
});

describe('creatorDisplayName', () => {
  it('shows Anonymous when there is no creator', () => {
    expect(creatorDisplayName(null)).toBe('Anonymous');
    expect(creatorDisplayName(undefined)).toBe('Anonymous');
  });

  it('shows Anonymous for an empty or blank name', () => {
    expect(creatorDisplayName({ name: '' })).toBe('Anonymous');
    expect(creatorDisplayName({ name: '   \t ' })).toBe('Anonymous');
  });

  it('shows a real name, trimmed', () => {
    expect(creatorDisplayName({ name: 'Aiko Tanaka' })).toBe('Aiko Tanaka');
    expect(creatorDisplayName({ name: '  Aiko Tanaka ' })).toBe('Aiko Tanaka');
  });
});

describe('formatCountOf', () => {
  it('puts the noun in the right number', () => {
    expect(formatCountOf(0, 'use')).toBe('0 uses');
    expect(formatCountOf(1, 'use')).toBe('1 use');
    expect(formatCountOf(2, 'use')).toBe('2 uses');
    expect(formatCountOf(1500, 'like')).toBe('1.5k likes');
  });
});

describe('formatFixedDate', () => {
  it('writes the UTC date the same way on any machine', () => {
    expect(formatFixedDate('2026-11-20T23:30:00Z')).toBe('Nov 20, 2026');
    expect(formatFixedDate(new Date('2025-01-01T00:00:00Z'))).toBe('Jan 1, 2025');
  });

  it('writes every month as en-US does in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2026, month, day, 23, 59));
        expect(formatFixedDate(date)).toBe(intl.format(date));
      }
    }
  });

  it('says so for a date that is not one', () => {
    expect(formatFixedDate('not a date')).toBe('Invalid Date');
  });
});

describe('formatWholeNumber', () => {
  it('groups thousands as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 999999, 1234567, -4200, 70]) {
      expect(formatWholeNumber(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('rounds a fraction off and reads what is not a number as 0', () => {
    expect(formatWholeNumber(1234.5)).toBe('1,235');
    expect(formatWholeNumber(-0.2)).toBe('0');
    expect(formatWholeNumber(Number.NaN)).toBe('0');
    expect(formatWholeNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatUsdCents', () => {
  it('drops cents on whole amounts and keeps two otherwise', () => {
    expect(formatUsdCents(0)).toBe('$0');
    expect(formatUsdCents(19000)).toBe('$190');
    expect(formatUsdCents(1583)).toBe('$15.83');
    expect(formatUsdCents(99000)).toBe('$990');
  });

  it('rounds to a whole cent and reads what is not a number as $0', () => {
    expect(formatUsdCents(1583.4)).toBe('$15.83');
    expect(formatUsdCents(Number.NaN)).toBe('$0');
  });

  it('writes what Intl writes for US dollars', () => {
    for (const cents of [5, 50, 105, 1900, 123456, 99999999, -1900]) {
      const intl = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
        maximumFractionDigits: 2,
      });
      expect(formatUsdCents(cents)).toBe(intl.format(cents / 100));
    }
  });
});

describe('formatCalendarDay', () => {
  it('writes a calendar day in full, whatever the time zone', () => {
    expect(formatCalendarDay('2025-03-04')).toBe('March 4, 2025');
    expect(formatCalendarDay('2025-12-31')).toBe('December 31, 2025');
    expect(formatCalendarDay('2025-13-40')).toBe('Invalid Date');
  });
});
