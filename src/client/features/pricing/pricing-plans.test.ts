import { describe, expect, it } from 'vitest';
import { PLANS } from '../../../shared/plans.ts';
import { PRICING_PLANS, privatePromptsFeature } from './pricing-plans.ts';

describe('the pricing cards', () => {
  it("show each plan's number of private prompts, from the plans' own numbers", () => {
    for (const plan of PLANS) {
      const card = PRICING_PLANS.find((each) => each.id === plan.id);
      const expected =
        plan.maxPrivatePrompts === null
          ? 'Unlimited private prompts'
          : `${plan.maxPrivatePrompts.toLocaleString('en-US')} private prompts`;
      expect(card?.features.filter((feature) => feature.name === expected)).toEqual([
        { name: expected, included: true },
      ]);
      expect(card?.features).toHaveLength(plan.features.length + 1);
    }
  });

  it('writes the number in words people read', () => {
    expect(privatePromptsFeature(10).name).toBe('10 private prompts');
    expect(privatePromptsFeature(1500).name).toBe('1,500 private prompts');
    expect(privatePromptsFeature(null).name).toBe('Unlimited private prompts');
  });
});
