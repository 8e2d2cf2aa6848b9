/** Everything the screens rely on: theme, data fetching and the API client. */
import { MantineProvider } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { QUERY_STALE_MS } from '../../shared/page-data.ts';
import { leaveIfAccountDisabled } from '../lib/account-disabled.ts';
import { type PageData, seedPageData } from '../lib/page-data.ts';
import { cssVariablesResolver, theme } from '../lib/theme.ts';
import { createApiClient, TRPCProvider } from '../lib/trpc.ts';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_MS, retry: 1, refetchOnWindowFocus: false },
    },
    // Any call may be the first to learn that an admin disabled the account.
    queryCache: new QueryCache({ onError: leaveIfAccountDisabled }),
    mutationCache: new MutationCache({ onError: leaveIfAccountDisabled }),
  });
}

export function AppProviders({ children, pageData }: { children: ReactNode; pageData?: PageData }) {
  const [trpcClient] = useState(createApiClient);
  const [queryClient] = useState(() => {
    const client = makeQueryClient();
    if (pageData) seedPageData(client, trpcClient, pageData);
    return client;
  });
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
