/**
 * "Where you're signed in" and mail to a refused address: the server calls
 * (decision 047). Ending a session refreshes the list; asking to mail the
 * address again refreshes the signed-in user, whose mailRefused it clears.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

export function useMySessions() {
  const trpc = useTRPC();
  return useQuery(trpc.security.sessions.queryOptions());
}

export function useSessionChanges() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.security.sessions.queryKey() });
  return {
    end: useMutation(trpc.security.endSession.mutationOptions({ onSuccess: refresh })),
    endOthers: useMutation(trpc.security.endOtherSessions.mutationOptions({ onSuccess: refresh })),
  };
}

export function useRetryMail() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.security.retryMail.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
    }),
  );
}
