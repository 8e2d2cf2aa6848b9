/**
 * The member's collections, shared by the add-to-collection dialog (cards,
 * the prompt page), the profile and a collection's page. Every change asks
 * the server again for what it touched: the member's list, the collection
 * opened, and for "Saved" the prompt's save flags and the saved list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc.ts';

export function useMyCollections(promptId?: string, enabled = true) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.collections.mine.queryOptions(promptId === undefined ? {} : { promptId }),
    enabled,
  });
}

/** Re-reads everything a change to a collection's contents may have moved. */
function useRefreshCollections() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries(trpc.collections.pathFilter()),
      // Adding to or removing from "Saved" is the prompt's save.
      queryClient.invalidateQueries(trpc.account.myPrompts.queryFilter()),
      queryClient.invalidateQueries(trpc.library.byId.queryFilter()),
      queryClient.invalidateQueries(trpc.library.list.queryFilter()),
    ]);
  };
}

export function useCollectionItemChange() {
  const trpc = useTRPC();
  const refresh = useRefreshCollections();
  const add = useMutation(trpc.collections.addItem.mutationOptions({ onSettled: refresh }));
  const remove = useMutation(trpc.collections.removeItem.mutationOptions({ onSettled: refresh }));
  return { add, remove };
}

export function useCreateCollection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.collections.create.mutationOptions({
      onSettled: () => queryClient.invalidateQueries(trpc.collections.mine.pathFilter()),
    }),
  );
}
