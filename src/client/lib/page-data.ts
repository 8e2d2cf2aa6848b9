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
  PAGE_DATA_AGE_ATTRIBUTE,
  PAGE_DATA_ELEMENT_ID,
} from '../../shared/page-data.ts';

type Outputs = inferRouterOutputs<AppRouter>;

export interface PageData {
  trending?: Outputs['library']['trending'];
  libraryFirstPage?: Outputs['library']['list'];
  /** When the server read the data, on this browser's clock (epoch ms); unknown when absent. */
  readAt?: number;
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

/**
 * When the data was read, given its age as the page left the server: that
 * moment is when the page's response began arriving, whatever the download,
 * the scripts and the screen's chunk took since. Unknown for a page the
 * browser showed again from its cache (back, forward), which still carries
 * the age it was first sent with.
 */
function readAtFromAge(ageMs: number): number | undefined {
  if (!Number.isFinite(ageMs) || ageMs < 0) return undefined;
  const [navigation] = performance.getEntriesByType('navigation');
  if (!(navigation instanceof PerformanceNavigationTiming)) return undefined;
  if (navigation.type === 'back_forward') return undefined;
  return performance.timeOrigin + navigation.responseStart - ageMs;
}

/** The data block the server put in this page, if any, with when it was read. */
export function readPageData(): PageData | undefined {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  const data = parsePageData(element?.textContent);
  if (!data) return undefined;
  const readAt = readAtFromAge(Number(element?.getAttribute(PAGE_DATA_AGE_ATTRIBUTE) ?? NaN));
  return readAt === undefined ? data : { ...data, readAt };
}

export function seedPageData(
  queryClient: QueryClient,
  client: TRPCClient<AppRouter>,
  data: PageData,
): void {
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  // Dated when the server read it, as the app's own fetch would be: a
  // screen that mounts once it is older than the stale time (providers.tsx)
  // asks again, rather than every screen as soon as it is live. Asking at
  // once cost every anonymous visit a second request and a second render of
  // the page, for data a few seconds old (decisions 016 and 018). Of unknown
  // age, it is dated long ago and asked for at once.
  const seeded = { updatedAt: data.readAt ?? 0 };
  if (data.trending) {
    const key = trpc.library.trending.queryKey(HOME_TRENDING_INPUT);
    queryClient.setQueryData(key, data.trending, seeded);
  }
  if (data.libraryFirstPage) {
    const key = trpc.library.list.queryKey(LIBRARY_FIRST_PAGE_INPUT);
    queryClient.setQueryData(key, data.libraryFirstPage, seeded);
  }
}
