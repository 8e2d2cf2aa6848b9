/**
 * Confirming an address as a person does (decision 041): a new account is
 * told in Settings that its address waits for confirmation, asks for the
 * link again, opens the mailed link (from the real SMTP server the test
 * starts) and sees it confirmed; the notice is gone after. The verify page
 * and the notice are axe-clean (the notice in dark, the pages as they come).
 */
import { describe, expect, it } from 'vitest';
import { freshEmail } from '../helpers/accounts.ts';
import { linkIn } from '../helpers/smtp-catcher.ts';
import { expectPath, field, passwordForm } from './support/accounts.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { useMailBrowserApp } from './support/mail-browser.ts';
import { reviewShotsDesktopAndPhone } from './support/review-shot.ts';

const { browser, catcher } = useMailBrowserApp({
  // Axe is injected as a script, which the app's CSP would refuse.
  context: { bypassCSP: true },
});

describe('confirming an email address', () => {
  it(
    'goes from sign-up through Resend to the link, and the notice leaves',
    async () => {
      const email = freshEmail('e2e-verify');
      const page = await browser.open('/settings');
      await expectPath(page, '/login?redirect=%2Fsettings');
      await page.getByRole('radiogroup').getByText('Create account', { exact: true }).click();
      const create = passwordForm(page, 'Create account');
      await field(create, 'Name').fill('Vic Verify');
      await field(create, 'Email').fill(email);
      await field(create, 'Password').fill('a good first password');
      await create.getByRole('button', { name: 'Create account', exact: true }).click();
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

      const notice = page.getByRole('alert').filter({ hasText: 'Confirm your email address' });
      await notice.getByText(email).waitFor();
      await catcher().waitFor(1);
      await notice.scrollIntoViewIfNeeded();
      await reviewShotsDesktopAndPhone(page, 'verify-notice-settings-light');
      await useScheme(page, 'dark');
      await reviewShotsDesktopAndPhone(page, 'verify-notice-settings-dark');
      await expectNoViolations(page);
      await notice.getByRole('button', { name: 'Resend the link' }).click();
      await notice.getByText('A new link is on its way').waitFor();
      const mails = await catcher().waitFor(2);
      expect(mails.map((mail) => mail.to[0])).toEqual([email, email]);

      // The newest link confirms; the page says so (signed in, it offers to submit).
      const link = linkIn(mails[1]!);
      await browser.open(`${link.pathname}${link.search}`);
      await page.getByText('Your email address is confirmed.').waitFor();
      await page.getByRole('status').getByRole('link', { name: 'Submit a prompt' }).waitFor();
      await expectNoViolations(page);
      await reviewShotsDesktopAndPhone(page, 'verify-email-confirmed-dark');

      await browser.open('/settings');
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Profile' }).first().waitFor();
      expect(await page.getByText('Confirm your email address').count()).toBe(0);

      // The first link was replaced by the second: it says so.
      browser.allowConsoleError(/400/);
      const first = linkIn(mails[0]!);
      await browser.open(`${first.pathname}${first.search}`);
      await page
        .getByRole('alert')
        .getByText(/expired or was already used/)
        .waitFor();
      await expectNoViolations(page);
    },
    AXE_TEST_TIMEOUT,
  );
});
