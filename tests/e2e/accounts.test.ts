/**
 * Accounts as a person uses them (PRODUCT_SPEC section 2 "Login",
 * "Navigation bar", "Profile", "Settings"; section 4 "Auth"): create an
 * account and come back to the page that asked for it, edit the profile,
 * change the password (which signs out the account's other devices), sign
 * out and in; Google sign-in against a local OpenID provider; the guards;
 * deleting an account with its prompts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { renderPng } from '../../src/server/db/seed/render-png.ts';
import { freshEmail } from '../helpers/accounts.ts';
import { type MockProvider, newIdentity, startMockProvider } from '../helpers/oidc-mock.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestUser } from '../helpers/test-users.ts';
import {
  createPasswordPerson,
  expectPath,
  field,
  header,
  loginButton,
  logoutButton,
  mainNav,
  myAccountStatus,
  passwordForm,
  profileButton,
  signInElsewhere,
  signInWithPassword,
  useSession,
} from './support/accounts.ts';
import { useBrowserApp } from './support/browser.ts';
import { homeHeading } from './support/home.ts';
import { card, search } from './support/library.ts';

/** Google signs this address in as an admin (ADMIN_EMAILS). */
const ADMIN_EMAIL = freshEmail('google-admin');

let provider: MockProvider | undefined;
const browser = useBrowserApp({
  env: async () => {
    provider = await startMockProvider();
    return { ...provider.env, ADMIN_EMAILS: ADMIN_EMAIL };
  },
});
afterAll(async () => {
  await provider?.stop();
});

function mockProvider(): MockProvider {
  if (!provider) throw new Error('The OpenID provider is not running');
  return provider;
}

describe('a password account', () => {
  it('is created from a guarded page, edited, signed out and in with a new password', async () => {
    const email = freshEmail('e2e');
    const firstPassword = 'first password 123';
    const newPassword = 'second password 456';

    const page = await browser.open('/settings');
    await expectPath(page, '/login?redirect=%2Fsettings');
    await page.getByRole('radiogroup').getByText('Create account', { exact: true }).click();
    const create = passwordForm(page, 'Create account');
    await field(create, 'Name').fill('Robin Newcomer');
    await field(create, 'Email').fill(email);
    await field(create, 'Password').fill(firstPassword);
    await create.getByRole('button', { name: 'Create account', exact: true }).click();

    // Back on the page that asked for an account.
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await expectPath(page, '/settings');

    // The name.
    const name = field(page, 'Name');
    expect(await name.inputValue()).toBe('Robin Newcomer');
    await name.fill('Robin Renamed');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const saved = page.getByText('Profile updated successfully!');
    await saved.waitFor();
    await saved.waitFor({ state: 'hidden' });

    // The picture: the header's Profile button shows it once saved.
    expect(await profileButton(page).locator('img').count()).toBe(0);
    await page.getByLabel('Profile picture file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: renderPng('bokeh', 200),
    });
    await page.getByRole('img', { name: 'Preview of your new profile picture' }).waitFor();
    await page.getByText('me.png will be uploaded when you save your changes.').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await saved.waitFor();
    const headerPicture = profileButton(page).locator('img');
    await headerPicture.waitFor();
    await expect
      .poll(() => headerPicture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('img', { name: 'Your profile picture' }).waitFor();
    await saved.waitFor({ state: 'hidden' });

    // The password, while the account is also signed in on another device,
    // which the change signs out.
    const otherDevice = await signInElsewhere(browser, { email, password: firstPassword });
    expect(await myAccountStatus(browser, otherDevice)).toBe(200);
    await field(page, 'Current password').fill(firstPassword);
    await field(page, 'New password').fill(newPassword);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Password changed. You were signed out on 1 other device.').waitFor();
    expect(await field(page, 'Current password').inputValue()).toBe('');
    expect(await myAccountStatus(browser, otherDevice)).toBe(401);

    // Out, and in again: the old password no longer works, the new one does.
    await logoutButton(page).click();
    await expectPath(page, '/login');
    await loginButton(page).waitFor();

    // Chromium logs the refused sign-in (401) as a failed resource load.
    browser.allowConsoleError(/status of 401/);
    await signInWithPassword(page, { email, password: firstPassword });
    await page.getByRole('alert').getByText('Incorrect email or password').waitFor();

    await signInWithPassword(page, { email, password: newPassword });
    await page.getByRole('heading', { name: 'Prompt Library', level: 1 }).waitFor();
    await expectPath(page, '/library');
    await profileButton(page).locator('img').waitFor();

    await profileButton(page).click();
    await page.getByRole('heading', { name: 'Robin Renamed', level: 1 }).waitFor();
    await page.getByText(email).waitFor();
  });
});

