/**
 * The playground's server calls. Which models this server can run and the
 * generations left come from tRPC; a run itself is a streamed POST that
 * tRPC's batch link cannot carry, so it goes through run-stream.ts (plain
 * fetch + NDJSON).
 */
import { useQuery } from '@tanstack/react-query';
import type { ModelAvailability } from '../../../shared/model-views.ts';
import { NOT_AVAILABLE } from '../../../shared/models.ts';
import { useTRPC } from '../../lib/trpc.ts';
import type { Allowance } from './allowance-rules.ts';

export interface ModelsState {
  /** By model name; empty until loaded (or when the check failed). */
  byName: ReadonlyMap<string, ModelAvailability>;
  isLoading: boolean;
  /** The check failed: every model is offered and the server decides. */
  isError: boolean;
  /** Loaded, and not one model can run on this site. */
  noneSetUp: boolean;
  /** To an admin, when none can run: how to set one up (the server says). */
  setUp: string | null;
  retry: () => void;
}

export function useModelAvailability(): ModelsState {
  const trpc = useTRPC();
  // Configuration changes only with a restart: no need to ask again during a visit.
  const query = useQuery({ ...trpc.playground.models.queryOptions(), staleTime: Infinity });
  const models = query.data?.models ?? [];
  return {
    byName: new Map(models.map((model) => [model.name, model])),
    isLoading: query.isPending,
    isError: query.isError,
    noneSetUp: models.length > 0 && models.every((model) => !model.available),
    setUp: query.data?.setUp ?? null,
    retry: () => void query.refetch(),
  };
}

/**
 * Why a model cannot run here, or null when it can (or nobody knows yet).
 * An admin also reads which setting would enable it; the server tells no one else.
 */
export function unavailableReason(models: ModelsState, model: string): string | null {
  const found = models.byName.get(model);
  if (!found || found.available) return null;
  return found.requires ? `${NOT_AVAILABLE} ${found.requires}` : NOT_AVAILABLE;
}

/** The generations left to whoever is here (visitor or member), from the server. */
export function useAllowance() {
  const trpc = useTRPC();
  const query = useQuery(trpc.playground.allowance.queryOptions());
  const allowance: Allowance | null = query.data ?? null;
  return { allowance, refetch: () => void query.refetch() };
}
