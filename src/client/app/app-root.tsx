/**
 * The whole app as one element: the browser renders it (main.tsx) and the
 * server prerenders it at a path (prerender.tsx). One definition keeps the
 * two trees identical, which hydration needs.
 */
import { StrictMode } from 'react';
import { Router } from 'wouter';
import type { PageData } from '../lib/page-data.ts';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

/** `pageData`: what the page arrived with (lib/page-data.ts), shown by the first render. */
export function AppRoot({ ssrPath, pageData }: { ssrPath?: string; pageData?: PageData }) {
  return (
    <StrictMode>
      <AppProviders pageData={pageData}>
        <Router ssrPath={ssrPath}>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
