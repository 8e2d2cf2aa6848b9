/**
 * axe-core (WCAG 2.0 and 2.1, levels A and AA) on the account screens:
 * /login with both ways to sign in, with and without the Google error box,
 * and /profile and /settings signed in.
 */
import { describe, it } from 'vitest';
import { createTestUser } from '../helpers/test-users.ts';
import { useSession } from './support/accounts.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations } from './support/axe.ts';
import { useBrowserApp } from './support/browser.ts';

// The app's CSP forbids inline scripts, which is how axe gets into the page.
// Google is configured (never contacted here) so /login shows its button too.
const browser = useBrowserApp({
  context: { bypassCSP: true },
  env: { GOOGLE_CLIENT_ID: 'axe-client', GOOGLE_CLIENT_SECRET: 'axe-secret' },
});

describe('sign-in', () => {
  it(
    '/login has no WCAG A/AA violations',
    async () => {
      const page = await browser.open('/login');
      await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
      await page.getByRole('form', { name: 'Sign in' }).waitFor();
      await expectNoViolations(page);

      await page.getByRole('radiogroup').getByText('Create account', { exact: true }).click();
      await page.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    '/login with the Google error box has no WCAG A/AA violations',
    async () => {
      const page = await browser.open('/login?error=google');
      const box = page.getByRole('alert');
      await box.getByText('Google login failed. Please try again or use another method.').waitFor();
      await box.getByRole('button', { name: 'Try Again' }).waitFor();
      await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );
});

describe('signed in', () => {
  it(
    '/profile has no WCAG A/AA violations',
    async () => {
      const user = await createTestUser(browser.app.database.db, { name: 'Ally Axe' });
      await useSession(browser, user.token);
      const page = await browser.open('/profile');
      await page.getByRole('heading', { name: 'Ally Axe', level: 1 }).waitFor();
      await page.getByText('No saved prompts').waitFor();
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    '/settings has no WCAG A/AA violations',
    async () => {
      const user = await createTestUser(browser.app.database.db, { name: 'Sam Settings' });
      await useSession(browser, user.token);
      const page = await browser.open('/settings');
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await page
        .getByRole('button', { name: /^Select Plan: / })
        .first()
        .waitFor();
      await expectNoViolations(page);

      await page.getByRole('button', { name: 'Delete Account' }).click();
      await page
        .getByRole('dialog', { name: 'Delete Account' })
        .getByRole('button', { name: 'Cancel' })
        .waitFor();
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );
});
