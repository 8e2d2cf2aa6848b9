/**
 * The notification screens' server calls (decision 045): the list, paged
 * with "Load more"; marking read, reflected at once in the list and the
 * header's count; and unsubscribing from a mail's link.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsReadInput } from '../../../shared/notification-inputs.ts';
import type { NotificationPage } from '../../../shared/notification-views.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import { type NotificationPages, withRead } from './notification-pages.ts';

export function useNotificationPages() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: [...trpc.notifications.list.pathKey(), 'pages'],
    queryFn: async ({ pageParam }) => {
      const page = await client.notifications.list.query({ page: pageParam });
      // The list's count is the newest: the header's bell follows it.
      queryClient.setQueryData(trpc.notifications.unread.queryKey(), { unread: page.unread });
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last: NotificationPage) =>
      last.pagination.hasNextPage ? last.pagination.currentPage + 1 : undefined,
    // A member who comes back to the tab sees what arrived meanwhile.
    refetchOnWindowFocus: 'always',
    retry: false,
  });
}

export function useMarkRead() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = [...trpc.notifications.list.pathKey(), 'pages'];
  return useMutation(
    trpc.notifications.markRead.mutationOptions({
      // Shown read at once; the server's answer then sets the bell's count.
      onMutate: async ({ ids }: MarkNotificationsReadInput) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        queryClient.setQueryData<NotificationPages>(listKey, (pages) =>
          pages ? withRead(pages, ids, new Date()) : pages,
        );
      },
      onSuccess: (answer) => queryClient.setQueryData(trpc.notifications.unread.queryKey(), answer),
      onError: () => queryClient.invalidateQueries({ queryKey: listKey }),
    }),
  );
}

export function useUnsubscribe() {
  const trpc = useTRPC();
  return useMutation(trpc.notifications.unsubscribe.mutationOptions());
}
