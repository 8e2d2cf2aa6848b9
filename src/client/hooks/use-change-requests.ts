/**
 * Change requests (decision 050), shared by the prompt page's "Propose a
 * change" and the profile's Change requests tab. Every answer asks the
 * server again for the lists and the prompt (an admin's acceptance changes
 * the live text).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequestBox } from '../../shared/change-request-inputs.ts';
import { useTRPC } from '../lib/trpc.ts';

export function useMyChangeRequests(box: ChangeRequestBox) {
  const trpc = useTRPC();
  return useQuery(trpc.changeRequests.mine.queryOptions({ box }));
}

function useRefreshChangeRequests() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries(trpc.changeRequests.pathFilter()),
      queryClient.invalidateQueries(trpc.library.byId.queryFilter()),
      queryClient.invalidateQueries(trpc.prompts.versions.queryFilter()),
    ]);
  };
}

export function useProposeChange() {
  const trpc = useTRPC();
  const refresh = useRefreshChangeRequests();
  return useMutation(trpc.changeRequests.propose.mutationOptions({ onSettled: refresh }));
}

export function useChangeRequestAnswers() {
  const trpc = useTRPC();
  const refresh = useRefreshChangeRequests();
  const options = { onSettled: refresh };
  return {
    accept: useMutation(trpc.changeRequests.accept.mutationOptions(options)),
    decline: useMutation(trpc.changeRequests.decline.mutationOptions(options)),
    withdraw: useMutation(trpc.changeRequests.withdraw.mutationOptions(options)),
  };
}
