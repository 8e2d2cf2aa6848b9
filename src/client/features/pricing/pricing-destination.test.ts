import { describe, expect, it } from 'vitest';
import { planButton, planDestination } from './pricing-destination.ts';

const pro = { id: 'pro', name: 'Pro', callToAction: 'Start Pro Trial' };

describe('planDestination', () => {
  it('sends a visitor to sign in, coming back to Settings', () => {
    expect(planDestination(false)).toBe('/login?redirect=%2Fsettings');
  });

  it('sends a member straight to Settings', () => {
    expect(planDestination(true)).toBe('/settings');
  });
});

describe('planButton', () => {
  it("uses the plan's own words for a visitor", () => {
    expect(planButton(pro, null)).toEqual({
      label: 'Start Pro Trial',
      href: '/login?redirect=%2Fsettings',
    });
  });

  it('offers a member a switch, or to manage the plan they have', () => {
    expect(planButton(pro, 'free')).toEqual({
      label: 'Switch to Pro in Settings',
      href: '/settings',
    });
    expect(planButton(pro, 'pro').label).toBe('Manage in Settings');
  });
});
