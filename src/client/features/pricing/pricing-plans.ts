/**
 * The pricing page's cards: the shared plans (prices and features the
 * server enforces) plus what only this page shows, a short pitch, the
 * popular flag and the button's words for a visitor. The plan's number of
 * private prompts is a line of its own, written from plans.maxPrivatePrompts
 * (the one source of plan numbers, decisions 023 and 032).
 */
import { formatWholeNumber } from '../../../shared/format.ts';
import { PLANS, type PlanDefinition, type PlanId } from '../../../shared/plans.ts';
import type { PlanFeature } from '../../../shared/prompt-fields.ts';

export interface PricingPlan extends PlanDefinition {
  /** Who the plan is for, in a few words above the price. */
  audience: string;
  popular: boolean;
  /** The visitor's button (members get "Switch in Settings" or "Manage in Settings"). */
  callToAction: string;
}

const EXTRAS: Record<PlanId, Pick<PricingPlan, 'audience' | 'popular' | 'callToAction'>> = {
  free: { audience: 'For trying things out', popular: false, callToAction: 'Get Started Free' },
  pro: { audience: 'For regular creators', popular: true, callToAction: 'Start Pro Trial' },
  enterprise: {
    audience: 'For teams and companies',
    popular: false,
    callToAction: 'Choose Enterprise',
  },
};

/** "10 private prompts", or "Unlimited private prompts" for a plan without a cap. */
export function privatePromptsFeature(max: number | null): PlanFeature {
  const name =
    max === null ? 'Unlimited private prompts' : `${formatWholeNumber(max)} private prompts`;
  return { name, included: true };
}

/** The plan's features with its private prompts after what it says of submissions. */
function withPrivatePrompts(plan: PlanDefinition): PlanFeature[] {
  const features = [...plan.features];
  const lastSubmissionLine = features.findLastIndex((feature) => /submission/i.test(feature.name));
  features.splice(lastSubmissionLine + 1, 0, privatePromptsFeature(plan.maxPrivatePrompts));
  return features;
}

export const PRICING_PLANS: readonly PricingPlan[] = PLANS.map((plan) => ({
  ...plan,
  ...EXTRAS[plan.id],
  features: withPrivatePrompts(plan),
}));
