/**
 * The route table of the spec. Each screen is its own chunk; screens that
 * later work will build show a plain "not built yet" notice, never a fake.
 */
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { ScrollToTop } from '../components/layout/scroll-to-top.tsx';

const LibraryPage = lazy(() => import('../features/library/library-page.tsx'));
const NotBuiltPage = lazy(() => import('../features/not-built/not-built-page.tsx'));
const NotFoundPage = lazy(() => import('../features/not-built/not-found-page.tsx'));

/** Screens still to come, with the title each will carry. */
const UPCOMING: [path: string, title: string][] = [
  ['/', 'Home'],
  ['/login', 'Sign in'],
  ['/playground', 'Playground'],
  ['/submit-prompt', 'Submit a prompt'],
  ['/dashboard', 'Admin dashboard'],
  ['/profile', 'Profile'],
  ['/settings', 'Settings'],
  ['/prompts/:id', 'Prompt'],
  ['/edit-prompt/:id', 'Edit prompt'],
  ['/admin/prompts', 'Manage Prompts'],
  ['/admin/users', 'Manage Users'],
  ['/pricing', 'Pricing'],
  ['/models', 'Models'],
  ['/docs', 'Documentation'],
  ['/about', 'About'],
  ['/contact', 'Contact'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/help', 'Help Center'],
  ['/blog', 'Blog'],
];

function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading page">
      <Loader />
    </Center>
  );
}

export function AppRoutes() {
  return (
    <AppLayout>
      <ScrollToTop />
      <Suspense fallback={<PageLoader />}>
        <Switch>
          <Route path="/library" component={LibraryPage} />
          {UPCOMING.map(([path, title]) => (
            <Route key={path} path={path}>
              <NotBuiltPage title={title} />
            </Route>
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
