/**
 * The prompt page's calls about versions (decision 043): the history as
 * this person may see it, the diff between two, and the owner's Withdraw
 * and Restore. The server decides which versions someone sees; after a
 * change, the prompt and its versions are fetched again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

export function usePromptVersions(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.prompts.versions.queryOptions({ id }));
}

export function useVersionDiff(id: string, from: number | null, to: number | null) {
  const trpc = useTRPC();
  return useQuery(
    trpc.prompts.diff.queryOptions(
      { id, from: from ?? 1, to: to ?? 1 },
      { enabled: from !== null && to !== null && from !== to },
    ),
  );
}

function useRefreshVersions(id: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries(trpc.prompts.versions.queryFilter({ id }));
    void queryClient.invalidateQueries(trpc.prompts.diff.pathFilter());
    void queryClient.invalidateQueries(trpc.library.byId.queryFilter({ id }));
  };
}

export function useWithdrawVersion(id: string) {
  const trpc = useTRPC();
  const refresh = useRefreshVersions(id);
  return useMutation(trpc.prompts.withdrawVersion.mutationOptions({ onSettled: refresh }));
}

export function useRestoreVersion(id: string) {
  const trpc = useTRPC();
  const refresh = useRefreshVersions(id);
  return useMutation(trpc.prompts.restoreVersion.mutationOptions({ onSettled: refresh }));
}
