/**
 * The signed-in member's unread notifications, for the header's bell and
 * the phone menu (decision 045): one small count, asked again when the
 * window regains focus and every minute while it is shown.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc.ts';
import { useCurrentUser } from './use-current-user.ts';

export const UNREAD_POLL_MS = 60_000;

/** The count, or 0 while unknown (signed out, first answer not in yet, or failed). */
export function useUnreadNotifications(): number {
  const trpc = useTRPC();
  const { user } = useCurrentUser();
  const query = useQuery(
    trpc.notifications.unread.queryOptions(user ? undefined : skipToken, {
      refetchInterval: UNREAD_POLL_MS,
      refetchOnWindowFocus: 'always',
      staleTime: 0,
      retry: false,
    }),
  );
  return user ? (query.data?.unread ?? 0) : 0;
}
