import { describe, expect, it } from 'vitest';
import { type Allowance, allowanceBlocker, allowanceText, callsNeeded } from './allowance-rules.ts';

const visitor = (remaining: number): Allowance => ({
  kind: 'visitor',
  planName: null,
  limit: 10,
  used: 10 - remaining,
  remaining,
});

const unlimited: Allowance = {
  kind: 'member',
  planName: 'Pro',
  limit: null,
  used: 4,
  remaining: null,
};

describe('allowance words', () => {
  it('says what is left, per day for visitors and per month for members', () => {
    expect(allowanceText(visitor(7))).toBe('7 of 10 generations left today');
    expect(allowanceText({ ...visitor(1), kind: 'member', limit: 1000 })).toBe(
      '1 of 1,000 generations left this month',
    );
    expect(allowanceText(unlimited)).toBeNull();
  });

  it('counts one call per model and per chain step', () => {
    expect(callsNeeded(1, 1)).toBe(1);
    expect(callsNeeded(3, 1)).toBe(3);
    expect(callsNeeded(2, 4)).toBe(8);
    expect(callsNeeded(0, 0)).toBe(1);
  });

  it('blocks a run that does not fit what is left', () => {
    expect(allowanceBlocker(null, 5)).toBeNull();
    expect(allowanceBlocker(unlimited, 500)).toBeNull();
    expect(allowanceBlocker(visitor(3), 3)).toBeNull();
    expect(allowanceBlocker(visitor(0), 1)).toBe('No generations left today.');
    expect(allowanceBlocker(visitor(2), 3)).toBe(
      'This run needs 3 generations, but only 2 are left today.',
    );
    expect(allowanceBlocker(visitor(1), 2)).toBe(
      'This run needs 2 generations, but only 1 is left today.',
    );
  });
});
