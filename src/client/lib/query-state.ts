/**
 * The queries a server-rendered page was rendered with: TanStack Query's
 * dehydrated state, which the server puts in a JSON block the browser
 * never runs (the content-security policy allows no inline script) and
 * the app hands to its HydrationBoundary (app/providers.tsx), so the first
 * render shows what the server's did. superjson keeps dates as dates.
 */
import type { DehydratedState } from '@tanstack/react-query';
import superjson from 'superjson';
import { QUERY_STATE_ELEMENT_ID } from '../../shared/page-queries.ts';

export function readQueryState(): DehydratedState | undefined {
  const text = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return superjson.parse<DehydratedState>(text);
  } catch {
    // A page without its data still works: the screens fetch it.
    return undefined;
  }
}
