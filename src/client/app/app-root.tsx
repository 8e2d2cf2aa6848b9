/**
 * The whole app as one element: the browser renders or hydrates it
 * (main.tsx) and the server renders it at a path (prerender.tsx). One
 * definition keeps the two trees identical, which hydration needs.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

/** `queryState`: the queries the page was rendered with (lib/query-state.ts). */
export function AppRoot({
  ssrPath,
  queryState,
}: {
  ssrPath?: string;
  queryState?: DehydratedState;
}) {
  return (
    <StrictMode>
      <AppProviders queryState={queryState}>
        <Router ssrPath={ssrPath}>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
