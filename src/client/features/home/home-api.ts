/** The home page's one server call: the most used prompts (PRODUCT_SPEC section 9). */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc.ts';

/** How many trending prompts the home page shows, and how many of them carry a rank badge. */
export const HOME_TRENDING_COUNT = 6;
export const HOME_RANKED_COUNT = 3;

export function useTrendingPrompts() {
  const trpc = useTRPC();
  return useQuery(trpc.library.trending.queryOptions({ limit: HOME_TRENDING_COUNT }));
}
