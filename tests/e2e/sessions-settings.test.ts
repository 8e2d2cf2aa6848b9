/**
 * "Where you're signed in" in Settings, in the browser (decision 047): a
 * member signed in from two browsers sees both, this one marked, signs the
 * other out, and that browser is signed out; an address the mail server
 * refused is named, with "Try again". Review screenshots (desktop and
 * phone, light and dark) go to SCREENSHOT_DIR when it is set.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema.ts';
import {
  createPasswordPerson,
  expectPath,
  profileButton,
  signInWithPassword,
} from './support/accounts.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { useBrowserApp } from './support/browser.ts';

const browser = useBrowserApp({ context: { bypassCSP: true }, seed: false });

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

function sessionsSection(page: Page) {
  return page.getByRole('region', { name: "Where you're signed in" });
}

async function signIn(page: Page, person: { email: string; password: string }) {
  await page.goto('/login');
  await signInWithPassword(page, person);
  await profileButton(page).waitFor();
}

async function reviewShots(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const scheme of ['light', 'dark'] as const) {
    // The scheme toggle is in the desktop header.
    await page.setViewportSize({ width: 1280, height: 900 });
    if (scheme === 'dark') await useScheme(page, scheme);
    await sessionsSection(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${scheme}-desktop.png` });
    await page.setViewportSize({ width: 375, height: 760 });
    await sessionsSection(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${scheme}-phone.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await useScheme(page, 'light');
}

describe("where you're signed in", () => {
  it(
    'lists both browsers, signs the other one out, and that browser is out',
    async () => {
      const person = await createPasswordPerson(browser.app, { name: 'Sam Sessions' });
      // Only the two browsers below: the fixture's sign-up session ends here.
      await browser.app.database.db.delete(sessions).where(eq(sessions.userId, person.id));
      const page = browser.page;
      await signIn(page, person);
      const otherContext = await browser.browser.newContext({
        baseURL: browser.baseUrl,
        userAgent: FIREFOX,
        locale: 'en-US',
      });
      try {
        const other = await otherContext.newPage();
        await signIn(other, person);

        await page.goto('/settings');
        const section = sessionsSection(page);
        const list = section.getByRole('list', { name: 'Your sessions' });
        await list.getByRole('listitem').nth(1).waitFor();
        const mine = list.getByRole('listitem').filter({ hasText: 'This device' });
        await mine.getByText('Chrome on Linux').waitFor();
        await section.getByText('Firefox on Linux').waitFor();
        expect(await list.getByRole('listitem').count()).toBe(2);
        await expectNoViolations(page);
        await reviewShots(page, 'sessions');

        await section
          .getByRole('button', { name: 'Sign out Firefox on Linux, network 127.0.0.1' })
          .click();
        await section.getByText('You are not signed in anywhere else.').waitFor();
        expect(await list.getByRole('listitem').count()).toBe(1);

        await other.goto('/settings');
        await expectPath(other, '/login?redirect=%2Fsettings');
      } finally {
        await otherContext.close();
      }
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'names an address the mail server refused, and tries it again on request',
    async () => {
      const person = await createPasswordPerson(browser.app, { name: 'Rae Refused' });
      await browser.app.database.db
        .update(users)
        .set({ mailRefusedAt: new Date() })
        .where(eq(users.id, person.id));
      const page = browser.page;
      await signIn(page, person);
      await page.goto('/settings');
      const notice = page.getByRole('alert').filter({
        hasText: `We can't deliver mail to ${person.email}`,
      });
      await notice.getByText('The mail server refused it permanently', { exact: false }).waitFor();
      await expectNoViolations(page);
      await reviewShots(page, 'sessions-mail-refused');
      await notice.getByRole('button', { name: 'Try again' }).click();
      await notice.waitFor({ state: 'detached' });
    },
    AXE_TEST_TIMEOUT,
  );
});
