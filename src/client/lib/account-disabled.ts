/**
 * A tab whose account an admin disabled learns it at its next request (the
 * server answers 403 with the disabled message, and auth.me clears the
 * cookie). Whatever screen it was on, it goes to sign-in, which says why;
 * a full load drops every member-only answer the tab had cached.
 */
import { isAccountDisabledMessage } from '../../shared/account-disabled.ts';

export const DISABLED_LOGIN_PATH = '/login?error=disabled';

export function leaveIfAccountDisabled(error: Error): void {
  if (!isAccountDisabledMessage(error.message)) return;
  const { pathname, search } = window.location;
  if (`${pathname}${search}` === DISABLED_LOGIN_PATH) return;
  window.location.assign(DISABLED_LOGIN_PATH);
}
