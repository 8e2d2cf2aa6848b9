import { describe, expect, it } from 'vitest';
import { PLANS, privatePromptsFeature } from './plans.ts';

describe("the plans' features", () => {
  it("list each plan's number of private prompts once, from the plan's own number", () => {
    for (const plan of PLANS) {
      const expected =
        plan.maxPrivatePrompts === null
          ? 'Unlimited private prompts'
          : `${plan.maxPrivatePrompts.toLocaleString('en-US')} private prompts`;
      expect(plan.features.filter((feature) => feature.name === expected)).toEqual([
        { name: expected, included: true },
      ]);
      expect(plan.features.filter((feature) => /private prompts/.test(feature.name))).toHaveLength(
        1,
      );
    }
  });

  it('writes the number in words people read', () => {
    expect(privatePromptsFeature(10).name).toBe('10 private prompts');
    expect(privatePromptsFeature(1500).name).toBe('1,500 private prompts');
    expect(privatePromptsFeature(null).name).toBe('Unlimited private prompts');
  });
});