describe('Google sign-in', () => {
  it('goes to the provider and back to the remembered page, signed in', async () => {
    const identity = newIdentity({ name: 'Gale Googler' });
    mockProvider().signInAs(identity);
    const page = await browser.open('/login?redirect=/profile');
    const visited: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(request.url());
    });

    // "Authenticating..." shows only until the browser leaves for the provider;
    // the page notes (for after the round trip) whether it was shown as a status.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const statuses = [...document.querySelectorAll('[role="status"]')];
        if (statuses.some((node) => node.textContent === 'Authenticating...')) {
          sessionStorage.setItem('e2e-saw-authenticating', 'yes');
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    await page.getByRole('heading', { name: 'Gale Googler', level: 1 }).waitFor();
    await expectPath(page, '/profile');
    const issuer = mockProvider().issuer;
    expect(visited.some((url) => url.startsWith(`${issuer}/authorize?`))).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-saw-authenticating'))).toBe('yes');
    await page.getByText(identity.email).waitFor();
    await logoutButton(page).waitFor();
    expect(await header(page).getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    expect(await mainNav(page).getByRole('link', { name: 'Manage Users' }).count()).toBe(0);
  });

  it('makes an address in ADMIN_EMAILS an admin, with the admin links', async () => {
    mockProvider().signInAs(newIdentity({ email: ADMIN_EMAIL, name: 'Ada Admin' }));
    const page = await browser.open('/login?redirect=%2Fprofile');
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    await page.getByRole('heading', { name: 'Ada Admin', level: 1 }).waitFor();
    await expectPath(page, '/profile');
    await header(page).getByRole('link', { name: 'Dashboard' }).waitFor();
    await mainNav(page).getByRole('link', { name: 'Manage Prompts' }).waitFor();
    await mainNav(page).getByRole('link', { name: 'Manage Users' }).waitFor();

    await header(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Ada Admin', level: 1 }).waitFor();
    await expectPath(page, '/dashboard');
  });
});

describe('guards', () => {
  it('send a visitor to sign in and back to the page they asked for', async () => {
    const person = await createPasswordPerson(browser.app, { name: 'Gus Guarded' });
    const page = await browser.open('/profile');
    await expectPath(page, '/login?redirect=%2Fprofile');

    await signInWithPassword(page, person);
    await page.getByRole('heading', { name: 'Gus Guarded', level: 1 }).waitFor();
    await expectPath(page, '/profile');
  });

  it('send a signed-in person who is not an admin from /dashboard to the home page', async () => {
    const user = await createTestUser(browser.app.database.db, { name: 'Nora Notadmin' });
    await useSession(browser, user.token);
    const page = await browser.open('/dashboard');

    await homeHeading(page).waitFor();
    await expectPath(page, '/');
    await profileButton(page).waitFor();
    expect(await header(page).getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
  });
});

describe('an account disabled while its tab is open', () => {
  it('hears why at its next request, and browses on as a visitor', async () => {
    const { db } = browser.app.database;
    const admin = await createTestUser(db, { role: 'admin', name: 'Dora Doorkeeper' });
    const member = await createTestUser(db, { name: 'Olli Offswitch' });
    await useSession(browser, member.token);
    const page = await browser.open('/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

    const disabled = await fetch(`${browser.baseUrl}/api/admin/users/${member.id}/status`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'disabled' }),
    });
    expect(disabled.status).toBe(200);
    browser.allowConsoleError(/status of 403/);

    // The next request the tab makes is refused with the reason.
    await field(page, 'Name').fill('Olli Still Here');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'This account has been disabled' });
    await notice.waitFor();
    await expectPath(page, '/login?error=disabled');

    // The cookie is gone: the site treats the tab as a visitor's.
    await browser.open('/library');
    await loginButton(page).waitFor();
    expect(await profileButton(page).count()).toBe(0);
  });
});

