/**
 * The public screens: the pages the server sends rendered (decision
 * 022). Each is its own chunk, like every screen, but can also be loaded
 * ahead: the browser loads the one for the address before it hydrates the
 * prerendered page, so the page is taken over in one pass. Otherwise the
 * screen's part of the page would wait for its chunk, and a click in the
 * header meanwhile (a person's, or a test's) would change a part React had
 * not taken over yet, which it can only throw away and render again.
 */
import { type ComponentType, lazy } from 'react';
import type { RouteComponentProps } from 'wouter';
import { PUBLIC_PAGE_PATHS, type PublicPagePath, publicPageAt } from '../../shared/public-pages.ts';

type ScreenProps = RouteComponentProps;
type ScreenModule = { default: ComponentType<ScreenProps> };

export interface PublicScreen {
  path: PublicPagePath;
  Screen: ComponentType<ScreenProps>;
  preload: () => Promise<void>;
}

function publicScreen(path: PublicPagePath, load: () => Promise<ScreenModule>): PublicScreen {
  let loaded: ComponentType<ScreenProps> | null = null;
  const Lazy = lazy(load);
  function Screen(props: ScreenProps) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  const preload = async () => {
    loaded = (await load()).default;
  };
  return { path, Screen, preload };
}

/** Every public page's screen; the type makes a new public page name its screen here. */
const SCREEN_LOADERS: Record<PublicPagePath, () => Promise<ScreenModule>> = {
  '/': () => import('../features/home/home-page.tsx'),
  '/library': () => import('../features/library/library-page.tsx'),
  '/pricing': () => import('../features/pricing/pricing-page.tsx'),
  '/models': () => import('../features/models/models-page.tsx'),
  '/privacy': () => import('../features/legal/privacy-page.tsx'),
  '/terms': () => import('../features/legal/terms-page.tsx'),
  '/blog': () => import('../features/blog/blog-page.tsx'),
  '/blog/:slug': () => import('../features/blog/blog-post-page.tsx'),
  '/docs': () => import('../features/docs/docs-page.tsx'),
  '/help': () => import('../features/help/help-page.tsx'),
  '/about': () => import('../features/about/about-page.tsx'),
  '/contact': () => import('../features/contact/contact-page.tsx'),
  '/prompts/:id': () => import('../features/prompt-page/prompt-page.tsx'),
};

export const PUBLIC_SCREENS: readonly PublicScreen[] = PUBLIC_PAGE_PATHS.map((path) =>
  publicScreen(path, SCREEN_LOADERS[path]),
);

const SCREEN_AT = new Map(PUBLIC_SCREENS.map((screen) => [screen.path, screen]));

/** Loads the public screen at this address, if there is one. */
export async function preloadScreenAt(pathname: string): Promise<void> {
  const page = publicPageAt(pathname);
  if (page) await SCREEN_AT.get(page)?.preload();
}
