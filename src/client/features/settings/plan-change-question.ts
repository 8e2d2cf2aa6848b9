/**
 * The question a member confirms before changing plan, naming the plan, its
 * price and its interval ("Switch to Pro for $19 a month?"), and what the
 * change means for them, so one stray click never changes what they pay.
 */
import type { PlanView } from '../../../shared/user-views.ts';
import { formatDollars } from './format-plan-price.ts';

export function planChangeQuestion(plan: Pick<PlanView, 'name' | 'price' | 'interval'>): string {
  return `Switch to ${plan.name} for ${formatDollars(plan.price)} a ${plan.interval}?`;
}

/** A paid plan starts costing at once; going to a free plan ends the paid extras at once. */
export function planChangeDetail(plan: Pick<PlanView, 'price'>): string {
  return plan.price > 0
    ? 'The new price and limits apply as soon as you confirm. You can switch plans again at any time.'
    : 'Your paid extras end as soon as you confirm, and the free limits apply. You can upgrade again at any time.';
}
