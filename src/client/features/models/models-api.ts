/** Which of the page's models this site cannot run, from the playground's own list. */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/** Names of the models not set up here; empty until the server has said (or if it could not). */
export function useUnavailableModels(): ReadonlySet<string> {
  const trpc = useTRPC();
  // Configuration changes only with a restart: no need to ask again during a visit.
  const query = useQuery({ ...trpc.playground.models.queryOptions(), staleTime: Infinity });
  const models = query.data?.models ?? [];
  return new Set(models.filter((model) => !model.available).map((model) => model.name));
}
