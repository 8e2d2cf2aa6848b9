/**
 * The pages the server sends prerendered (decision 018): those whose first
 * render is the same for every visitor. The server prerenders them, the
 * client loads their screen before it hydrates, and both match an address
 * against this one list.
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
] as const;

export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

/** As the router matches: any letter case, one optional trailing slash, `:name` for a segment. */
function matches(pattern: string, pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const wanted = pattern.split('/');
  const given = trimmed.toLowerCase().split('/');
  return (
    wanted.length === given.length &&
    wanted.every((part, i) => (part.startsWith(':') ? given[i] !== '' : part === given[i]))
  );
}

/** The public page an address shows, if it is one. */
export function publicPageAt(pathname: string): PublicPagePath | undefined {
  return PUBLIC_PAGE_PATHS.find((pattern) => matches(pattern, pathname));
}
