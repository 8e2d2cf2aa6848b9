/**
 * The prompt page's server calls: the prompt, as this person may see it,
 * the owner's Submit for review of a private prompt, and forks.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useTRPC } from '../../lib/trpc.ts';

/**
 * True when the server says there is nothing here for this person: a missing
 * prompt, one they may not see, or an address that cannot name a prompt.
 */
export function isMissingPrompt(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const code = (error.data as { code?: unknown } | null | undefined)?.code;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

export function usePromptPage(id: string) {
  const trpc = useTRPC();
  return useQuery(
    trpc.library.byId.queryOptions(
      { id },
      // Asking again cannot make a missing prompt appear; a dropped connection may recover.
      { retry: (failures, error) => !isMissingPrompt(error) && failures < 1 },
    ),
  );
}

/** The owner sends a private prompt to review (decision 049); the page then shows it waiting. */
export function useSubmitForReview(id: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.prompts.submitForReview.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.library.byId.queryFilter({ id })),
    }),
  );
}

/** What the member's plan leaves this month, for the fork's confirmation. */
export function useSubmissionsLeft(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.prompts.submissionQuota.queryOptions(undefined, { enabled }));
}

/** Forks the prompt (decision 053): a new pending prompt of the member's, using a submission. */
export function useForkPrompt() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.prompts.fork.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.library.byId.queryFilter()),
          queryClient.invalidateQueries({ queryKey: trpc.prompts.submissionQuota.queryKey() }),
        ]),
    }),
  );
}

/** A fork's original, for "Offer this change back"; asked only when it can be offered. */
export function useForkOriginal(id: string | null) {
  const trpc = useTRPC();
  return useQuery(
    trpc.library.byId.queryOptions({ id: id ?? '' }, { enabled: id !== null, retry: false }),
  );
}

/**
 * A saved prompt's page was opened: the save has now seen the live version
 * (issue 28 item 3). The profile's lists ask again; this prompt's cached
 * copy takes the new number, so coming back does not announce it twice.
 */
export function useMarkSeen(id: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.prompts.markSeen.mutationOptions({
      onSuccess: ({ seenVersion }) => {
        queryClient.setQueryData(trpc.library.byId.queryKey({ id }), (prompt) =>
          prompt && seenVersion !== null ? { ...prompt, seenVersion } : prompt,
        );
        return queryClient.invalidateQueries(trpc.account.myPrompts.queryFilter());
      },
    }),
  );
}
