/**
 * Manage Prompts' server calls: one page of prompts in any status, one
 * prompt's details, a status change (one prompt or several), and deleting a
 * prompt. After any change, failed or not (a 409 means someone else changed
 * the prompt meanwhile), the admin lists and dashboard, the library and the
 * admin's own prompt lists are fetched again, so every screen shows the
 * prompt as it now is.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPromptListInput } from '../../../shared/admin-inputs.ts';
import { useTRPC } from '../../lib/trpc.ts';

export function useAdminPromptPage(input: AdminPromptListInput) {
  const trpc = useTRPC();
  return useQuery(
    trpc.admin.prompts.list.queryOptions(input, { placeholderData: keepPreviousData }),
  );
}

/** Admins see a prompt in any status through the library's own call. */
export function usePromptDetails(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.library.byId.queryOptions({ id }, { enabled: id !== '', retry: false }));
}

function useRefreshPrompts() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries(trpc.admin.pathFilter());
    void queryClient.invalidateQueries(trpc.library.pathFilter());
    void queryClient.invalidateQueries(trpc.account.myPrompts.queryFilter());
  };
}

export function useSetPromptStatus() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshPrompts();
  return useMutation(
    trpc.admin.prompts.setStatus.mutationOptions({
      onSuccess: (updated) =>
        queryClient.setQueryData(trpc.library.byId.queryKey({ id: updated._id }), updated),
      onSettled: refresh,
    }),
  );
}

export function useSetPromptStatuses() {
  const trpc = useTRPC();
  const refresh = useRefreshPrompts();
  return useMutation(trpc.admin.prompts.setStatusMany.mutationOptions({ onSettled: refresh }));
}

export function useRemovePrompt() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshPrompts();
  return useMutation(
    trpc.admin.prompts.remove.mutationOptions({
      // Its details are gone for good: asking again would only earn a 404.
      onSuccess: (_answer, { id }) =>
        queryClient.removeQueries(trpc.library.byId.queryFilter({ id })),
      onSettled: refresh,
    }),
  );
}

/** A moderator approves or rejects an edit waiting for review (decision 043). */
export function useDecideVersion() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshPrompts();
  return useMutation(
    trpc.admin.prompts.decideVersion.mutationOptions({
      onSettled: (_answer, _error, { id }) => {
        refresh();
        void queryClient.invalidateQueries(trpc.prompts.versions.queryFilter({ id }));
      },
    }),
  );
}
