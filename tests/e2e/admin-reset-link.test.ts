/**
 * A hub without a mail server (decision 040): "Forgot password?" says to
 * ask an admin, and the admin's reset link from Manage Users, shown once,
 * lets the member choose a new password and signs them in.
 */
import { describe, it } from 'vitest';
import { createTestUser } from '../helpers/test-users.ts';
import { createPasswordPerson, field, profileButton, useSession } from './support/accounts.ts';
import { useBrowserApp } from './support/browser.ts';

const browser = useBrowserApp({ seed: false });

describe('without a mail server', () => {
  it("an admin's reset link lets the member back in", async () => {
    const member = await createPasswordPerson(browser.app, { name: 'Lou Locked-Out' });
    const page = await browser.open('/forgot-password');
    await page.getByText('This hub does not send email').waitFor();

    const admin = await createTestUser(browser.app.database.db, { role: 'admin', name: 'Ada' });
    await useSession(browser, admin.token);
    await browser.open('/admin/users');
    await page.getByRole('button', { name: `Reset link for ${member.email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Password reset link for ${member.email}` });
    const url = new URL(await field(dialog, 'Reset link').inputValue());
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await browser.context.clearCookies();
    await browser.open(`${url.pathname}${url.search}`);
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    await field(reset, 'New password').fill('given back 12345');
    await field(reset, 'Repeat the new password').fill('given back 12345');
    await reset.getByRole('button', { name: 'Set password and sign in' }).click();
    await profileButton(page).waitFor();
  });
});
