/** The typed tRPC client and the React context that hands it to features. */
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/root.ts';
import { MAX_TRPC_BATCH, MAX_TRPC_URL_LENGTH } from '../../shared/api-limits.ts';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function createApiClient() {
  return createTRPCClient<AppRouter>({
    links: [
      // Calls made together share a request, split where the server's limits
      // (batch size, URL length) would be passed: a page of any size works.
      httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        maxItems: MAX_TRPC_BATCH,
        maxURLLength: MAX_TRPC_URL_LENGTH,
      }),
    ],
  });
}
