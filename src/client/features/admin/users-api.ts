/**
 * Manage Users' server calls: a page of members, and changing a role, an
 * account's status or deleting an account. After a change every admin list
 * and the dashboard reload (a deletion also takes prompts out of the
 * library). An admin who takes their own access away (demotes, disables or
 * deletes themselves) has their next admin call refused, so instead the
 * signed-in user is asked for again and the guard takes them elsewhere.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import type { UserFilters } from './use-user-filters.ts';

export function useAdminUsers({ search, role, status, page, limit }: UserFilters) {
  const trpc = useTRPC();
  return useQuery(
    trpc.admin.users.list.queryOptions(
      {
        search: search || undefined,
        role: role || undefined,
        status: status || undefined,
        page,
        limit,
      },
      { placeholderData: keepPreviousData, retry: false },
    ),
  );
}

function useRefreshAfterChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  return async (change: { id: string; losesAccess: boolean; removesPrompts?: boolean }) => {
    if (change.losesAccess && change.id === user?._id) {
      await queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
      return;
    }
    await Promise.all([
      queryClient.invalidateQueries(trpc.admin.pathFilter()),
      change.removesPrompts && queryClient.invalidateQueries(trpc.library.pathFilter()),
    ]);
  };
}

export function useSetUserRole() {
  const trpc = useTRPC();
  const refresh = useRefreshAfterChange();
  return useMutation(
    trpc.admin.users.setRole.mutationOptions({
      onSuccess: (_user, { id, role }) => refresh({ id, losesAccess: role !== 'admin' }),
    }),
  );
}

export function useSetUserStatus() {
  const trpc = useTRPC();
  const refresh = useRefreshAfterChange();
  return useMutation(
    trpc.admin.users.setStatus.mutationOptions({
      onSuccess: (_user, { id, status }) => refresh({ id, losesAccess: status === 'disabled' }),
    }),
  );
}

export function useRemoveUser() {
  const trpc = useTRPC();
  const refresh = useRefreshAfterChange();
  return useMutation(
    trpc.admin.users.remove.mutationOptions({
      onSuccess: (_result, { id }) => refresh({ id, losesAccess: true, removesPrompts: true }),
    }),
  );
}

export function useSetMemberPlan() {
  const trpc = useTRPC();
  const refresh = useRefreshAfterChange();
  const { user, setUser } = useCurrentUser();
  return useMutation(
    trpc.admin.users.setPlan.mutationOptions({
      onSuccess: async (updated, { id }) => {
        // An admin setting their own plan sees it in the header and Settings at once.
        if (id === user?._id) setUser(updated);
        await refresh({ id, losesAccess: false });
      },
    }),
  );
}

export function useDeclinePlanRequest() {
  const trpc = useTRPC();
  const refresh = useRefreshAfterChange();
  return useMutation(
    trpc.admin.users.declinePlanRequest.mutationOptions({
      onSuccess: (_result, { id }) => refresh({ id, losesAccess: false }),
    }),
  );
}

/** Whether this hub mails reset links itself; without, admins make them (decision 040). */
export function useHubSendsMail(): boolean | undefined {
  const trpc = useTRPC();
  return useQuery(trpc.auth.options.queryOptions()).data?.mail;
}

/** Makes a member's one-hour reset link; the answer is the only place it is ever shown. */
export function useMakeResetLink() {
  const trpc = useTRPC();
  return useMutation(trpc.admin.users.resetLink.mutationOptions());
}
