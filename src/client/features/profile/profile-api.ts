/** The profile's server call: the prompts the signed-in person saved and created. */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

export function useMyPrompts() {
  const trpc = useTRPC();
  return useQuery(trpc.account.myPrompts.queryOptions());
}