describe('the return path after sign-in', () => {
  // "/..//evil.example" resolves to "//evil.example", another host to a browser.
  const offSite = `/login?redirect=${encodeURIComponent('/..//evil.example')}`;

  it('keeps a signed-in visitor on the site when the redirect points away', async () => {
    const user = await createTestUser(browser.app.database.db, { name: 'Sid Signedin' });
    await useSession(browser, user.token);
    const page = await browser.open(offSite);

    await page.getByRole('heading', { name: 'Prompt Library', level: 1 }).waitFor();
    await expectPath(page, '/library');
    expect(new URL(page.url()).origin).toBe(browser.baseUrl);
  });

  it('lands a password sign-in on the site when the redirect points away', async () => {
    const person = await createPasswordPerson(browser.app, { name: 'Rhea Redirected' });
    const page = await browser.open(offSite);
    await loginButton(page).waitFor();

    await signInWithPassword(page, person);
    await page.getByRole('heading', { name: 'Prompt Library', level: 1 }).waitFor();
    await expectPath(page, '/library');
    expect(new URL(page.url()).origin).toBe(browser.baseUrl);
  });
});

describe('deleting an account', () => {
  // Known flake, not yet explained: about one run in forty on a loaded
  // machine, React's hydration error #418 (server and client HTML differ).
  // The component stack (main.tsx logs it) puts it at the first element of
  // the library page's Container, on the full page load of /library after
  // the password sign-in (not on home's reload). Not reproduced with CPU
  // throttling, typing during hydration or 60 repeated runs in one app.
  // Retried so it does not hide every other result.
  it('removes the account and its approved prompts from the library', { retry: 2 }, async () => {
    const person = await createPasswordPerson(browser.app, { name: 'Dana Departing' });
    const titles = ['Quokka Expedition Planner', 'Quokka Expedition Packing List'];
    for (const title of titles) {
      await insertPrompt(browser.app.database.db, {
        title,
        status: 'approved',
        createdById: person.id,
      });
    }

    const page = await browser.open('/login');
    await signInWithPassword(page, person);
    await page.getByRole('heading', { name: 'Prompt Library', level: 1 }).waitFor();
    await search(page, titles[0] ?? '');
    await card(page, titles[0] ?? '').waitFor();

    await profileButton(page).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Account' });
    await dialog
      .getByText('Are you sure you want to delete your account? This action cannot be undone.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Delete Account' }).click();

    await homeHeading(page).waitFor();
    await expectPath(page, '/');
    await loginButton(page).waitFor();
    // Home says what happened, once: not again after a reload.
    await page.getByRole('status').getByText('Your account was deleted.').waitFor();
    const shot = process.env.SCREENSHOT_DIR;
    if (shot) await page.screenshot({ path: `${shot}/account-deleted-home.png` });
    await page.reload();
    await homeHeading(page).waitFor();
    expect(await page.getByText('Your account was deleted.').count()).toBe(0);

    await mainNav(page).getByRole('link', { name: 'Prompt Library' }).click();
    await search(page, 'Quokka Expedition');
    await page.getByRole('heading', { name: 'No prompts found' }).waitFor();
  });
});

/** Signs in with the password form and opens Settings from the profile menu, as a person would. */
async function openSettingsAs(person: Parameters<typeof signInWithPassword>[1]) {
  const page = await browser.open('/login');
  await signInWithPassword(page, person);
  await page.getByRole('heading', { name: 'Prompt Library', level: 1 }).waitFor();
  await profileButton(page).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  return page;
}

describe('the settings form', () => {
  it('says which field the server refused, and stops saying so once it is edited', async () => {
    // The refused save is a 400 the browser reports on its own.
    browser.allowConsoleError(/status of 400 \(Bad Request\)/);
    const person = await createPasswordPerson(browser.app, { name: 'Quinn Control' });
    const page = await openSettingsAs(person);

    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Quinn\u0007Control');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Name must not contain control characters.').waitFor();

    await name.fill('Quinn Control');
    await page
      .getByText('Name must not contain control characters.')
      .waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
  });

  it('gives a reference to quote when the server fails unexpectedly', async () => {
    browser.allowConsoleError(/status of 500 \(Internal Server Error\)/);
    // A failure the app does not expect: the database itself refuses this name.
    await browser.app.database.exec(
      "alter table users add constraint e2e_refuses_name check (name <> 'Unsaveable Name')",
    );
    const person = await createPasswordPerson(browser.app, { name: 'Rory Reference' });
    const page = await openSettingsAs(person);

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Unsaveable Name');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to update profile' });
    await alert.getByText(/^Something went wrong on our side \(reference [\w-]+\)$/).waitFor();
    expect(await alert.textContent()).not.toMatch(/constraint|insert|users/);
  });
});
