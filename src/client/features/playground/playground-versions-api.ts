/**
 * The playground's calls about a stored prompt's versions (issue 28 item
 * 3): the versions this person may see (the server decides: everyone the
 * live and earlier approved ones, the owner and admins all), and one
 * version's content. Content never changes, so it is kept for the visit.
 */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

export function usePlaygroundVersions(promptId: string | null) {
  const trpc = useTRPC();
  return useQuery(
    trpc.prompts.versions.queryOptions({ id: promptId ?? '' }, { enabled: promptId !== null }),
  );
}

export function usePlaygroundVersion(promptId: string | null, number: number | null) {
  const trpc = useTRPC();
  return useQuery(
    trpc.prompts.version.queryOptions(
      { id: promptId ?? '', number: number ?? 1 },
      { enabled: promptId !== null && number !== null, staleTime: Infinity, retry: false },
    ),
  );
}
