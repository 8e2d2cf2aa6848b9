import { describe, expect, it } from 'vitest';
import { planButton, planDestination } from './pricing-destination.ts';

const pro = { id: 'pro', name: 'Pro', callToAction: 'Start Pro Trial', priceCents: 1900 };
const free = { id: 'free', name: 'Free', callToAction: 'Get Started Free', priceCents: 0 };
const adminGives = { mode: 'admin', requestedPlanId: null } as const;

describe('planDestination', () => {
  it('sends a visitor to sign in, coming back to Settings', () => {
    expect(planDestination(false)).toBe('/login?redirect=%2Fsettings');
  });

  it('sends a member straight to Settings', () => {
    expect(planDestination(true)).toBe('/settings');
  });
});

describe('planButton', () => {
  it("uses the plan's own words for a visitor only where they are true (Stripe's trial)", () => {
    const stripe = { mode: 'stripe', requestedPlanId: null } as const;
    expect(planButton(pro, null, stripe)).toEqual({
      kind: 'link',
      label: 'Start Pro Trial',
      href: '/login?redirect=%2Fsettings',
    });
    expect(planButton(pro, null).label).toBe('Choose Pro');
    expect(planButton(free, null).label).toBe('Get Started Free');
  });

  it('offers a member with the trial still to use the trial, in Stripe mode', () => {
    const stripe = { mode: 'stripe', requestedPlanId: null, trialAvailable: true } as const;
    expect(planButton(pro, 'free', stripe).label).toBe('Start free trial in Settings');
    expect(planButton(pro, 'enterprise', stripe).label).toBe('Switch to Pro in Settings');
  });

  it('offers a member a switch, or to manage the plan they have', () => {
    expect(planButton(pro, 'free')).toEqual({
      kind: 'link',
      label: 'Switch to Pro in Settings',
      href: '/settings',
    });
    expect(planButton(pro, 'pro').label).toBe('Manage in Settings');
  });
});

describe('planButton where an admin gives paid plans', () => {
  it('has a visitor sign in to ask, with no trial promised', () => {
    expect(planButton(pro, null, adminGives).label).toBe('Sign in to ask for Pro');
    expect(planButton(free, null, adminGives).label).toBe('Get Started Free');
  });

  it('offers a member Ask an admin, then Request sent; Free stays a switch', () => {
    expect(planButton(pro, 'free', adminGives)).toEqual({ kind: 'ask', label: 'Ask an admin' });
    expect(planButton(pro, 'free', { mode: 'admin', requestedPlanId: 'pro' })).toEqual({
      kind: 'requested',
      label: 'Request sent',
    });
    expect(planButton(free, 'pro', adminGives)).toMatchObject({ kind: 'link', href: '/settings' });
  });
});
