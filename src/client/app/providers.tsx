/** Everything the screens rely on: theme, data fetching and the API client. */
import { MantineProvider } from '@mantine/core';
import {
  type DehydratedState,
  HydrationBoundary,
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { leaveIfAccountDisabled } from '../lib/account-disabled.ts';
import { cssVariablesResolver, theme } from '../lib/theme.ts';
import { createApiClient, TRPCProvider } from '../lib/trpc.ts';

/**
 * How long what the app fetched is shown before a screen that mounts asks
 * again. Data a page arrived with counts from when the server read it, so
 * a page just rendered is not fetched again on arrival.
 */
const STALE_MS = 30_000;

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_MS, retry: 1, refetchOnWindowFocus: false },
    },
    // Any call may be the first to learn that an admin disabled the account.
    queryCache: new QueryCache({ onError: leaveIfAccountDisabled }),
    mutationCache: new MutationCache({ onError: leaveIfAccountDisabled }),
  });
}

/** `queryState`: the queries the page was rendered with on the server (lib/query-state.ts). */
export function AppProviders({
  children,
  queryState,
}: {
  children: ReactNode;
  queryState?: DehydratedState;
}) {
  const [trpcClient] = useState(createApiClient);
  const [queryClient] = useState(makeQueryClient);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={queryState}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            {children}
          </TRPCProvider>
        </HydrationBoundary>
      </QueryClientProvider>
    </MantineProvider>
  );
}
