/** The generations left to whoever is here (visitor or member), from the server. */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';
import type { Allowance } from './allowance-rules.ts';

export function useAllowance() {
  const trpc = useTRPC();
  const query = useQuery(trpc.playground.allowance.queryOptions());
  const allowance: Allowance | null = query.data ?? null;
  return { allowance, refetch: () => void query.refetch() };
}
