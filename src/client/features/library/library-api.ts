/** The library's server calls: query options and the "Try This" use counter. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ListPromptsInput } from '../../../shared/prompt-inputs.ts';
import { useTRPC } from '../../app/trpc.ts';

export function useLibraryPage(input: ListPromptsInput) {
  const trpc = useTRPC();
  return useQuery(trpc.library.list.queryOptions(input, { placeholderData: keepPreviousData }));
}

export function usePromptDetails(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.library.byId.queryOptions({ id }, { enabled: id !== '', retry: false }));
}

export function useRecordUsage() {
  const trpc = useTRPC();
  return useMutation(trpc.library.recordUsage.mutationOptions());
}
