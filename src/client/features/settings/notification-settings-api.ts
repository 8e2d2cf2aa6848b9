/**
 * Settings' "Email notifications" calls (decision 045): the member's
 * choice per kind, changed one switch at a time and shown at once (put
 * back if the server refuses), and whether this hub sends mail at all.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '../../../shared/notification-views.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { withChoice } from './notification-choice.ts';

export function useNotificationSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.notifications.settings.queryOptions(undefined, { retry: false }));
}

/** Whether a mail server is set up (auth.options), so the section can say mail is off. */
export function useMailConfigured(): boolean | null {
  const trpc = useTRPC();
  const options = useQuery(trpc.auth.options.queryOptions(undefined, { staleTime: 300_000 }));
  return options.data ? options.data.mail : null;
}

export function useUpdateNotificationSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.notifications.settings.queryKey();
  return useMutation(
    trpc.notifications.updateSettings.mutationOptions({
      onMutate: async (change) => {
        await queryClient.cancelQueries({ queryKey: key });
        queryClient.setQueryData<NotificationSettings>(key, (current) =>
          current ? withChoice(current, change) : current,
        );
      },
      // Refused: show what the server holds (another switch may have changed meanwhile).
      onError: () => queryClient.invalidateQueries({ queryKey: key }),
      onSuccess: (saved) => queryClient.setQueryData(key, saved),
    }),
  );
}
