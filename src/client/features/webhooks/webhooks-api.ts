/**
 * The Webhooks screen's server calls: the endpoints, one endpoint's
 * deliveries (reloaded every few seconds while shown, as attempts land),
 * and the changes, after which the lists reload.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/** How often an open delivery log asks again: retries land while it is open. */
const DELIVERIES_REFRESH_MS = 3000;

export function useWebhooks() {
  const trpc = useTRPC();
  return useQuery(trpc.webhooks.list.queryOptions(undefined, { retry: false }));
}

export function useWebhookDeliveries(id: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.webhooks.deliveries.queryOptions({ id: id ?? '' }, { retry: false }),
    enabled: id !== null,
    refetchInterval: DELIVERIES_REFRESH_MS,
  });
}

export function useWebhookChanges() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries(trpc.webhooks.pathFilter());
  return {
    create: useMutation(trpc.webhooks.create.mutationOptions({ onSuccess })),
    update: useMutation(trpc.webhooks.update.mutationOptions({ onSuccess })),
    remove: useMutation(trpc.webhooks.remove.mutationOptions({ onSuccess })),
    sendTest: useMutation(trpc.webhooks.sendTest.mutationOptions({ onSuccess })),
  };
}
