/**
 * The first-run setup link in a browser (decision 031): a visitor who
 * opens it is sent to create an account and brought back, confirms, and is
 * the hub's admin, with the dashboard open to them; the link is then
 * spent, and a used or unknown link says so. Review screenshots (desktop,
 * phone, dark) go to SCREENSHOT_DIR when it is set.
 */
import { describe, expect, it } from 'vitest';
import { issueSetupToken } from '../../src/server/services/admin/first-admin-setup.ts';
import { SETUP_HEAD } from '../../src/shared/page-heads.ts';
import { SETUP_LINK_REFUSALS } from '../../src/shared/setup-link.ts';
import { freshEmail } from '../helpers/accounts.ts';
import { expectPath, field, passwordForm } from './support/accounts.ts';
import { UI_TIMEOUT_MS, useBrowserApp } from './support/browser.ts';
import { reviewShotsDesktopAndPhone } from './support/review-shot.ts';

const browser = useBrowserApp();
let spentToken = '';

describe('the first-run setup link', () => {
  it('takes a visitor through sign-up and back, and makes them the admin', async () => {
    const issued = await issueSetupToken(browser.app.database.db);
    expect(issued).not.toBeNull();
    spentToken = issued?.token ?? '';
    const link = `/setup/${spentToken}`;

    const page = await browser.open(link);
    await expectPath(page, `/login?redirect=${encodeURIComponent(link)}`);
    await page.getByRole('radiogroup').getByText('Create account', { exact: true }).click();
    const create = passwordForm(page, 'Create account');
    await field(create, 'Name').fill('Morgan First');
    await field(create, 'Email').fill(freshEmail('setup'));
    await field(create, 'Password').fill('a long enough password');
    await create.getByRole('button', { name: 'Create account', exact: true }).click();

    await page.getByRole('heading', { name: 'Set up your hub', level: 1 }).waitFor();
    await expectPath(page, link);
    expect(await page.title()).toBe(SETUP_HEAD.title);
    const confirm = page.getByRole('button', { name: 'Make me the admin' });
    await confirm.waitFor();
    await expect
      .poll(() => page.getByText('You are signed in as').textContent())
      .toContain('Morgan First');
    await reviewShotsDesktopAndPhone(page, 'setup-confirm');

    await confirm.click();
    await page.getByText('You are now this hub’s admin.').waitFor();
    await reviewShotsDesktopAndPhone(page, 'setup-done');
    await page.getByRole('link', { name: 'Open the dashboard' }).click();
    await expectPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: UI_TIMEOUT_MS });
    await page.getByText('Morgan First became an admin with the first-run setup link').waitFor();
  });

  it('says plainly when a link is used or unknown, in light and dark', async () => {
    const page = await browser.open(`/setup/${spentToken}`);
    await page.getByText(SETUP_LINK_REFUSALS.used).waitFor();

    const dark = await browser.browser.newContext({
      baseURL: browser.baseUrl,
      colorScheme: 'dark',
      viewport: { width: 375, height: 760 },
    });
    try {
      const darkPage = await dark.newPage();
      await darkPage.goto('/setup/not-a-real-link');
      await darkPage.getByText(SETUP_LINK_REFUSALS.unknown).waitFor({ timeout: UI_TIMEOUT_MS });
      const dir = process.env.SCREENSHOT_DIR;
      if (dir) await darkPage.screenshot({ path: `${dir}/setup-unknown-dark-phone.png` });
    } finally {
      await dark.close();
    }
  });
});
