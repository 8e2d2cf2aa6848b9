import { describe, expect, it } from 'vitest';
import { planChangeDetail, planChangeQuestion } from './plan-change-question.ts';

describe('planChangeQuestion', () => {
  it('names the plan, the price and the interval', () => {
    expect(planChangeQuestion({ name: 'Pro', price: 19, interval: 'month' })).toBe(
      'Switch to Pro for $19 a month?',
    );
    expect(planChangeQuestion({ name: 'Team', price: 9.5, interval: 'year' })).toBe(
      'Switch to Team for $9.50 a year?',
    );
  });

  it('reads plainly for a free plan', () => {
    expect(planChangeQuestion({ name: 'Free', price: 0, interval: 'month' })).toBe(
      'Switch to Free for $0 a month?',
    );
  });
});

describe('planChangeDetail', () => {
  it('says a paid plan costs from now, and a free one ends the extras', () => {
    expect(planChangeDetail({ price: 19 })).toMatch(/new price and limits apply/);
    expect(planChangeDetail({ price: 0 })).toMatch(/paid extras end/);
  });
});
