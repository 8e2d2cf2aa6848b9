/**
 * Notifications as a member meets them (issue 27 item 4, decision 045): an
 * admin approves their prompt in Manage Prompts, the member's bell shows
 * the count when the tab comes back into view, the list shows the entry,
 * marking it read clears the count; the email switches in Settings stay as
 * set after a reload; the link of a real mail (from the SMTP server the
 * test starts) opens the unsubscribe page, which spends it only on a click;
 * a security notice (a new API key) and billing notices are listed beside
 * the prompts' ones, and Settings shows the notices that cannot be turned
 * off. The new screens are axe-clean.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../../src/server/db/schema.ts';
import type { CaughtMail } from '../helpers/smtp-catcher.ts';
import { bearer, createTestUser } from '../helpers/test-users.ts';
import { header, useSession } from './support/accounts.ts';
import {
  action,
  addPrompt,
  createAuthor,
  MANAGE_PROMPTS,
  feedback,
  nonce,
  signInAdmin,
  statusInDatabase,
} from './support/admin-prompts.ts';
import { trpcCall } from './support/admin-users.ts';
import { reviewShot } from './support/review-shot.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { UI_TIMEOUT_MS } from './support/browser.ts';
import { useMailBrowserApp } from './support/mail-browser.ts';

const { browser, catcher } = useMailBrowserApp({
  // Axe is injected as a script, which the app's CSP would refuse.
  context: { bypassCSP: true },
});

function bell(page: Page, name: string | RegExp = /^Notifications/) {
  return header(page).getByRole('link', { name, exact: typeof name === 'string' });
}

/** What a browser does when its tab comes back into view: TanStack Query refetches. */
async function returnToTab(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
  );
}

async function mailTo(email: string): Promise<CaughtMail> {
  await expect
    .poll(() => catcher().mails.some((mail) => mail.to[0] === email), { timeout: UI_TIMEOUT_MS })
    .toBe(true);
  const mail = catcher().mails.find((each) => each.to[0] === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** Another admin decides, over the REST door (the first test does it on screen). */
async function decide(id: string, status: 'approved' | 'rejected', reason?: string) {
  const admin = await createTestUser(browser.app.database.db, { role: 'admin' });
  const response = await fetch(new URL(`/api/admin/prompts/${id}/status`, browser.baseUrl), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...bearer(admin) },
    body: JSON.stringify({ status, ...(reason ? { reason } : {}) }),
  });
  expect(response.status, await response.text()).toBe(200);
}

