import './app/mantine-styles.ts';
import './app/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { readQueryState } from './lib/query-state.ts';
import { preloadScreenAt } from './app/public-screens.tsx';
import { prepareFormatters } from '../shared/format.ts';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

if (root.hasChildNodes()) {
  // A public page arrived rendered by the server: load its screen first, so the whole
  // page is taken over together (public-screens.tsx). As a transition, React
  // does it in slices of a few milliseconds, so the browser paints what
  // arrived and answers input in between, instead of freezing for the whole
  // tree on a slow phone (decision 016). The screen is asked for in a task
  // of its own: Vite adds a preload link per chunk it needs, which on a slow
  // phone doubled the long task the app's own evaluation already is.
  void nextTask()
    .then(() => {
      // Intl's first date formatter, made in a task of its own (shared/format.ts).
      prepareFormatters();
      return nextTask();
    })
    .then(() => preloadScreenAt(window.location.pathname))
    .catch(() => {}) // the screen then loads as it renders, as for any page
    .then(() =>
      startTransition(() => {
        hydrateRoot(root, <AppRoot queryState={readQueryState()} />, {
          // React recovers by rendering on the client; the component stack
          // says which part of the page differed from the server's.
          onRecoverableError: (error, info) => {
            console.error(error, info.componentStack ?? '');
          },
        });
      }),
    );
} else {
  createRoot(root).render(<AppRoot />);
}
