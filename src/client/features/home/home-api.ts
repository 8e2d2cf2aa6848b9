/** The home page's one server call: the most used prompts (PRODUCT_SPEC section 9). */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { HOME_TRENDING_INPUT } from '../../../shared/page-queries.ts';

/** How many trending prompts the home page shows, and how many of them carry a rank badge. */
export const HOME_TRENDING_COUNT = HOME_TRENDING_INPUT.limit;
export const HOME_RANKED_COUNT = 3;

export function useTrendingPrompts() {
  const trpc = useTRPC();
  // The same input the server fetches for the page's first render (shared/page-queries.ts).
  return useQuery(trpc.library.trending.queryOptions(HOME_TRENDING_INPUT));
}
