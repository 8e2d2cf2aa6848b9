/**
 * The three subscription plans: prices, what each includes and the monthly
 * entitlements the server enforces. The one source of each plan's numbers:
 * every server start writes them over the plans rows (ensurePlans, decision
 * 023), which the server's quota checks and Settings read, and the public
 * Pricing page and the help FAQ read them here, so none can disagree.
 * Plain data, no zod: the browser imports it.
 */
import { formatWholeNumber } from './format.ts';
import type { PlanFeature } from './prompt-fields.ts';

export type PlanId = 'free' | 'pro' | 'enterprise';

export interface PlanDefinition {
  id: PlanId;
  name: string;
  description: string;
  /** US cents per month. */
  priceCents: number;
  /** US cents per year, when paid yearly. */
  yearlyPriceCents: number;
  /** What priceCents is per: the interval Settings shows and charges by. */
  interval: 'month';
  /** Playground generations per month; null means unlimited. */
  monthlyGenerations: number | null;
  /** Prompt submissions per month; null means unlimited. */
  monthlySubmissions: number | null;
  /** Requests with the member's API keys per month (UTC); null means unlimited. */
  monthlyApiCalls: number | null;
  /** Private prompts a member may keep at once (never reviewed, never listed); null means unlimited. */
  maxPrivatePrompts: number | null;
  /** The longest answer one playground run may ask a model for. */
  maxOutputTokens: number;
  /** Position in every list of plans (cheapest first). */
  sortOrder: number;
  features: PlanFeature[];
}

/** The plans as written; PLANS adds each one's private-prompts line. */
const PLAN_TABLE: readonly PlanDefinition[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Explore the library and try prompts in the playground.',
    priceCents: 0,
    yearlyPriceCents: 0,
    interval: 'month',
    monthlyGenerations: 100,
    monthlySubmissions: 1,
    monthlyApiCalls: 100,
    maxPrivatePrompts: 10,
    maxOutputTokens: 1024,
    sortOrder: 0,
    features: [
      { name: 'Browse and search the full prompt library', included: true },
      { name: '100 playground generations per month', included: true },
      { name: '1 prompt submission per month', included: true },
      { name: 'Like and save prompts', included: true },
      { name: 'Unlimited prompt submissions', included: false },
      { name: 'API access', included: false },
      { name: 'Priority support', included: false },
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    description: 'For creators who test and publish prompts every week.',
    priceCents: 1900,
    yearlyPriceCents: 19000,
    interval: 'month',
    monthlyGenerations: 1000,
    monthlySubmissions: null,
    monthlyApiCalls: 1000,
    maxPrivatePrompts: 500,
    maxOutputTokens: 4096,
    sortOrder: 1,
    features: [
      { name: 'Browse and search the full prompt library', included: true },
      { name: '1,000 playground generations per month', included: true },
      { name: 'Unlimited prompt submissions', included: true },
      { name: 'Like and save prompts', included: true },
      { name: 'API access: 1,000 calls per month', included: true },
      { name: 'Priority support', included: false },
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For teams that build on prompts together.',
    priceCents: 9900,
    yearlyPriceCents: 99000,
    interval: 'month',
    monthlyGenerations: null,
    monthlySubmissions: null,
    monthlyApiCalls: null,
    maxPrivatePrompts: null,
    maxOutputTokens: 8192,
    sortOrder: 2,
    features: [
      { name: 'Browse and search the full prompt library', included: true },
      { name: 'Unlimited playground generations', included: true },
      { name: 'Unlimited prompt submissions', included: true },
      { name: 'Like and save prompts', included: true },
      { name: 'Unlimited API calls', included: true },
      { name: 'Priority support', included: true },
    ],
  },
];

/** "10 private prompts", or "Unlimited private prompts" for a plan without a cap. */
export function privatePromptsFeature(max: number | null): PlanFeature {
  const name =
    max === null ? 'Unlimited private prompts' : `${formatWholeNumber(max)} private prompts`;
  return { name, included: true };
}

/**
 * The plan's features with its private prompts after what it says of
 * submissions, written from maxPrivatePrompts rather than typed again, so
 * Pricing, Settings (which read the plans rows) and the limit agree.
 */
function withPrivatePrompts(plan: PlanDefinition): PlanDefinition {
  const features = [...plan.features];
  const lastSubmissionLine = features.findLastIndex((feature) => /submission/i.test(feature.name));
  features.splice(lastSubmissionLine + 1, 0, privatePromptsFeature(plan.maxPrivatePrompts));
  return { ...plan, features };
}

export const PLANS: readonly PlanDefinition[] = PLAN_TABLE.map(withPrivatePrompts);

/** What paying yearly saves against twelve monthly payments, as the label rounds it. */
export const YEARLY_DISCOUNT_PERCENT = 17;
