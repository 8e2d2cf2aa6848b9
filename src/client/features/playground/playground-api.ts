/**
 * The playground's server calls. Which models this server can run comes
 * from tRPC; a run itself is a streamed POST that tRPC's batch link cannot
 * carry, so it goes through run-stream.ts (plain fetch + NDJSON).
 */
import { useQuery } from '@tanstack/react-query';
import type { ModelAvailability } from '../../../shared/models.ts';
import { useTRPC } from '../../app/trpc.ts';

export interface ModelsState {
  /** By model name; empty until loaded (or when the check failed). */
  byName: ReadonlyMap<string, ModelAvailability>;
  isLoading: boolean;
  /** The check failed: every model is offered and the server decides. */
  isError: boolean;
  retry: () => void;
}

export function useModelAvailability(): ModelsState {
  const trpc = useTRPC();
  // Configuration changes only with a restart: no need to ask again during a visit.
  const query = useQuery({ ...trpc.playground.models.queryOptions(), staleTime: Infinity });
  const models = query.data?.models;
  return {
    byName: new Map((models ?? []).map((model) => [model.name, model])),
    isLoading: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}

/** Why a model cannot run here, or null when it can (or nobody knows yet). */
export function unavailableReason(models: ModelsState, model: string): string | null {
  const found = models.byName.get(model);
  if (!found || found.available) return null;
  return found.requires ?? 'It is not configured on this server.';
}
