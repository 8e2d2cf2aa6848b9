import '@mantine/core/styles.css';
import './app/global.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { readPageData } from './app/page-data.ts';
import { preloadScreenAt } from './app/public-screens.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

if (root.hasChildNodes()) {
  // A public page arrived prerendered: load its screen, then take over what
  // is on screen in one pass.
  void preloadScreenAt(window.location.pathname)
    .catch(() => {}) // the screen then loads as it renders, as for any page
    .then(() => hydrateRoot(root, <AppRoot pageData={readPageData()} />));
} else {
  createRoot(root).render(<AppRoot />);
}
