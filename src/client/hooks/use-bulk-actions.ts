/**
 * The bulk actions on selected cards (issue 29): add them to one of the
 * member's collections, or make the member's own ones private. Each asks
 * the server again for every list the change may have moved.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc.ts';

export function useBulkActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries(trpc.collections.pathFilter()),
      queryClient.invalidateQueries(trpc.account.myPrompts.queryFilter()),
      queryClient.invalidateQueries(trpc.library.pathFilter()),
    ]);
  };
  const addToCollection = useMutation(
    trpc.collections.addItems.mutationOptions({ onSettled: refresh }),
  );
  const makePrivate = useMutation(trpc.prompts.makePrivate.mutationOptions({ onSettled: refresh }));
  return { addToCollection, makePrivate };
}
