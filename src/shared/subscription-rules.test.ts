import { describe, expect, it } from 'vitest';
import { effectivePlanId, graceEndFrom } from './subscription-rules.ts';

const now = new Date('2026-11-26T12:00:00Z');
const later = new Date('2026-11-27T12:00:00Z');
const earlier = new Date('2026-11-25T12:00:00Z');

describe('effectivePlanId', () => {
  it('is Free without a subscription', () => {
    expect(effectivePlanId(null, now)).toBe('free');
  });

  it('keeps the plan while active or trialing', () => {
    expect(effectivePlanId({ planId: 'pro', status: 'active', graceUntil: null }, now)).toBe('pro');
    expect(effectivePlanId({ planId: 'pro', status: 'trialing', graceUntil: null }, now)).toBe(
      'pro',
    );
  });

  it('keeps the plan while past_due within its grace, then Free', () => {
    expect(effectivePlanId({ planId: 'pro', status: 'past_due', graceUntil: later }, now)).toBe(
      'pro',
    );
    expect(effectivePlanId({ planId: 'pro', status: 'past_due', graceUntil: earlier }, now)).toBe(
      'free',
    );
    expect(effectivePlanId({ planId: 'pro', status: 'past_due', graceUntil: null }, now)).toBe(
      'free',
    );
  });

  it('is Free for unpaid and canceled subscriptions', () => {
    for (const status of ['unpaid', 'canceled'] as const) {
      expect(effectivePlanId({ planId: 'enterprise', status, graceUntil: later }, now)).toBe(
        'free',
      );
    }
  });
});

describe('graceEndFrom', () => {
  it('is seven days on', () => {
    expect(graceEndFrom(now).toISOString()).toBe('2026-12-03T12:00:00.000Z');
  });
});
