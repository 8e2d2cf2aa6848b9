/**
 * Where a pricing button leads. Plans change in Settings, which needs a
 * signed-in member: a visitor signs in first and lands there afterwards
 * (the sign-in page keeps ?redirect across the Google round trip).
 */
import type { PlanMode } from '../../../shared/subscription-rules.ts';

export const SETTINGS_PATH = '/settings';

export function planDestination(signedIn: boolean): string {
  return signedIn ? SETTINGS_PATH : `/login?redirect=${encodeURIComponent(SETTINGS_PATH)}`;
}

export type PlanButton =
  | { kind: 'link'; label: string; href: string }
  /** Opens "Ask an admin" for this plan (a member, on a hub where an admin gives paid plans). */
  | { kind: 'ask'; label: string }
  | { kind: 'requested'; label: string };

export interface PlanContext {
  /** How the hub hands out plans; null until known. */
  mode: PlanMode | null;
  /** The plan of the member's open request, if any. */
  requestedPlanId: string | null;
  /** Stripe mode: Pro's trial is still there to start. */
  trialAvailable?: boolean;
}

const UNKNOWN: PlanContext = { mode: null, requestedPlanId: null };

/** A visitor's words: the plan's own only where they are true (a trial exists only with Stripe). */
function visitorLabel(
  plan: { name: string; callToAction: string; priceCents: number },
  mode: PlanMode | null,
): string {
  if (plan.priceCents === 0 || mode === 'stripe') return plan.callToAction;
  if (mode === 'admin') return `Sign in to ask for ${plan.name}`;
  return `Choose ${plan.name}`;
}

/**
 * The button of one plan card for this person: sign up, switch, manage the
 * current plan, or, where an admin gives paid plans, ask an admin for it.
 */
export function planButton(
  plan: { id: string; name: string; callToAction: string; priceCents: number },
  currentPlanId: string | null,
  context: PlanContext = UNKNOWN,
): PlanButton {
  const adminGives = context.mode === 'admin' && plan.priceCents > 0;
  if (currentPlanId === null) {
    return { kind: 'link', label: visitorLabel(plan, context.mode), href: planDestination(false) };
  }
  if (currentPlanId === plan.id) {
    return { kind: 'link', label: 'Manage in Settings', href: planDestination(true) };
  }
  if (adminGives) {
    return context.requestedPlanId === plan.id
      ? { kind: 'requested', label: 'Request sent' }
      : { kind: 'ask', label: 'Ask an admin' };
  }
  // The trial is for a member on Free (from a paid plan, Pro is a change in Manage billing).
  const trial =
    context.mode === 'stripe' &&
    plan.id === 'pro' &&
    currentPlanId === 'free' &&
    context.trialAvailable === true;
  const label = trial ? 'Start free trial in Settings' : `Switch to ${plan.name} in Settings`;
  return { kind: 'link', label, href: planDestination(true) };
}
