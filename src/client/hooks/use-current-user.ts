/**
 * Who is signed in, for every screen. The session lives in an HttpOnly
 * cookie, so the app asks the server (auth.me) instead of reading storage.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserView } from '../../shared/user-views.ts';
import { useTRPC } from '../lib/trpc.ts';
import { useHydrated } from './use-hydrated.ts';

export interface CurrentUser {
  user: UserView | null;
  /** True until the first answer arrives. */
  isLoading: boolean;
  isAdmin: boolean;
  /** Replaces the cached user after a change (profile, plan, avatar). */
  setUser: (user: UserView | null) => void;
}

export function useCurrentUser(): CurrentUser {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.auth.me.queryOptions(undefined, { staleTime: 60_000, retry: false }));
  // While a prerendered part hydrates: as the server rendered it, not known yet.
  const hydrated = useHydrated();
  const user = hydrated ? (query.data ?? null) : null;
  return {
    user,
    isLoading: !hydrated || query.isPending,
    isAdmin: user?.role === 'admin',
    setUser: (next) => queryClient.setQueryData(trpc.auth.me.queryKey(), next),
  };
}
