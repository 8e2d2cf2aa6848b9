/**
 * Where a pricing button leads. Plans change in Settings, which needs a
 * signed-in member: a visitor signs in first and lands there afterwards
 * (the sign-in page keeps ?redirect across the Google round trip).
 */
export const SETTINGS_PATH = '/settings';

export function planDestination(signedIn: boolean): string {
  return signedIn ? SETTINGS_PATH : `/login?redirect=${encodeURIComponent(SETTINGS_PATH)}`;
}

export interface PlanButton {
  label: string;
  href: string;
}

/** The button of one plan card for this person: sign up, switch, or manage the current plan. */
export function planButton(
  plan: { id: string; name: string; callToAction: string },
  currentPlanId: string | null,
): PlanButton {
  if (currentPlanId === null) return { label: plan.callToAction, href: planDestination(false) };
  const label =
    currentPlanId === plan.id ? 'Manage in Settings' : `Switch to ${plan.name} in Settings`;
  return { label, href: planDestination(true) };
}
