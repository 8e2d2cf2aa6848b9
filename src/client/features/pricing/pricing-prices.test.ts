import { describe, expect, it } from 'vitest';
import { PLANS, YEARLY_DISCOUNT_PERCENT } from '../../../shared/plans.ts';
import { priceTag, yearlySavingPercent } from './pricing-prices.ts';

function plan(id: string) {
  const found = PLANS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
}

describe('the shared plans', () => {
  it('are Free, Pro and Enterprise at the prices of the pricing page', () => {
    expect(PLANS.map((p) => [p.name, p.priceCents, p.yearlyPriceCents])).toEqual([
      ['Free', 0, 0],
      ['Pro', 1900, 19000],
      ['Enterprise', 9900, 99000],
    ]);
  });

  it('save what the yearly badge says on every paid plan', () => {
    for (const paid of PLANS.filter((p) => p.priceCents > 0)) {
      expect(yearlySavingPercent(paid)).toBe(YEARLY_DISCOUNT_PERCENT);
    }
  });
});

describe('priceTag', () => {
  it('shows the monthly price with the yearly alternative', () => {
    expect(priceTag(plan('pro'), 'monthly')).toEqual({
      amount: '$19',
      per: 'month',
      spoken: '$19 per month',
      note: 'Billed monthly, or $190 a year',
    });
  });

  it('shows the yearly price, what it comes to a month and the saving', () => {
    expect(priceTag(plan('enterprise'), 'yearly')).toEqual({
      amount: '$990',
      per: 'year',
      spoken: '$990 per year',
      note: '$82.50 a month, billed yearly: you save $198',
    });
  });

  it('keeps the free plan free in both periods', () => {
    expect(priceTag(plan('free'), 'yearly').amount).toBe('$0');
    expect(priceTag(plan('free'), 'monthly').note).toBe('Free forever, no card needed');
  });
});
