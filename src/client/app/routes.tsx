/**
 * The route table of the spec. Each screen is its own chunk; screens that
 * later work will build show a plain "not built yet" notice, never a fake.
 * Guards steer people (the server enforces the same rules on every call).
 */
import { Center, Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { ScrollToTop } from '../components/layout/scroll-to-top.tsx';
import { RequireAdmin, RequireSignIn } from './guards.tsx';

const HomePage = lazy(() => import('../features/home/home-page.tsx'));
const LibraryPage = lazy(() => import('../features/library/library-page.tsx'));
const LoginPage = lazy(() => import('../features/auth/login-page.tsx'));
const ProfilePage = lazy(() => import('../features/profile/profile-page.tsx'));
const SettingsPage = lazy(() => import('../features/settings/settings-page.tsx'));
const SubmitPromptPage = lazy(() => import('../features/submit/submit-prompt-page.tsx'));
const EditPromptPage = lazy(() => import('../features/submit/edit-prompt-page.tsx'));
const PromptPage = lazy(() => import('../features/prompt-page/prompt-page.tsx'));
const DashboardPage = lazy(() => import('../features/admin/dashboard-page.tsx'));
const ManageUsersPage = lazy(() => import('../features/admin/manage-users-page.tsx'));
const ManagePromptsPage = lazy(() => import('../features/admin/manage-prompts-page.tsx'));
const NotBuiltPage = lazy(() => import('../features/not-built/not-built-page.tsx'));
const NotFoundPage = lazy(() => import('../features/not-built/not-found-page.tsx'));

type Access = 'public' | 'signed-in' | 'admin';

/** Screens still to come, with the title and access each will have. */
const UPCOMING: [path: string, title: string, access: Access][] = [
  ['/playground', 'Playground', 'public'],
  ['/pricing', 'Pricing', 'public'],
  ['/models', 'Models', 'public'],
  ['/docs', 'Documentation', 'public'],
  ['/about', 'About', 'public'],
  ['/contact', 'Contact', 'public'],
  ['/privacy', 'Privacy Policy', 'public'],
  ['/terms', 'Terms of Service', 'public'],
  ['/help', 'Help Center', 'public'],
  ['/blog', 'Blog', 'public'],
];

function guarded(access: Access, page: ReactNode): ReactNode {
  if (access === 'admin') return <RequireAdmin>{page}</RequireAdmin>;
  if (access === 'signed-in') return <RequireSignIn>{page}</RequireSignIn>;
  return page;
}

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
          <Route path="/" component={HomePage} />
          <Route path="/library" component={LibraryPage} />
          <Route path="/login" component={LoginPage} />
          <Route path="/profile">{guarded('signed-in', <ProfilePage />)}</Route>
          <Route path="/settings">{guarded('signed-in', <SettingsPage />)}</Route>
          <Route path="/submit-prompt">{guarded('signed-in', <SubmitPromptPage />)}</Route>
          <Route path="/edit-prompt/:id">{guarded('signed-in', <EditPromptPage />)}</Route>
          <Route path="/prompts/:id" component={PromptPage} />
          <Route path="/dashboard">{guarded('admin', <DashboardPage />)}</Route>
          <Route path="/admin/users">{guarded('admin', <ManageUsersPage />)}</Route>
          <Route path="/admin/prompts">{guarded('admin', <ManagePromptsPage />)}</Route>
          {UPCOMING.map(([path, title, access]) => (
            <Route key={path} path={path}>
              {guarded(access, <NotBuiltPage title={title} />)}
            </Route>
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
