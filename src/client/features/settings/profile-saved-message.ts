/**
 * The success message after Save Changes. A new password signs the account
 * out everywhere else, and the person should know that happened.
 */
export const PROFILE_SAVED = 'Profile updated successfully!';

export function profileSavedMessage(otherSessionsEnded: number): string {
  if (otherSessionsEnded <= 0) return PROFILE_SAVED;
  const devices =
    otherSessionsEnded === 1 ? '1 other device' : `${otherSessionsEnded} other devices`;
  return `Password changed. You were signed out on ${devices}.`;
}
