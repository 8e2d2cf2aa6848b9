/**
 * Accounts for the e2e tests: people with a password made through the
 * service (as a fixture), a signed-in browser by session cookie (for tests
 * that are not about signing in), another device signed in over REST, and
 * what a person uses to sign in, out and around the header, as locators by
 * role, label and visible text.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { SESSION_COOKIE } from '../../../src/server/auth/session-tokens.ts';
import { registerWithPassword } from '../../../src/server/services/accounts/account-sign-in.ts';
import { freshEmail, PASSWORD } from '../../helpers/accounts.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { type BrowserApp, UI_TIMEOUT_MS } from './browser.ts';

export { PASSWORD };

export interface PasswordPerson {
  id: string;
  name: string;
  email: string;
  password: string;
}

/** A password account, registered through the service (no clicking). */
export async function createPasswordPerson(
  app: TestApp,
  options: { name?: string; password?: string } = {},
): Promise<PasswordPerson> {
  const person = {
    name: options.name ?? 'Pat Example',
    email: freshEmail('e2e'),
    password: options.password ?? PASSWORD,
  };
  const { user } = await registerWithPassword(app.deps, person, {
    address: '127.0.0.1',
    userAgent: 'e2e fixture',
  });
  return { id: user._id, ...person };
}

/** Signs this test's browser in with a session made outside it (createTestUser's token). */
export async function useSession(
  browser: BrowserApp,
  token: string,
  context: BrowserContext = browser.context,
): Promise<void> {
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value: token,
      domain: '127.0.0.1',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/**
 * Signs the account in over the REST door, as another device would, and
 * returns that device's bearer token.
 */
export async function signInElsewhere(
  browser: BrowserApp,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await fetch(new URL('/api/users/login', browser.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`POST /api/users/login answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** The status GET /api/users/me answers a device holding this bearer token. */
export async function myAccountStatus(browser: BrowserApp, token: string): Promise<number> {
  const response = await fetch(new URL('/api/users/me', browser.baseUrl), {
    headers: { authorization: `Bearer ${token}` },
  });
  await response.body?.cancel();
  return response.status;
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the address bar shows this path (and query). */
export async function expectPath(page: Page, expected: string): Promise<void> {
  await expect.poll(() => pathOf(page), { timeout: UI_TIMEOUT_MS }).toBe(expected);
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

export function profileButton(page: Page): Locator {
  return header(page).getByRole('link', { name: 'Profile', exact: true });
}

export function logoutButton(page: Page): Locator {
  return header(page).getByRole('button', { name: 'Logout', exact: true });
}

export function loginButton(page: Page): Locator {
  return header(page).getByRole('link', { name: 'Login', exact: true });
}

/** The email and password form of /login, in the mode shown. */
export function passwordForm(page: Page, mode: 'Sign in' | 'Create account'): Locator {
  return page.getByRole('form', { name: mode, exact: true });
}

/**
 * A text or password input by its accessible name ("Email", not the label's
 * text "Email *": the required mark is hidden from assistive technology).
 */
export function field(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

/** Fills and sends the Sign in form of /login (already open). */
export async function signInWithPassword(
  page: Page,
  credentials: { email: string; password: string },
): Promise<void> {
  const form = passwordForm(page, 'Sign in');
  await field(form, 'Email').fill(credentials.email);
  await field(form, 'Password').fill(credentials.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}
