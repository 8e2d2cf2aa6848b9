import { describe, expect, it } from 'vitest';
import { effectiveLibrarySort, isCounterSort } from './library-limits.ts';

describe('effectiveLibrarySort', () => {
  it('defaults to relevance with a search and newest without', () => {
    expect(effectiveLibrarySort(undefined, true)).toBe('relevance');
    expect(effectiveLibrarySort(undefined, false)).toBe('newest');
  });

  it('reads relevance without a search as newest, and keeps every other choice', () => {
    expect(effectiveLibrarySort('relevance', false)).toBe('newest');
    expect(effectiveLibrarySort('most-liked', false)).toBe('most-liked');
    expect(effectiveLibrarySort('newest', true)).toBe('newest');
  });

  it('knows the counter orders', () => {
    expect(isCounterSort('most-used')).toBe(true);
    expect(isCounterSort('most-liked')).toBe(true);
    expect(isCounterSort('relevance')).toBe(false);
    expect(isCounterSort(undefined)).toBe(false);
  });
});
