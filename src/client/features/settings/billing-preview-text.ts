/**
 * What the confirmation says before a plan change in Stripe mode (decision
 * 035): the question, what it costs (Stripe's own prorated figure for an
 * upgrade) and what happens next, and the button that does it.
 */
import type { PlanStep } from '../../../shared/plan-steps.ts';
import type { PlanChangePreview } from '../../../shared/user-views.ts';
import { formatUsdCents } from '../../../shared/format.ts';
import { longDate } from '../../lib/subscription-text.ts';

type Preview = Pick<
  PlanChangePreview,
  'step' | 'planName' | 'interval' | 'amountDueCents' | 'trialDays' | 'effectiveAt' | 'reason'
>;

function money(cents: number | null): string {
  return formatUsdCents(cents ?? 0);
}

export function billingQuestion(preview: Preview, currentPlanName: string): string {
  switch (preview.step) {
    case 'trial':
      return `Start your free ${preview.planName} trial?`;
    case 'checkout':
      return `Subscribe to ${preview.planName}?`;
    case 'upgrade':
      return `Upgrade to ${preview.planName}?`;
    case 'cancel':
    case 'free-now':
      return 'Change to Free?';
    case 'resume':
      return `Keep ${currentPlanName}?`;
    default:
      return preview.planName;
  }
}

export function billingDetail(preview: Preview, currentPlanName: string): string {
  const per = preview.interval === 'year' ? 'a year' : 'a month';
  switch (preview.step) {
    case 'trial':
      return `${preview.planName} is free for ${preview.trialDays ?? 14} days and needs no card. To keep it afterwards, add a card in Manage billing; otherwise you return to Free and keep everything you made.`;
    case 'checkout':
      return `You will pay ${money(preview.amountDueCents)} ${per} on Stripe's secure checkout page. Your plan changes as soon as Stripe confirms the payment.`;
    case 'upgrade':
      return `You will be charged ${money(preview.amountDueCents)} now: the prorated difference for the rest of this billing period. Then ${preview.planName} renews at its usual price. The new limits apply once the payment goes through.`;
    case 'cancel':
      return preview.effectiveAt
        ? `${currentPlanName} stays until ${longDate(preview.effectiveAt)}, then your plan changes to Free. Nothing is refunded or deleted, and you can keep ${currentPlanName} until then.`
        : `Your plan changes to Free at the end of the period you paid for.`;
    case 'free-now':
      return "The Free plan's limits apply as soon as you confirm. Nothing you made is deleted.";
    case 'resume':
      return `${currentPlanName} goes on and renews as before. Nothing is charged now.`;
    default:
      return preview.reason ?? 'Nothing to change.';
  }
}

const CONFIRM_LABELS: Partial<Record<PlanStep, string>> = {
  trial: 'Start trial',
  checkout: 'Continue to checkout',
  upgrade: 'Pay and upgrade',
  cancel: 'Change to Free',
  'free-now': 'Change to Free',
  resume: 'Keep my plan',
};

/** The confirming button, or null when there is nothing to confirm here. */
export function billingConfirmLabel(step: PlanStep): string | null {
  return CONFIRM_LABELS[step] ?? null;
}

/** A plan card's button in Stripe mode, by what choosing the plan would do. */
export function billingCardLabel(step: PlanStep, planName: string): string {
  switch (step) {
    case 'current':
      return 'Current plan';
    case 'trial':
      return 'Start free trial';
    case 'checkout':
    case 'upgrade':
      return `Upgrade to ${planName}`;
    case 'cancel':
    case 'free-now':
      return 'Change to Free';
    case 'resume':
      return `Keep ${planName}`;
    case 'portal':
    case 'fix-payment':
      return 'Manage billing';
    case 'admin-given':
      return 'Ask an admin';
  }
}
