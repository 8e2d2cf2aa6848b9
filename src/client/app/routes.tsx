/**
 * The route table of the spec. Each screen is its own chunk; any other
 * path shows the not-found page.
 * Guards steer people (the server enforces the same rules on every call).
 */
import { Center, Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { RestDocsRedirect } from '../components/layout/rest-docs-redirect.tsx';
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
const PlaygroundPage = lazy(() => import('../features/playground/playground-page.tsx'));
const PricingPage = lazy(() => import('../features/pricing/pricing-page.tsx'));
const ModelsPage = lazy(() => import('../features/models/models-page.tsx'));
const PrivacyPage = lazy(() => import('../features/legal/privacy-page.tsx'));
const TermsPage = lazy(() => import('../features/legal/terms-page.tsx'));
const BlogPage = lazy(() => import('../features/blog/blog-page.tsx'));
const BlogPostPage = lazy(() => import('../features/blog/blog-post-page.tsx'));
const DocsPage = lazy(() => import('../features/docs/docs-page.tsx'));
const HelpPage = lazy(() => import('../features/help/help-page.tsx'));
const AboutPage = lazy(() => import('../features/about/about-page.tsx'));
const ContactPage = lazy(() => import('../features/contact/contact-page.tsx'));
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

export function AppRoutes() {
  return (
    <AppLayout>
      <ScrollToTop />
      <Suspense fallback={<PageLoader />}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/library" component={LibraryPage} />
          <Route path="/playground" component={PlaygroundPage} />
          <Route path="/pricing" component={PricingPage} />
          <Route path="/models" component={ModelsPage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/terms" component={TermsPage} />
          <Route path="/blog" component={BlogPage} />
          <Route path="/blog/:slug" component={BlogPostPage} />
          {/* Spec links without a page of their own (the server redirects them too). */}
          <Route path="/submit">
            <Redirect to="/submit-prompt" replace />
          </Route>
          <Route path="/api" component={RestDocsRedirect} />
          <Route path="/docs/api" component={RestDocsRedirect} />
          <Route path="/docs" component={DocsPage} />
          <Route path="/help" component={HelpPage} />
          <Route path="/about" component={AboutPage} />
          <Route path="/contact" component={ContactPage} />
          <Route path="/login" component={LoginPage} />
          <Route path="/profile">{guarded('signed-in', <ProfilePage />)}</Route>
          <Route path="/settings">{guarded('signed-in', <SettingsPage />)}</Route>
          <Route path="/submit-prompt">{guarded('signed-in', <SubmitPromptPage />)}</Route>
          <Route path="/edit-prompt/:id">{guarded('signed-in', <EditPromptPage />)}</Route>
          <Route path="/prompts/:id" component={PromptPage} />
          <Route path="/dashboard">{guarded('admin', <DashboardPage />)}</Route>
          <Route path="/admin/users">{guarded('admin', <ManageUsersPage />)}</Route>
          <Route path="/admin/prompts">{guarded('admin', <ManagePromptsPage />)}</Route>
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
