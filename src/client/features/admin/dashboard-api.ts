/** The dashboard's one server call: figures, trending, recent prompts and activity together. */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

export function useAdminDashboard() {
  const trpc = useTRPC();
  // A failure shows the error panel at once; Try Again is the retry.
  return useQuery(trpc.admin.dashboard.queryOptions(undefined, { retry: false }));
}
