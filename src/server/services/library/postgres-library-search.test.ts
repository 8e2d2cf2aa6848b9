import { describe, expect, it } from 'vitest';
import { chooseOrder, type PartEstimate } from './postgres-library-search.ts';

/** A part of one word matching `share` of the rows. */
const word = (share: number): PartEstimate => ({ share, postings: share, lexemes: 1 });

describe('chooseOrder', () => {
  it('sends a rare search to the index order', () => {
    expect(chooseOrder([word(0.001)], 1_000_000)).toEqual({ kind: 'index order' });
  });

  it('walks the date index for a search most prompts match, capped at four times the rows it needs', () => {
    expect(chooseOrder([word(0.5)], 1_000_000)).toEqual({ kind: 'walk', rows: 1608 });
  });

  it('walks when a wide OR makes RUM merge each posting against many lexemes', () => {
    // "tim" at 100,000 prompts: fifteen words, 23 % of the rows.
    const tim: PartEstimate = { share: 0.23, postings: 0.23, lexemes: 15 };
    expect(chooseOrder([tim], 100_000).kind).toBe('walk');
    expect(chooseOrder([word(0.086)], 100_000).kind).toBe('index order');
  });

  it('judges a walk on the commonest word of an OR, not on their shares added up', () => {
    // "icon", "icons" and two more: 7 % added up, 2.8 % of the rows in fact.
    const ico: PartEstimate = { share: 0.028, postings: 0.07, lexemes: 4 };
    expect(chooseOrder([ico], 100_000).kind).toBe('index order');
  });

  it('reads a rare part first and tests its rows for a common one', () => {
    // RUM for both would read every posting of the common word as well.
    expect(chooseOrder([word(0.2), word(0.005)], 100_000)).toMatchObject({
      kind: 'part first',
      part: 1,
    });
  });

  it('caps a part at half its estimated rows, so its rows come in date order', () => {
    const order = chooseOrder([word(0.9), word(0.01)], 100_000);
    expect(order).toMatchObject({ kind: 'part first', part: 1 });
    expect(order.kind === 'part first' && order.rows).toBeLessThanOrEqual(500);
  });

  it('never walks for a search the statistics know nothing of', () => {
    expect(chooseOrder([word(0)], 1_000_000).kind).toBe('index order');
    expect(chooseOrder([], 1_000_000).kind).toBe('index order');
  });
});
