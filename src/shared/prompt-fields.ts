/** Value types stored inside a prompt's JSON columns and carried by both APIs. */

export interface PromptVariable {
  name: string;
  defaultValue: string;
}

export interface ChainedPrompt {
  title: string;
  systemprompt: string;
  description: string;
  tools: string;
  variables: PromptVariable[];
}

export const EXECUTION_TYPES = ['independent', 'dependent'] as const;
export type ExecutionType = (typeof EXECUTION_TYPES)[number];

/**
 * A prompt's state. `private` (issue 29) is its owner's alone: never
 * reviewed, never listed; no rule that trusts `approved` can show it.
 */
export const PROMPT_STATUSES = ['pending', 'approved', 'rejected', 'disabled', 'private'] as const;
export type PromptStatus = (typeof PROMPT_STATUSES)[number];

/** Who a prompt is for: everyone (after review) or its owner only (status private). */
export const PROMPT_VISIBILITIES = ['public', 'private'] as const;
export type PromptVisibility = (typeof PROMPT_VISIBILITIES)[number];

export function visibilityOf(status: PromptStatus): PromptVisibility {
  return status === 'private' ? 'private' : 'public';
}

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Whether an account may sign in and act; an admin sets it, billing never does. */
export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/**
 * The spec's subscription status field: 'disabled' while the account is
 * disabled, otherwise the subscription's own state (never stored as disabled).
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'disabled',
  'past_due',
  'canceled',
  'unpaid',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface PlanFeature {
  name: string;
  included: boolean;
}
