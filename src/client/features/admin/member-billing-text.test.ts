import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '../../../shared/user-views.ts';
import { billingIntervalLabel, memberBillingLine } from './member-billing-text.ts';

const paid: SubscriptionView = {
  planId: 'enterprise',
  status: 'active',
  currentPeriodEnd: new Date('2026-12-27T10:00:00Z'),
  trialEnd: null,
  cancelAtPeriodEnd: false,
  graceUntil: null,
  interval: 'month',
  scheduledChange: null,
  pendingUpgrade: null,
};

describe('memberBillingLine', () => {
  it('says nothing of Free, and names an admin-given plan', () => {
    expect(memberBillingLine({ ...paid, planId: 'free', interval: null })).toBeNull();
    expect(memberBillingLine({ ...paid, interval: null, currentPeriodEnd: null })).toBe(
      'Given by an admin',
    );
  });

  it('names the renewal, or the change to Free at the period end', () => {
    expect(memberBillingLine(paid)).toBe('Renews Dec 27, 2026');
    expect(memberBillingLine({ ...paid, cancelAtPeriodEnd: true })).toBe(
      'Changes to Free on Dec 27, 2026',
    );
  });

  it("names a trial's end", () => {
    const trial = { ...paid, planId: 'pro', status: 'trialing' as const };
    expect(memberBillingLine({ ...trial, trialEnd: new Date('2026-12-11T00:00:00Z') })).toBe(
      'Trial ends Dec 11, 2026',
    );
  });

  it('says when Free limits start after a failed payment, and once they apply', () => {
    const graceUntil = new Date('2026-12-04T00:00:00Z');
    expect(memberBillingLine({ ...paid, status: 'past_due', graceUntil })).toBe(
      'Payment failed; Free limits from Dec 4, 2026',
    );
    expect(memberBillingLine({ ...paid, status: 'unpaid' })).toBe(
      'Not paid for: Free limits apply',
    );
    expect(memberBillingLine({ ...paid, status: 'canceled' })).toBe(
      'Not paid for: Free limits apply',
    );
  });
});

describe('memberBillingLine with changes Stripe holds', () => {
  it('names the scheduled smaller plan and a waiting upgrade', () => {
    const at = new Date('2026-12-27T10:00:00Z');
    expect(
      memberBillingLine({ ...paid, scheduledChange: { planId: 'pro', interval: 'month', at } }),
    ).toBe('Changes to Pro on Dec 27, 2026');
    const pendingUpgrade = {
      planId: 'enterprise',
      interval: 'month',
      expiresAt: at,
      needsAction: true,
      invoiceUrl: null,
    };
    expect(memberBillingLine({ ...paid, planId: 'pro', pendingUpgrade })).toBe(
      'Renews Dec 27, 2026; Upgrade to Enterprise awaits confirmation',
    );
  });
});

describe('billingIntervalLabel', () => {
  it('reads the interval of a plan Stripe bills only', () => {
    expect(billingIntervalLabel(paid)).toBe('Monthly');
    expect(billingIntervalLabel({ ...paid, interval: 'year' })).toBe('Yearly');
    expect(billingIntervalLabel({ ...paid, interval: null })).toBeNull();
  });
});
