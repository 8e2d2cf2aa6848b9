/** The pricing page's questions and answers (PRODUCT_SPEC section 9, "Static pricing page"). */
import { PLANS, YEARLY_DISCOUNT_PERCENT } from '../../../shared/plans.ts';
import { formatUsdCents } from '../../../shared/format.ts';

/** "a year of Pro costs $190 instead of twelve payments of $19", from the shared prices. */
function yearlyComparison(): string {
  return PLANS.filter((plan) => plan.priceCents > 0)
    .map(
      (plan) =>
        `a year of ${plan.name} costs ${formatUsdCents(plan.yearlyPriceCents)} instead of ` +
        `${formatUsdCents(plan.priceCents * 12)} paid month by month`,
    )
    .join(', and ');
}

export interface PricingQuestion {
  id: string;
  question: string;
  answer: string;
}

export const PRICING_FAQ: readonly PricingQuestion[] = [
  {
    id: 'trial',
    question: 'Can I try Pro before paying for it?',
    answer:
      'Yes. Pro comes with a 14-day free trial, and you do not need to enter a card to start it. ' +
      'If you do nothing when the trial ends, you simply stay on Free.',
  },
  {
    id: 'change',
    question: 'What happens when I change plans?',
    answer:
      'The change takes effect straight away: upgrade and your new limits are there at once; ' +
      'move down and the smaller limits apply from that moment. You can switch in Settings ' +
      'whenever you like.',
  },
  {
    id: 'cancel',
    question: 'Can I cancel at any time?',
    answer:
      'Yes, there is no contract. When you cancel you keep everything your plan includes until ' +
      'the end of the period you have already paid for.',
  },
  {
    id: 'payment',
    question: 'How can I pay?',
    answer:
      'We accept credit cards and PayPal on every plan. Enterprise customers can also pay by ' +
      'bank transfer.',
  },
  {
    id: 'yearly',
    question: 'Is paying yearly worth it?',
    answer: `If you plan to stay a while, yes: ${yearlyComparison()}. That is about ${YEARLY_DISCOUNT_PERCENT}% less.`,
  },
];
