/**
 * Who is signed in, for every screen. The session lives in an HttpOnly
 * cookie, so the app asks the server (auth.me) instead of reading storage.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserView } from '../../shared/user-views.ts';
import { useTRPC } from '../app/trpc.ts';

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
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAdmin: user?.role === 'admin',
    setUser: (next) => queryClient.setQueryData(trpc.auth.me.queryKey(), next),
  };
}
