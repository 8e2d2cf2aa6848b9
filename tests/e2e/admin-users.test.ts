/**
 * Manage Users as an admin uses it (PRODUCT_SPEC section 2 "Admin Manage
 * Users", section 4 "User subscription status"): filter by role, search by
 * email (kept in the URL through a reload), disable a member who is then
 * signed out everywhere and enable them again (their old session stays
 * dead), promote a member after a confirmation saying what it grants, find
 * the last admin's role, Disable and Delete not offered (with why), delete
 * a member with their prompts, the page size, an admin who demotes
 * themselves, the failure state, the guards, and axe with a dialog open.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prompts, users } from '../../src/server/db/schema.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestUser } from '../helpers/test-users.ts';
import { expectPath, myAccountStatus, useSession } from './support/accounts.ts';
import {
  asOnlyActiveAdmin,
  choose,
  dialog,
  filter,
  pageForAxe,
  queryParam,
  roleInDb,
  roleSelect,
  searchBox,
  searchUsers,
  signedInAdmin,
  trpcCall,
  userRow,
  usersCount,
  usersInDb,
  usersTable,
} from './support/admin-users.ts';
import { reviewShot } from './support/review-shot.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { useBrowserApp } from './support/browser.ts';
import { homeHeading } from './support/home.ts';

const browser = useBrowserApp();
const DELETE_WARNING =
  'This will also delete all prompts created by this user. This action cannot be undone.';

function db() {
  return browser.app.database.db;
}

async function openManageUsers(path = '/admin/users') {
  const page = await browser.open(path);
  await page.getByRole('heading', { name: 'Manage Users', level: 1 }).waitFor();
  return page;
}

describe('finding members', () => {
  it('filters by role and searches by email, and a reload keeps both', async () => {
    await signedInAdmin(browser, 'Fiona Filter');
    const sam = await createTestUser(db(), { name: 'Sam Searchable' });
    const page = await openManageUsers();
    await expect.poll(() => page.title()).toBe('Manage Users · Prompt Hub');

    const everyone = await usersInDb(browser);
    await page
      .getByText(new RegExp(`^Showing \\d+ of ${everyone} users \\(Page 1 of \\d+\\)$`))
      .waitFor();

    await choose(page, filter(page, 'Role'), 'Admin');
    await expect.poll(() => queryParam(page, 'role')).toBe('admin');
    const admins = await usersInDb(browser, 'admin');
    await usersCount(page, admins, admins, 1, 1).waitFor();
    const shownRoles = await usersTable(page)
      .getByRole('combobox', { name: /^Role of / })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(shownRoles).toEqual(Array.from({ length: admins }, () => 'Admin'));

    await choose(page, filter(page, 'Role'), 'All roles');
    await expect.poll(() => queryParam(page, 'role')).toBeNull();
    await searchUsers(page, sam.email);
    await usersCount(page, 1, 1, 1, 1).waitFor();
    await userRow(page, sam.email).getByText('Sam Searchable').waitFor();

    await page.reload();
    await usersCount(page, 1, 1, 1, 1).waitFor();
    expect(await searchBox(page).inputValue()).toBe(sam.email);
    expect(await usersTable(page).getByRole('row').count()).toBe(2);

    await searchUsers(page, 'nobody-by-this-name');
    await page.getByText('No users match these filters', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => queryParam(page, 'search')).toBeNull();
    expect(await searchBox(page).inputValue()).toBe('');
  });

  it('goes back to page 1 when the page size changes', async () => {
    await signedInAdmin(browser, 'Paige Sizer');
    for (let index = 0; index < 12; index += 1) {
      await createTestUser(db(), { name: `Member ${index}` });
    }
    const total = await usersInDb(browser);
    const page = await openManageUsers('/admin/users?limit=10');
    await usersCount(page, 10, total, 1, Math.ceil(total / 10)).waitFor();

    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect.poll(() => queryParam(page, 'page')).toBe('2');
    await usersCount(page, Math.min(10, total - 10), total, 2, Math.ceil(total / 10)).waitFor();

    await choose(page, page.getByRole('combobox', { name: 'Rows per page' }), '50');
    await expect.poll(() => queryParam(page, 'page')).toBeNull();
    expect(queryParam(page, 'limit')).toBe('50');
    await usersCount(page, Math.min(50, total), total, 1, Math.ceil(total / 50)).waitFor();
  });
});

describe('turning an account off and on', () => {
  it('signs a disabled member out everywhere, and enabling them does not sign them back in', async () => {
    const admin = await signedInAdmin(browser, 'Dora Disabler');
    const member = await createTestUser(db(), { name: 'Dana Disabled' });

    // The member is signed in in a browser of their own.
    const theirs = await browser.browser.newContext({ baseURL: browser.baseUrl });
    try {
      await useSession(browser, member.token, theirs);
      const theirPage = await theirs.newPage();
      await theirPage.goto('/profile');
      await theirPage.getByRole('heading', { name: 'Dana Disabled', level: 1 }).waitFor();

      const page = await openManageUsers();
      await searchUsers(page, member.email);
      const row = userRow(page, member.email);
      await row.getByText('Active', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Disable ${member.email}` }).click();
      const confirm = dialog(page, 'Disable Dana Disabled?');
      await confirm.getByText('They will be signed out everywhere at once.').waitFor();
      await confirm.getByRole('button', { name: 'Disable user' }).click();

      await page
        .getByRole('status')
        .getByText('Dana Disabled was disabled and signed out everywhere.')
        .waitFor();
      await confirm.waitFor({ state: 'hidden' });
      await row.getByText('Disabled', { exact: true }).waitFor();
      // Their token now hears why it is refused.
      expect(await myAccountStatus(browser, member.token)).toBe(403);

      await theirPage.reload();
      await theirPage
        .getByRole('alert')
        .filter({ hasText: 'This account has been disabled' })
        .waitFor();
      expect(new URL(theirPage.url()).pathname).toBe('/login');

      await row.getByRole('button', { name: `Enable ${member.email}` }).click();
      await page
        .getByRole('status')
        .getByText('Dana Disabled was enabled and can sign in again.')
        .waitFor();
      await row.getByText('Active', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Disable ${member.email}` }).waitFor();
      expect(await myAccountStatus(browser, member.token)).toBe(401);
      expect(await myAccountStatus(browser, admin.token)).toBe(200);
    } finally {
      await theirs.close();
    }
  });
});

describe('roles', () => {
  it('asks before a role change, saying what it grants, and does nothing on Cancel', async () => {
    const admin = await signedInAdmin(browser, 'Rory Roles');
    const member = await createTestUser(db(), { name: 'Pat Promoted' });
    await asOnlyActiveAdmin(browser, admin, async () => {
      const page = await openManageUsers();
      await searchUsers(page, member.email);

      await choose(page, roleSelect(page, member.email), 'Admin');
      const promote = dialog(page, 'Make Pat Promoted an admin?');
      await promote
        .getByText('Admins can approve, reject and delete any prompt and manage every account.')
        .waitFor();
      await reviewShot(page, 'admin-users-promote-confirm');
      await promote.getByRole('button', { name: 'Cancel' }).click();
      await promote.waitFor({ state: 'hidden' });
      expect(await roleSelect(page, member.email).inputValue()).toBe('User');
      expect(await roleInDb(browser, member.id)).toBe('user');

      await choose(page, roleSelect(page, member.email), 'Admin');
      await promote.getByRole('button', { name: 'Make admin' }).click();
      await page.getByRole('status').getByText('Pat Promoted is now an Admin.').waitFor();
      expect(await roleInDb(browser, member.id)).toBe('admin');

      await choose(page, roleSelect(page, member.email), 'User');
      const demote = dialog(page, 'Make Pat Promoted a user?');
      await demote
        .getByText(
          "They will no longer approve, reject or delete others' prompts or manage accounts.",
        )
        .waitFor();
      await demote.getByRole('button', { name: 'Make user' }).click();
      await page.getByRole('status').getByText('Pat Promoted is now a User.').waitFor();
      expect(await roleInDb(browser, member.id)).toBe('user');
    });
  });

  it('offers the last active admin no role change, Disable or Delete, and says why', async () => {
    const admin = await signedInAdmin(browser, 'Lana Last');
    await asOnlyActiveAdmin(browser, admin, async () => {
      const page = await openManageUsers();
      await searchUsers(page, admin.email);
      const myRow = userRow(page, admin.email);
      await myRow.getByText('(you)').waitFor();
      const note = myRow.getByText(
        'The last admin cannot be made a user, disabled or deleted. Make someone else an admin first.',
      );
      await note.waitFor();
      const noteId = await note.getAttribute('id');
      expect(await roleSelect(page, admin.email).isDisabled()).toBe(true);
      for (const action of ['Disable', 'Delete']) {
        const button = myRow.getByRole('button', { name: `${action} ${admin.email}` });
        expect(await button.isDisabled()).toBe(true);
        expect(await button.getAttribute('aria-describedby')).toBe(noteId);
      }
      await reviewShot(page, 'admin-users-last-admin');
    });
  });

  it('sends an admin who demotes themselves away from the admin screens', async () => {
    const admin = await signedInAdmin(browser, 'Sid Stepdown');
    await createTestUser(db(), { role: 'admin', name: 'Another Admin' });
    const page = await openManageUsers();
    await searchUsers(page, admin.email);
    await choose(page, roleSelect(page, admin.email), 'User');
    await dialog(page, 'Make Sid Stepdown a user?')
      .getByRole('button', { name: 'Make user' })
      .click();

    await homeHeading(page).waitFor();
    await expectPath(page, '/');
    expect(await roleInDb(browser, admin.id)).toBe('user');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Submit' })
      .waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Manage Users' })
        .count(),
    ).toBe(0);
  });
});

describe('deleting a member', () => {
  it('deletes the member and their prompts after the confirmation', async () => {
    await signedInAdmin(browser, 'Del Deleter');
    const member = await createTestUser(db(), { name: 'Gone Soon' });
    for (const title of ['Farewell Draft One', 'Farewell Draft Two']) {
      await insertPrompt(db(), { title, status: 'pending', createdById: member.id });
    }
    const page = await openManageUsers();
    await searchUsers(page, member.email);

    const remove = userRow(page, member.email).getByRole('button', {
      name: `Delete ${member.email}`,
    });
    await remove.click();
    const confirm = dialog(page, 'Delete Gone Soon?');
    await confirm.getByText(DELETE_WARNING, { exact: true }).waitFor();
    await confirm.getByText(`Gone Soon (${member.email}) created 2 prompts.`).waitFor();
    // Cancel changes nothing.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await userRow(page, member.email).waitFor();

    await remove.click();
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await page
      .getByRole('status')
      .getByText('Gone Soon was deleted, with their prompts.')
      .waitFor();
    await page.getByText('No users match these filters', { exact: true }).waitFor();
    expect(await db().select().from(users).where(eq(users.id, member.id))).toEqual([]);
    expect(await db().select().from(prompts).where(eq(prompts.createdById, member.id))).toEqual([]);
  });
});

describe('when the list cannot be loaded', () => {
  it('says so and loads it again on Try again', async () => {
    browser.allowConsoleError(/status of 500/);
    await signedInAdmin(browser, 'Tess Trouble');
    const page = browser.page;
    await page.route(trpcCall('admin.users.list'), (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await browser.open('/admin/users');
    await page.getByText('Failed to fetch users').waitFor();

    await page.unroute(trpcCall('admin.users.list'));
    await page.getByRole('button', { name: 'Try again' }).click();
    await usersTable(page).waitFor();
    await page.getByText(/^Showing \d+ of \d+ users/).waitFor();
  });
});

describe('guards', () => {
  it('send a member who is not an admin home, and a visitor to sign in', async () => {
    const member = await createTestUser(db(), { name: 'Nia Notadmin' });
    await useSession(browser, member.token);
    const page = await browser.open('/admin/users');
    await homeHeading(page).waitFor();
    await expectPath(page, '/');

    await browser.context.clearCookies();
    await browser.open('/admin/users?role=admin');
    await expectPath(page, '/login?redirect=%2Fadmin%2Fusers');
  });
});

describe.each(['light', 'dark'] as const)('in the %s colour scheme', (scheme) => {
  it(
    'Manage Users with a confirmation open has no WCAG A/AA violations, on a desktop and a phone',
    async () => {
      const admin = await createTestUser(db(), { role: 'admin', name: 'Axel Audit' });
      // A second active admin, so Axel's own Delete is offered even when this
      // test runs alone (the last active admin's is disabled).
      await createTestUser(db(), { role: 'admin', name: `Axel Backup ${scheme}` });
      await createTestUser(db(), { name: 'Audited Member', status: 'past_due' });
      const { context, page } = await pageForAxe(browser, admin.token);
      try {
        await page.goto('/admin/users');
        await usersTable(page).waitFor();
        await useScheme(page, scheme);
        await expectNoViolations(page);
        await reviewShot(page, `admin-users-desktop-${scheme}`);

        await userRow(page, admin.email)
          .getByRole('button', { name: `Delete ${admin.email}` })
          .click();
        await dialog(page, 'Delete Axel Audit?').waitFor();
        await expectNoViolations(page);
        await reviewShot(page, `admin-users-dialog-${scheme}`);
        await page.keyboard.press('Escape');
        await dialog(page, 'Delete Axel Audit?').waitFor({ state: 'hidden' });

        // A phone gets cards with every control in reach, not a table to scroll.
        await page.setViewportSize({ width: 390, height: 844 });
        const cards = page.getByRole('list', { name: 'Users' });
        await cards.getByRole('button', { name: `Delete ${admin.email}` }).waitFor();
        await usersTable(page).waitFor({ state: 'hidden' });
        await expectNoViolations(page);
        await reviewShot(page, `admin-users-phone-${scheme}`);
      } finally {
        await context.close();
      }
    },
    AXE_TEST_TIMEOUT,
  );
});
