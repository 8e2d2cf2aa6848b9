/**
 * The pages the server sends rendered (decision 022): those whose first
 * render is the same for every visitor who is not signed in. The server
 * renders them (those with data per request, the others at build), the
 * client loads their screen before it hydrates, and the server and the
 * client match an address against this one list.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/library',
  '/pricing',
  '/models',
  '/privacy',
  '/terms',
  '/blog',
  '/blog/:slug',
  '/docs',
  '/help',
  '/about',
  '/contact',
  '/prompts/:id',
] as const;

export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

/**
 * An address's path as the client's router compares it: any letter case,
 * one optional trailing slash. The server uses it too, so both sides agree
 * on what a page is.
 */
export function routePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** Whether a route path fits a pattern whose `:name` parts stand for one segment. */
function matches(pattern: string, route: string): boolean {
  const wanted = pattern.split('/');
  const given = route.split('/');
  return (
    wanted.length === given.length &&
    wanted.every((part, i) => (part.startsWith(':') ? given[i] !== '' : part === given[i]))
  );
}

/** The public page an address shows, if it is one. */
export function publicPageAt(pathname: string): PublicPagePath | undefined {
  const route = routePath(pathname);
  return PUBLIC_PAGE_PATHS.find((pattern) => matches(pattern, route));
}
