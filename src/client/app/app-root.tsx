/**
 * The whole app as one element: the browser renders it (main.tsx) and the
 * server prerenders it at a path (prerender.tsx). One definition keeps the
 * two trees identical, which hydration needs.
 */
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

export function AppRoot({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <AppProviders>
        <Router ssrPath={ssrPath}>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
