/** The library's server calls: one page of prompts, and one prompt's details. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPromptsQuery } from '../../../shared/prompt-inputs.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { useTRPC } from '../../lib/trpc.ts';

export function useLibraryPage(input: ListPromptsQuery) {
  const trpc = useTRPC();
  return useQuery(
    trpc.library.list.queryOptions(input, {
      placeholderData: keepPreviousData,
      // A collection that is gone or hidden stays so: say it at once.
      retry: (failures, error) => serverProblem(error).code !== 'NOT_FOUND' && failures < 1,
    }),
  );
}

export function usePromptDetails(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.library.byId.queryOptions({ id }, { enabled: id !== '', retry: false }));
}
