import { describe, expect, it } from 'vitest';
import { type CurrentSubscription, stripePlanStep } from './plan-steps.ts';

const FREE: CurrentSubscription = {
  planId: 'free',
  status: 'active',
  interval: null,
  cancelAtPeriodEnd: false,
};
const PRO_MONTH: CurrentSubscription = { ...FREE, planId: 'pro', interval: 'month' };

describe('stripePlanStep', () => {
  it('offers the trial for Pro once, and Checkout otherwise', () => {
    expect(stripePlanStep(FREE, { planId: 'pro', interval: 'month' }, true)).toBe('trial');
    expect(stripePlanStep(FREE, { planId: 'pro', interval: 'month' }, false)).toBe('checkout');
    expect(stripePlanStep(FREE, { planId: 'enterprise', interval: 'year' }, true)).toBe('checkout');
    const ended = { ...PRO_MONTH, status: 'canceled' as const };
    expect(stripePlanStep(ended, { planId: 'pro', interval: 'month' }, false)).toBe('checkout');
  });

  it('upgrades at once to a bigger plan or a year, and sends smaller plans to the portal', () => {
    expect(stripePlanStep(PRO_MONTH, { planId: 'enterprise', interval: 'month' }, false)).toBe(
      'upgrade',
    );
    expect(stripePlanStep(PRO_MONTH, { planId: 'pro', interval: 'year' }, false)).toBe('upgrade');
    const enterprise = { ...PRO_MONTH, planId: 'enterprise' };
    expect(stripePlanStep(enterprise, { planId: 'pro', interval: 'month' }, false)).toBe('portal');
    const yearly = { ...PRO_MONTH, interval: 'year' };
    expect(stripePlanStep(yearly, { planId: 'pro', interval: 'month' }, false)).toBe('portal');
  });

  it('cancels to Free at the period end, and resumes a cancellation', () => {
    expect(stripePlanStep(PRO_MONTH, { planId: 'free', interval: 'month' }, false)).toBe('cancel');
    const canceling = { ...PRO_MONTH, cancelAtPeriodEnd: true };
    expect(stripePlanStep(canceling, { planId: 'free', interval: 'month' }, false)).toBe('current');
    expect(stripePlanStep(canceling, { planId: 'pro', interval: 'month' }, false)).toBe('resume');
    expect(stripePlanStep(PRO_MONTH, { planId: 'pro', interval: 'month' }, false)).toBe('current');
  });

  it('buys a new plan in Checkout during a trial, and waits for a fixed card when past due', () => {
    const trial = { ...PRO_MONTH, status: 'trialing' as const };
    expect(stripePlanStep(trial, { planId: 'enterprise', interval: 'month' }, false)).toBe(
      'checkout',
    );
    const pastDue = { ...PRO_MONTH, status: 'past_due' as const };
    expect(stripePlanStep(pastDue, { planId: 'enterprise', interval: 'month' }, false)).toBe(
      'fix-payment',
    );
  });

  it("leaves an admin's plan to the admin, but lets the member go to Free", () => {
    const given: CurrentSubscription = { ...FREE, planId: 'enterprise' };
    expect(stripePlanStep(given, { planId: 'pro', interval: 'month' }, true)).toBe('admin-given');
    expect(stripePlanStep(given, { planId: 'free', interval: 'month' }, true)).toBe('free-now');
    expect(stripePlanStep(FREE, { planId: 'free', interval: 'month' }, true)).toBe('current');
  });
});
