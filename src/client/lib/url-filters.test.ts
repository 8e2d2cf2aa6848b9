import { describe, expect, it } from 'vitest';
import { readPageSize, readPositiveInt, withFilterChanges } from './url-filters.ts';

describe('readPositiveInt and readPageSize', () => {
  it('keep a whole positive number and fall back on anything else', () => {
    expect(readPositiveInt('3', 1)).toBe(3);
    expect(['0', '-2', '1.5', 'x', null].map((value) => readPositiveInt(value, 1))).toEqual([
      1, 1, 1, 1, 1,
    ]);
    expect(readPageSize('50', [20, 50], 20)).toBe(50);
    expect(readPageSize('30', [20, 50], 20)).toBe(20);
  });
});

describe('withFilterChanges', () => {
  it('sets what changed and leaves out what is at its default', () => {
    const previous = new URLSearchParams('search=old&page=3&limit=50&status=all&keep=yes');
    const next = withFilterChanges(
      previous,
      { search: '', page: 1, limit: 20, status: 'pending', literal: false, model: 'Claude' },
      { limit: 20, status: 'pending' },
    );
    expect(next.toString()).toBe('keep=yes&model=Claude');
    expect(previous.toString()).toBe('search=old&page=3&limit=50&status=all&keep=yes');
    expect(withFilterChanges(previous, { page: 2, literal: true }, {}).get('page')).toBe('2');
    expect(withFilterChanges(previous, { literal: true }, {}).get('literal')).toBe('true');
  });
});
