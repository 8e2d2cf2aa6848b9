/**
 * "Forgot password?" as a person uses it (decision 040): from the sign-in
 * page to the mail a real SMTP server receives, through its link to a new
 * password and a signed-in browser; a link used twice says so.
 */
import { describe, expect, it } from 'vitest';
import { linkIn } from '../helpers/smtp-catcher.ts';
import {
  createPasswordPerson,
  expectPath,
  field,
  passwordForm,
  profileButton,
} from './support/accounts.ts';
import { useScheme } from './support/axe.ts';
import { useMailBrowserApp } from './support/mail-browser.ts';
import { reviewShotsDesktopAndPhone } from './support/review-shot.ts';

const { browser, catcher } = useMailBrowserApp();

describe('a forgotten password', () => {
  it('is replaced through the mailed link, which then signs in and works once', async () => {
    const person = await createPasswordPerson(browser.app, { name: 'Fran Forgetful' });
    // Sign-up mails a verification link first (decision 041): not the mail this test is about.
    await catcher().waitFor(1);
    catcher().mails.length = 0;
    const page = await browser.open('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Reset password' });
    await field(form, 'Email').fill(person.email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your inbox').waitFor();
    await reviewShotsDesktopAndPhone(page, 'forgot-password-sent-light');

    const mails = await catcher().waitFor(1);
    const link = linkIn(mails[0]!);
    const resetPath = `${link.pathname}${link.search}`;
    await browser.open(resetPath);
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    await field(reset, 'New password').fill('my fresh password 9');
    await field(reset, 'Repeat the new password').fill('my fresh password 8');
    await reset.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.getByText('The two passwords do not match').waitFor();
    await reviewShotsDesktopAndPhone(page, 'reset-password-mismatch-light');
    await field(reset, 'Repeat the new password').fill('my fresh password 9');
    await reset.getByRole('button', { name: 'Set password and sign in' }).click();
    await expectPath(page, '/');
    await profileButton(page).waitFor();

    // The same link again: it says so, and offers a new one.
    await browser.context.clearCookies();
    await browser.open(resetPath);
    await field(reset, 'New password').fill('another password 77');
    await field(reset, 'Repeat the new password').fill('another password 77');
    browser.allowConsoleError(/400/);
    await reset.getByRole('button', { name: 'Set password and sign in' }).click();
    await page
      .getByRole('alert')
      .getByText(/expired or was already used/)
      .waitFor();
    await reset.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await useScheme(page, 'dark');
    await reviewShotsDesktopAndPhone(page, 'reset-password-used-dark');

    // The new password signs in from the login page.
    await browser.open('/login');
    const signIn = passwordForm(page, 'Sign in');
    await field(signIn, 'Email').fill(person.email);
    await field(signIn, 'Password').fill('my fresh password 9');
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await profileButton(page).waitFor();
    // The link's mail, then the notice that the password was reset (decision 047).
    await expect.poll(() => catcher().mails.length).toBe(2);
  });
});
