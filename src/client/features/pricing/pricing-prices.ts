/**
 * What a plan card shows for the chosen billing period: the amount, what it
 * is per, a sentence a screen reader says in one go, and a short note (what
 * yearly billing comes to per month, or what it saves).
 */
import { formatUsdCents } from '../../../shared/format.ts';
import type { PlanDefinition } from '../../../shared/plans.ts';

export type Billing = 'monthly' | 'yearly';

export interface PriceTag {
  /** "$19", "$190". */
  amount: string;
  per: 'month' | 'year';
  /** "$19 per month", for assistive technology (the visible price is split). */
  spoken: string;
  note: string;
}

/** What paying yearly saves against twelve monthly payments, in cents. */
export function yearlySavingCents(plan: PlanDefinition): number {
  return plan.priceCents * 12 - plan.yearlyPriceCents;
}

/** The saving as a whole percentage of twelve monthly payments (0 for a free plan). */
export function yearlySavingPercent(plan: PlanDefinition): number {
  if (plan.priceCents === 0) return 0;
  return Math.round((yearlySavingCents(plan) / (plan.priceCents * 12)) * 100);
}

function noteFor(plan: PlanDefinition, billing: Billing): string {
  if (plan.priceCents === 0) return 'Free forever, no card needed';
  if (billing === 'monthly')
    return `Billed monthly, or ${formatUsdCents(plan.yearlyPriceCents)} a year`;
  const perMonth = Math.round(plan.yearlyPriceCents / 12);
  return `${formatUsdCents(perMonth)} a month, billed yearly: you save ${formatUsdCents(yearlySavingCents(plan))}`;
}

export function priceTag(plan: PlanDefinition, billing: Billing): PriceTag {
  const per = billing === 'monthly' ? 'month' : 'year';
  const cents = billing === 'monthly' ? plan.priceCents : plan.yearlyPriceCents;
  const amount = formatUsdCents(cents);
  return { amount, per, spoken: `${amount} per ${per}`, note: noteFor(plan, billing) };
}
