/**
 * The route table of the spec. Each screen is its own chunk; any other
 * path shows the not-found page.
 * Guards steer people (the server enforces the same rules on every call).
 */
import { Center, Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { routeHeadAt } from '../../shared/page-heads.ts';
import { routePath } from '../../shared/public-pages.ts';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { RestDocsRedirect } from '../components/layout/rest-docs-redirect.tsx';
import { ScrollToTop } from '../components/layout/scroll-to-top.tsx';
import { replayEarlyTyping } from '../lib/early-typing.ts';
import { usePageTitle } from '../lib/page-title.ts';
import { RequireAdmin, RequireSignIn } from './guards.tsx';
import { PUBLIC_SCREENS } from './public-screens.tsx';

const LoginPage = lazy(() => import('../features/auth/login-page.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page.tsx'));
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page.tsx'));
const ProfilePage = lazy(() => import('../features/profile/profile-page.tsx'));
const SettingsPage = lazy(() => import('../features/settings/settings-page.tsx'));
const NotificationsPage = lazy(() => import('../features/notifications/notifications-page.tsx'));
const UnsubscribePage = lazy(() => import('../features/notifications/unsubscribe-page.tsx'));
const SubmitPromptPage = lazy(() => import('../features/submit/submit-prompt-page.tsx'));
const EditPromptPage = lazy(() => import('../features/submit/edit-prompt-page.tsx'));
const DashboardPage = lazy(() => import('../features/admin/dashboard-page.tsx'));
const ManageUsersPage = lazy(() => import('../features/admin/manage-users-page.tsx'));
const ManagePromptsPage = lazy(() => import('../features/admin/manage-prompts-page.tsx'));
const WebhooksPage = lazy(() => import('../features/webhooks/webhooks-page.tsx'));
const PlaygroundPage = lazy(() => import('../features/playground/playground-page.tsx'));
const CollectionPage = lazy(() => import('../features/collections/collection-page.tsx'));
const SetupPage = lazy(() => import('../features/setup/setup-page.tsx'));
const NotFoundPage = lazy(() => import('../features/not-built/not-found-page.tsx'));

type Access = 'public' | 'signed-in' | 'admin';

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

/**
 * Marks the page once the first screen is live: rendered, or hydrated when
 * it arrived prerendered (its effect runs only when the screen beside it
 * has committed). Browser tests wait for it before they click, as a person
 * waits for a page to respond; nothing styles or reads it otherwise.
 */
function MarkScreenReady() {
  useEffect(() => {
    // Text typed into the server's page before now becomes the fields' own.
    replayEarlyTyping(document);
    document.documentElement.dataset.screenReady = 'true';
  }, []);
  return null;
}

/**
 * The tab's title for the address, from the page heads declared once
 * (shared/page-heads.ts). Rendered before the screens, so a screen that
 * sets its own (a blog post or a prompt page from its data, a not-found
 * page) has the last word.
 */
function RouteTitle() {
  const [location] = useLocation();
  usePageTitle(routeHeadAt(routePath(location)));
  return null;
}

export function AppRoutes() {
  return (
    <AppLayout>
      <RouteTitle />
      <ScrollToTop />
      <Suspense fallback={<PageLoader />}>
        <Switch>
          {PUBLIC_SCREENS.map(({ path, Screen }) => (
            <Route key={path} path={path} component={Screen} />
          ))}
          <Route path="/playground" component={PlaygroundPage} />
          {/* Spec links without a page of their own (the server redirects them too). */}
          <Route path="/submit">
            <Redirect to="/submit-prompt" replace />
          </Route>
          <Route path="/api" component={RestDocsRedirect} />
          <Route path="/docs/api" component={RestDocsRedirect} />
          <Route path="/login" component={LoginPage} />
          <Route path="/forgot-password" component={ForgotPasswordPage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/verify-email" component={VerifyEmailPage} />
          <Route path="/profile">{guarded('signed-in', <ProfilePage />)}</Route>
          <Route path="/settings">{guarded('signed-in', <SettingsPage />)}</Route>
          <Route path="/notifications">{guarded('signed-in', <NotificationsPage />)}</Route>
          <Route path="/unsubscribe" component={UnsubscribePage} />
          <Route path="/submit-prompt">{guarded('signed-in', <SubmitPromptPage />)}</Route>
          <Route path="/edit-prompt/:id">{guarded('signed-in', <EditPromptPage />)}</Route>
          <Route path="/dashboard">{guarded('admin', <DashboardPage />)}</Route>
          <Route path="/admin/users">{guarded('admin', <ManageUsersPage />)}</Route>
          <Route path="/admin/prompts">{guarded('admin', <ManagePromptsPage />)}</Route>
          <Route path="/admin/webhooks">{guarded('admin', <WebhooksPage />)}</Route>
          <Route path="/collections/:id" component={CollectionPage} />
          <Route path="/setup/:token" component={SetupPage} />
          <Route component={NotFoundPage} />
        </Switch>
        <MarkScreenReady />
      </Suspense>
    </AppLayout>
  );
}
