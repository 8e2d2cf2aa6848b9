import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '../../shared/user-views.ts';
import { pendingUpgradeText, subscriptionNextStep } from './subscription-text.ts';

const base: SubscriptionView = {
  planId: 'pro',
  status: 'active',
  currentPeriodEnd: null,
  trialEnd: null,
  cancelAtPeriodEnd: false,
  graceUntil: null,
  interval: null,
  scheduledChange: null,
  pendingUpgrade: null,
};
const day = new Date('2026-12-10T00:00:00Z');

describe('subscriptionNextStep', () => {
  it('says nothing for a plan an admin gave (no period)', () => {
    expect(subscriptionNextStep(base, 'Pro')).toBeNull();
  });

  it('names the trial end, the renewal and the change to Free', () => {
    expect(subscriptionNextStep({ ...base, status: 'trialing', trialEnd: day }, 'Pro')).toBe(
      'Trial ends on December 10, 2026.',
    );
    expect(subscriptionNextStep({ ...base, currentPeriodEnd: day }, 'Pro')).toBe(
      'Renews on December 10, 2026.',
    );
    expect(
      subscriptionNextStep({ ...base, currentPeriodEnd: day, cancelAtPeriodEnd: true }, 'Pro'),
    ).toBe('Changes to Free on December 10, 2026.');
  });

  it('explains the grace and what comes after it', () => {
    const before = new Date('2026-12-05T00:00:00Z');
    expect(
      subscriptionNextStep({ ...base, status: 'past_due', graceUntil: day }, 'Pro', before),
    ).toBe(
      "The last payment failed. Pro's limits stay until December 10, 2026, then the Free plan's limits apply.",
    );
    expect(subscriptionNextStep({ ...base, status: 'unpaid' }, 'Pro')).toMatch(
      /Free plan's limits/,
    );
  });

  it('says since when Free applies once the grace is over and the payment still failed', () => {
    const after = new Date('2026-12-11T00:00:00Z');
    expect(
      subscriptionNextStep({ ...base, status: 'past_due', graceUntil: day }, 'Pro', after),
    ).toBe(
      "The last payment failed. The Free plan's limits apply since December 10, 2026, until the payment goes through.",
    );
  });
});

describe('changes Stripe holds ahead', () => {
  const later = new Date('2026-12-27T10:00:00Z');

  it('names a smaller plan scheduled for the period end, after a change to Free', () => {
    const scheduled = {
      ...base,
      planId: 'enterprise',
      currentPeriodEnd: later,
      interval: 'month',
      scheduledChange: { planId: 'pro', interval: 'month', at: later },
    };
    expect(subscriptionNextStep(scheduled, 'Enterprise')).toBe(
      'Changes to Pro on December 27, 2026.',
    );
    expect(subscriptionNextStep({ ...scheduled, cancelAtPeriodEnd: true }, 'Enterprise')).toBe(
      'Changes to Free on December 27, 2026.',
    );
  });

  it('tells a declined upgrade from one waiting for the bank', () => {
    expect(pendingUpgradeText(base)).toBeNull();
    const pendingUpgrade = {
      planId: 'enterprise',
      interval: 'month',
      expiresAt: later,
      needsAction: false,
      invoiceUrl: null,
    };
    expect(pendingUpgradeText({ ...base, pendingUpgrade })).toBe(
      'Your upgrade to Enterprise is waiting for payment: update your card in Manage billing.',
    );
    expect(
      pendingUpgradeText({ ...base, pendingUpgrade: { ...pendingUpgrade, needsAction: true } }),
    ).toBe('Your upgrade to Enterprise is waiting for you to confirm the payment with your bank.');
  });
});
