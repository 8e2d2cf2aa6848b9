/**
 * Where to go after signing in: the ?redirect of the login URL, else the
 * path remembered from an earlier visit (sessionStorage, so it survives the
 * round trip through Google), else the library. Only same-site paths count
 * (src/shared/safe-redirect.ts, the same rule the server applies).
 */
import { safeRedirectPath } from '../../../shared/safe-redirect.ts';

const STORAGE_KEY = 'redirectAfterLogin';

export function rememberLoginTarget(redirect: string | null): void {
  if (redirect)
    sessionStorage.setItem(STORAGE_KEY, safeRedirectPath(redirect, window.location.origin));
}

export function loginTarget(redirect: string | null): string {
  return safeRedirectPath(redirect ?? sessionStorage.getItem(STORAGE_KEY), window.location.origin);
}

export function forgetLoginTarget(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
