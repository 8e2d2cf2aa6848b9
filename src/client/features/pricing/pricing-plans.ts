/**
 * The pricing page's cards: the shared plans (prices and features the
 * server enforces) plus what only this page shows, a short pitch, the
 * popular flag and the button's words for a visitor.
 */
import { PLANS, type PlanDefinition, type PlanId } from '../../../shared/plans.ts';

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

export const PRICING_PLANS: readonly PricingPlan[] = PLANS.map((plan) => ({
  ...plan,
  ...EXTRAS[plan.id],
}));
