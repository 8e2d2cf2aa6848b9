import { describe, expect, it } from 'vitest';
import { chooseOrder } from './postgres-library-search.ts';

describe('chooseOrder', () => {
  it('sends a rare search to the index order', () => {
    expect(chooseOrder({ matching: 0.001, indexItems: 0.001 }, 1_000_000)).toEqual({
      kind: 'index order',
    });
  });

  it('walks the date index for a search most prompts match, capped at four times the rows it needs', () => {
    expect(chooseOrder({ matching: 0.5, indexItems: 0.5 }, 1_000_000)).toEqual({
      kind: 'walk',
      rows: 1608,
    });
  });

  it('walks when the postings to read outweigh the rows to test, even for a narrower match', () => {
    // Two common words whose overlap is small: many postings, few matches.
    expect(chooseOrder({ matching: 0.05, indexItems: 1.2 }, 100_000).kind).toBe('walk');
    expect(chooseOrder({ matching: 0.05, indexItems: 0.05 }, 100_000).kind).toBe('index order');
  });

  it('walks when a wide OR makes RUM merge each posting against many lexemes', () => {
    // "tim" at 100,000 prompts: fifteen words, 23 % of the rows.
    expect(chooseOrder({ matching: 0.23, indexItems: 0.23 * 15 }, 100_000).kind).toBe('walk');
    expect(chooseOrder({ matching: 0.086, indexItems: 0.086 }, 100_000).kind).toBe('index order');
  });

  it('never walks for a search the statistics know nothing of', () => {
    expect(chooseOrder({ matching: 0, indexItems: 0 }, 1_000_000).kind).toBe('index order');
  });
});
