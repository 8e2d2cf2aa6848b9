/**
 * The pricing page's questions and answers (PRODUCT_SPEC section 9,
 * "Static pricing page"), true for how this hub hands out plans: only a
 * hub billing through Stripe has a trial, payments and a yearly price.
 */
import { PLANS, YEARLY_DISCOUNT_PERCENT } from '../../../shared/plans.ts';
import type { PlanMode } from '../../../shared/subscription-rules.ts';
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

const STRIPE_FAQ: readonly PricingQuestion[] = [
  {
    id: 'trial',
    question: 'Can I try Pro before paying for it?',
    answer:
      'Yes. Pro comes with a 14-day free trial, and you do not need to enter a card to start it. ' +
      'If you have not added a card when the trial ends, you return to Free and keep everything ' +
      'you made.',
  },
  {
    id: 'change',
    question: 'What happens when I change plans?',
    answer:
      'An upgrade applies at once, and you pay the prorated difference for the rest of your ' +
      'billing period (you see the amount before you confirm). A move to a smaller plan or to ' +
      'Free applies at the end of the period you have already paid for.',
  },
  {
    id: 'cancel',
    question: 'Can I cancel at any time?',
    answer:
      'Yes, there is no contract. Choose Free in Settings or cancel in Manage billing: you keep ' +
      'everything your plan includes until the end of the period you have already paid for.',
  },
  {
    id: 'payment',
    question: 'How can I pay?',
    answer:
      "Payments go through Stripe's secure checkout, with the cards and other methods it " +
      'offers there. For Enterprise by invoice or bank transfer, contact us: an admin then sets ' +
      'your plan.',
  },
  {
    id: 'yearly',
    question: 'Is paying yearly worth it?',
    answer: `If you plan to stay a while, yes: ${yearlyComparison()}. That is about ${YEARLY_DISCOUNT_PERCENT}% less.`,
  },
];

/** What stays true on a hub where nobody pays (plans given by an admin, or free to choose). */
function unpaidFaq(mode: 'admin' | 'self-serve'): PricingQuestion[] {
  const given = mode === 'admin';
  return [
    {
      id: 'payment',
      question: 'Do I pay for a plan here?',
      answer: given
        ? 'No. This hub takes no payments: paid plans are given by an admin. Sign in and use ' +
          '"Ask an admin" in Settings or on this page to ask for one.'
        : 'No. This hub takes no payments: every plan is free to choose in Settings.',
    },
    {
      id: 'trial',
      question: 'Is there a free trial?',
      answer: given
        ? 'There is no trial on this hub: an admin gives Pro or Enterprise directly, for as ' +
          'long as they choose.'
        : 'There is no need for one: choose Pro or Enterprise in Settings and it applies at once.',
    },
    {
      id: 'change',
      question: 'What happens when I change plans?',
      answer: given
        ? 'When an admin sets your plan, its limits apply at once. You can move to Free yourself ' +
          'at any time in Settings.'
        : 'The change applies at once: new limits straight away, in either direction.',
    },
    {
      id: 'cancel',
      question: 'What happens to my prompts if I move to Free?',
      answer:
        "Nothing is deleted: everything you made stays, and the Free plan's limits apply from then on.",
    },
  ];
}

/** The questions for this hub; null mode (not known yet) asks only what holds everywhere. */
export function pricingFaq(mode: PlanMode | null): readonly PricingQuestion[] {
  if (mode === 'stripe') return STRIPE_FAQ;
  if (mode === null) return unpaidFaq('admin').filter((item) => item.id === 'cancel');
  return unpaidFaq(mode);
}
