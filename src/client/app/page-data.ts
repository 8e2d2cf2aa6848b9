/**
 * The data a public page arrived with (shared/page-data.ts): read from the
 * page's JSON block in the browser, handed to the server render as text,
 * and put in the query cache under the keys the screens ask with, so their
 * first render shows it, as the server's did.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/root.ts';
import {
  HOME_TRENDING_INPUT,
  LIBRARY_FIRST_PAGE_INPUT,
  PAGE_DATA_ELEMENT_ID,
} from '../../shared/page-data.ts';

type Outputs = inferRouterOutputs<AppRouter>;

export interface PageData {
  trending?: Outputs['library']['trending'];
  libraryFirstPage?: Outputs['library']['list'];
}

/** The page data sent as superjson text (dates stay dates). */
export function parsePageData(text: string | null | undefined): PageData | undefined {
  if (!text) return undefined;
  try {
    return superjson.parse<PageData>(text);
  } catch {
    // A page without its data still works: the screens fetch it.
    return undefined;
  }
}

/** The data block the server put in this page, if any. */
export function readPageData(): PageData | undefined {
  return parsePageData(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent);
}

export function seedPageData(
  queryClient: QueryClient,
  client: TRPCClient<AppRouter>,
  data: PageData,
): void {
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  // Dated long ago, so the screens still ask once they are live: the server
  // keeps a page for a few seconds, and a prompt approved meanwhile then
  // appears without a reload. What is on screen stays until the answer
  // differs.
  const seeded = { updatedAt: 0 };
  if (data.trending) {
    const key = trpc.library.trending.queryKey(HOME_TRENDING_INPUT);
    queryClient.setQueryData(key, data.trending, seeded);
  }
  if (data.libraryFirstPage) {
    const key = trpc.library.list.queryKey(LIBRARY_FIRST_PAGE_INPUT);
    queryClient.setQueryData(key, data.libraryFirstPage, seeded);
  }
}
