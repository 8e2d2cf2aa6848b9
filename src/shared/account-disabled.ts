/**
 * What a disabled account hears, on both doors, and how the web app tells
 * that refusal from any other 403 (an admin-only screen, a cross-site write):
 * it signs the tab out and says why (issue 21).
 */
export const DISABLED_MESSAGE =
  'This account has been disabled. Contact support if you think this is a mistake.';

export function isAccountDisabledMessage(message: string | undefined): boolean {
  return message === DISABLED_MESSAGE;
}
