/**
 * The setup link's server calls (decision 031): what the link would do,
 * and claiming it. A claim changes who the signed-in person is (now an
 * admin), so their account is fetched again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

export function useSetupLinkState(token: string) {
  const trpc = useTRPC();
  return useQuery(trpc.setup.status.queryOptions({ token }, { retry: false }));
}

export function useClaimSetupLink() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.setup.claim.mutationOptions({
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.setup.status.pathKey() }),
        ]),
    }),
  );
}