describe('notifications', () => {
  it(
    'shows an approval on the bell and the list, and marking it read clears the count',
    async () => {
      const author = await createAuthor(browser, 'Nora Notified');
      const title = `Cover letter ${nonce()}`;
      const id = await addPrompt(browser, author, title);
      await useSession(browser, author.token);
      const page = await browser.open('/library');
      await bell(page, 'Notifications').waitFor();

      // An admin approves it in Manage Prompts, in a browser of their own.
      const adminContext = await browser.browser.newContext();
      try {
        await signInAdmin(browser, adminContext);
        const adminPage = await adminContext.newPage();
        await adminPage.goto(new URL(MANAGE_PROMPTS, browser.baseUrl).href);
        await action(adminPage, 'Approve', title).click();
        await feedback(adminPage, `Approved "${title}"`).waitFor();
        expect(await statusInDatabase(browser, id)).toBe('approved');
      } finally {
        await adminContext.close();
      }

      await returnToTab(page);
      await bell(page, 'Notifications, 1 unread').click();
      await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
      const list = page.getByRole('list', { name: 'Your notifications' });
      const entry = list.getByRole('listitem').filter({ hasText: title });
      await entry.getByText('Unread:').waitFor({ state: 'attached' });
      await entry.getByText('is approved').waitFor();
      await entry.getByRole('link', { name: `“${title}”` }).waitFor();
      await useScheme(page, 'dark');
      await expectNoViolations(page);

      await entry.getByRole('button', { name: `Mark as read: ${title}` }).click();
      await bell(page, 'Notifications').waitFor();
      expect(await entry.getByText('Unread:').count()).toBe(0);
      await page.getByRole('status').getByText('All caught up').waitFor();
      expect(await page.getByRole('button', { name: 'Mark all as read' }).count()).toBe(0);

      // A rejection with its reason; "Mark all as read" clears it too.
      const second = `Tweet thread ${nonce()}`;
      await decide(await addPrompt(browser, author, second), 'rejected', 'Needs an example');
      await returnToTab(page);
      await bell(page, 'Notifications, 1 unread').waitFor();
      const rejected = list.getByRole('listitem').filter({ hasText: second });
      await rejected.getByText('Reason: Needs an example').waitFor();
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await bell(page, 'Notifications').waitFor();
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'says so when there is nothing yet, and keeps an email switch as set after a reload',
    async () => {
      const member = await createAuthor(browser, 'Sam Switches');
      await useSession(browser, member.token);
      const page = await browser.open('/notifications');
      await page.getByRole('heading', { name: 'No notifications yet' }).waitFor();
      await expectNoViolations(page);

      await browser.open('/settings');
      const section = page.getByRole('region', { name: 'Email notifications' });
      const rejected = section.getByRole('switch', { name: 'A prompt of mine is rejected' });
      await rejected.waitFor();
      expect(await rejected.isChecked()).toBe(true);
      await rejected.click();
      await section.getByText('Saved.').waitFor();
      expect(await rejected.isChecked()).toBe(false);
      await useScheme(page, 'dark');
      await expectNoViolations(page);

      await page.reload();
      await rejected.waitFor();
      expect(await rejected.isChecked()).toBe(false);
      expect(
        await section.getByRole('switch', { name: 'A prompt of mine is approved' }).isChecked(),
      ).toBe(true);
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'says so when the list cannot load, readable in dark mode, and Try again loads it',
    async () => {
      const member = await createAuthor(browser, 'Fay Fails');
      await decide(await addPrompt(browser, member, `Recipe card ${nonce()}`), 'approved');
      browser.allowConsoleError(/status of 500/);
      await useSession(browser, member.token);
      const page = browser.page;
      await page.route(trpcCall('notifications.list'), (route) =>
        route.fulfill({ status: 500, body: 'down' }),
      );
      await browser.open('/notifications');
      const alert = page
        .getByRole('alert')
        .filter({ hasText: 'Could not load your notifications' });
      await alert.waitFor();
      // The red-on-white "Try again" once fell below 4.5:1 in dark mode.
      await useScheme(page, 'dark');
      await expectNoViolations(page);
      await reviewShot(page, 'notifications-error-desktop-dark');

      await page.unroute(trpcCall('notifications.list'));
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page
        .getByRole('list', { name: 'Your notifications' })
        .getByText('is approved')
        .waitFor();
      await alert.waitFor({ state: 'detached' });
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'lists a security notice and billing notices beside a review outcome',
    async () => {
      const member = await createAuthor(browser, 'Kit Keys');
      await decide(await addPrompt(browser, member, `Meal planner ${nonce()}`), 'approved');
      // The notices Stripe's webhooks would write (the stand-in is the integration tests').
      const graceEnd = new Date('2026-12-04T10:00:00Z');
      await browser.app.database.db.insert(notifications).values([
        { userId: member.id, kind: 'trial-ending', subject: 'Pro', endsAt: graceEnd },
        { userId: member.id, kind: 'payment-failed', subject: 'Pro', endsAt: graceEnd },
      ]);
      const made = await fetch(new URL('/api/users/me/api-keys', browser.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(member) },
        body: JSON.stringify({ name: 'Nightly backup', scopes: ['read'] }),
      });
      expect(made.status, await made.text()).toBe(201);

      await useSession(browser, member.token);
      const page = await browser.open('/notifications');
      const list = page.getByRole('list', { name: 'Your notifications' });
      const key = list.getByRole('listitem').filter({ hasText: 'Nightly backup' });
      await key.getByText('A new API key “Nightly backup” was made for your account.').waitFor();
      await key.getByText('Security').waitFor();
      await key.getByRole('link', { name: 'Review your account in Settings' }).waitFor();
      const payment = list.getByRole('listitem').filter({ hasText: 'payment' });
      await payment.getByText('The payment for your Pro plan failed.').waitFor();
      await payment.getByText(/limits stay until December 4, 2026/).waitFor();
      await list.getByText('Your Pro trial ends on December 4, 2026.').waitFor();
      await expectNoViolations(page);
      await reviewShot(page, 'notifications-kinds-desktop-light');
      await useScheme(page, 'dark');
      await expectNoViolations(page);
      await reviewShot(page, 'notifications-kinds-desktop-dark');
      await page.setViewportSize({ width: 390, height: 844 });
      await reviewShot(page, 'notifications-kinds-phone-dark');
      // The scheme button is in the header on a desktop only.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: 'Switch to light mode' }).click();
      await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
      await page.setViewportSize({ width: 390, height: 844 });
      await reviewShot(page, 'notifications-kinds-phone-light');

      // Following the notice's link reads it and opens Settings, where it cannot be turned off.
      await key.getByRole('link', { name: 'Review your account in Settings' }).click();
      const section = page.getByRole('region', { name: 'Email notifications' });
      const notice = section.getByRole('switch', { name: 'A new API key is made for my account' });
      await notice.waitFor();
      expect(await notice.isChecked()).toBe(true);
      expect(await notice.isDisabled()).toBe(true);
      await section.getByText('Always sent, by email and under Notifications').waitFor();
      expect(
        await section.getByRole('switch', { name: 'A payment for my plan fails' }).isChecked(),
      ).toBe(true);
      await expectNoViolations(page);
      await reviewShot(page, 'settings-security-notices-phone-light');
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'says under Email notifications that mail to a refused address has stopped',
    async () => {
      const member = await createAuthor(browser, 'Rey Refused');
      await browser.app.database.db
        .update(users)
        .set({ mailRefusedAt: new Date() })
        .where(eq(users.id, member.id));
      await useSession(browser, member.token);
      const page = await browser.open('/settings');
      const section = page.getByRole('region', { name: 'Email notifications' });
      await section.getByText(`We stopped mailing ${member.email}`, { exact: false }).waitFor();
      await expectNoViolations(page);
      await section.getByRole('link', { name: 'try the address again' }).click();
      expect(new URL(page.url()).hash).toBe('#mail-refused');
      await page
        .getByRole('alert')
        .filter({ hasText: `We can't deliver mail to ${member.email}` })
        .getByRole('button', { name: 'Try again' })
        .waitFor();
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'unsubscribes from the mail’s link only on a click, once, without signing in',
    async () => {
      const author = await createAuthor(browser, 'Una Unsubscribes');
      await decide(await addPrompt(browser, author, `Haiku ${nonce()}`), 'approved');
      const mail = await mailTo(author.email);
      const found = /https?:\/\/\S+\/unsubscribe\?\S+/.exec(mail.text);
      if (!found) throw new Error(`no unsubscribe link in: ${mail.text}`);
      const link = new URL(found[0]);

      const page = await browser.open(`${link.pathname}${link.search}`);
      await page.getByText('A prompt of mine is approved').waitFor();
      await expectNoViolations(page);
      // Opening the page spent nothing: the mail is still on.
      const settingsOf = () =>
        fetch(new URL('/api/users/me/notification-settings', browser.baseUrl), {
          headers: bearer(author),
        }).then(
          (response) =>
            response.json() as Promise<{ settings: Record<string, { email: boolean }> }>,
        );
      expect((await settingsOf()).settings['prompt-approved']?.email).toBe(true);

      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByRole('status').getByText('You are unsubscribed.').waitFor();
      expect((await settingsOf()).settings['prompt-approved']?.email).toBe(false);
      await expectNoViolations(page);

      // The same link again: used, and it says so.
      browser.allowConsoleError(/400/);
      await browser.open(`${link.pathname}${link.search}`);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page
        .getByRole('alert')
        .getByText(/already used or is not valid/)
        .waitFor();
      expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);

      await browser.open('/unsubscribe');
      await page
        .getByRole('alert')
        .getByText(/This link is incomplete/)
        .waitFor();
    },
    AXE_TEST_TIMEOUT,
  );
});
