/**
 * The public screens: the pages the server sends prerendered (decision
 * 018). Each is its own chunk, like every screen, but can also be loaded
 * ahead: the browser loads the one for the address before it hydrates the
 * prerendered page, so the page is taken over in one pass. Otherwise the
 * screen's part of the page would wait for its chunk, and a click in the
 * header meanwhile (a person's, or a test's) would change a part React had
 * not taken over yet, which it can only throw away and render again.
 */
import { type ComponentType, lazy } from 'react';
import type { RouteComponentProps } from 'wouter';

type ScreenProps = RouteComponentProps;
type ScreenModule = { default: ComponentType<ScreenProps> };

export interface PublicScreen {
  path: string;
  Screen: ComponentType<ScreenProps>;
  preload: () => Promise<void>;
}

function publicScreen(path: string, load: () => Promise<ScreenModule>): PublicScreen {
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

export const PUBLIC_SCREENS: readonly PublicScreen[] = [
  publicScreen('/', () => import('../features/home/home-page.tsx')),
  publicScreen('/library', () => import('../features/library/library-page.tsx')),
  publicScreen('/pricing', () => import('../features/pricing/pricing-page.tsx')),
  publicScreen('/models', () => import('../features/models/models-page.tsx')),
  publicScreen('/privacy', () => import('../features/legal/privacy-page.tsx')),
  publicScreen('/terms', () => import('../features/legal/terms-page.tsx')),
  publicScreen('/blog', () => import('../features/blog/blog-page.tsx')),
  publicScreen('/blog/:slug', () => import('../features/blog/blog-post-page.tsx')),
  publicScreen('/docs', () => import('../features/docs/docs-page.tsx')),
  publicScreen('/help', () => import('../features/help/help-page.tsx')),
  publicScreen('/about', () => import('../features/about/about-page.tsx')),
  publicScreen('/contact', () => import('../features/contact/contact-page.tsx')),
];

/** As the router matches: any letter case, one optional trailing slash, `:name` for a segment. */
function matches(pattern: string, pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const wanted = pattern.split('/');
  const given = trimmed.toLowerCase().split('/');
  return (
    wanted.length === given.length &&
    wanted.every((part, i) => (part.startsWith(':') ? given[i] !== '' : part === given[i]))
  );
}

/** Loads the public screen at this address, if there is one. */
export async function preloadScreenAt(pathname: string): Promise<void> {
  await PUBLIC_SCREENS.find((screen) => matches(screen.path, pathname))?.preload();
}
