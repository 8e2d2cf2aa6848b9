/**
 * Where to go after sign-in. Only a path on this site is honoured; an
 * absolute URL, a protocol-relative one (//evil.example) or anything odd
 * falls back to the library, so sign-in can never bounce someone off-site.
 */
export const DEFAULT_AFTER_LOGIN = '/library';

export function safeRedirectPath(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//'))
    return DEFAULT_AFTER_LOGIN;
  // Backslashes and control characters let browsers reinterpret a path as a host.
  if ([...candidate].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) {
    return DEFAULT_AFTER_LOGIN;
  }
  try {
    const base = 'http://same.invalid';
    const url = new URL(candidate, base);
    if (url.origin !== base) return DEFAULT_AFTER_LOGIN;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Sending someone back to the login page after login would loop.
    return url.pathname === '/login' ? DEFAULT_AFTER_LOGIN : path;
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
}
