/**
 * How this hub hands out plans and the member's open plan request, shared
 * by Settings and Pricing (decision 032): the mode, asking an admin for a
 * plan, and taking the request back. Each change refreshes the choice.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc.ts';

export function usePlanChoice() {
  const trpc = useTRPC();
  return useQuery(trpc.account.planChoice.queryOptions(undefined, { staleTime: 30_000 }));
}

function useRefreshChoice() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.account.planChoice.queryKey() });
}

export function useRequestPlan() {
  const trpc = useTRPC();
  const refresh = useRefreshChoice();
  return useMutation(trpc.account.requestPlan.mutationOptions({ onSuccess: refresh }));
}

export function useWithdrawPlanRequest() {
  const trpc = useTRPC();
  const refresh = useRefreshChoice();
  return useMutation(trpc.account.withdrawPlanRequest.mutationOptions({ onSuccess: refresh }));
}
