/** The collection page's server calls: the collection, and the owner's and savers' changes. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

export function useCollection(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.collections.get.queryOptions({ id }, { retry: false }));
}

/** Changes that answer with the collection (and its prompts) replace the cached copy. */
export function useCollectionChanges(id: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.collections.get.queryKey({ id });
  const refresh = () => queryClient.invalidateQueries(trpc.collections.pathFilter());
  const update = useMutation(
    trpc.collections.update.mutationOptions({
      onSuccess: (collection) =>
        queryClient.setQueryData(key, (old) => old && { ...old, collection }),
      onSettled: refresh,
    }),
  );
  const reorder = useMutation(
    trpc.collections.reorder.mutationOptions({
      onSuccess: (answer) => queryClient.setQueryData(key, answer),
      onSettled: refresh,
    }),
  );
  const removeItem = useMutation(
    trpc.collections.removeItem.mutationOptions({
      onSettled: async () => {
        await refresh();
        // Taking a prompt out of "Saved" unsaves it.
        await queryClient.invalidateQueries(trpc.account.myPrompts.queryFilter());
      },
    }),
  );
  const remove = useMutation(trpc.collections.delete.mutationOptions({ onSettled: refresh }));
  const save = useMutation(
    trpc.collections.save.mutationOptions({
      onSuccess: ({ saved, saves }) =>
        queryClient.setQueryData(
          key,
          (old) => old && { ...old, collection: { ...old.collection, saved, saveCount: saves } },
        ),
      onSettled: refresh,
    }),
  );
  return { update, reorder, removeItem, remove, save };
}
