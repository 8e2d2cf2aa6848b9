/**
 * Where to go after sign-in, decided in one place for the server (the
 * Google flow's return page) and the client (the login page). The candidate
 * is resolved as a browser would resolve it against the site's origin, and
 * accepted only when the origin stays the same; what is returned is then
 * resolved once more, because a path such as "/..//evil.example" resolves
 * to "//evil.example", which a browser reads as another host.
 */
export const DEFAULT_AFTER_LOGIN = '/library';

/** Any origin serves for the check: only "is it still this one" matters. */
const PLACEHOLDER_ORIGIN = 'https://this-site.invalid';

/** The path, query and fragment of candidate when it stays on origin; null otherwise. */
export function sameOriginPath(
  candidate: string,
  origin: string = PLACEHOLDER_ORIGIN,
): string | null {
  // Backslashes and control characters (tabs, newlines) are read as slashes
  // or dropped by URL parsers; nothing legitimate of ours contains them.
  if (!candidate.startsWith('/') || [...candidate].some(isBackslashOrControl)) return null;
  let path: string;
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return null;
    path = `${url.pathname}${url.search}${url.hash}`;
    // The result is used as a location in its turn: it must resolve to itself.
    const again = new URL(path, origin);
    if (again.origin !== origin || `${again.pathname}${again.search}${again.hash}` !== path) {
      return null;
    }
  } catch {
    return null;
  }
  return startsLikeAHost(path) ? null : path;
}

/**
 * "//x" or "/\x", also once percent-decoded: a server or router that decodes
 * the path before using it as a location would otherwise leave the site.
 */
function startsLikeAHost(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return [path, decoded].some((form) => !form.startsWith('/') || /^\/[\\/]/.test(form));
}

function isBackslashOrControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return char === '\\' || code < 0x20 || code === 0x7f;
}

export function safeRedirectPath(
  candidate: string | null | undefined,
  origin: string = PLACEHOLDER_ORIGIN,
): string {
  const path = candidate ? sameOriginPath(candidate, origin) : null;
  // Sending someone back to the login page after login would loop.
  if (!path || /^\/login(?:[?#]|$)/.test(path)) return DEFAULT_AFTER_LOGIN;
  return path;
}
