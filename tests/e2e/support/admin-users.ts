/**
 * The admin screens as a person meets them (Dashboard and Manage Users):
 * an admin signed in by session cookie, the regions, rows and controls by
 * role, label and visible text, the database's own figures to compare the
 * screens with, and a page that lets axe in past the app's CSP.
 */
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { prompts, users } from '../../../src/server/db/schema.ts';
import type { PlatformStats } from '../../../src/shared/admin-views.ts';
import type { UserRole } from '../../../src/shared/prompt-fields.ts';
import { createTestUser, type TestUser } from '../../helpers/test-users.ts';
import { useSession } from './accounts.ts';
import { type BrowserApp, UI_TIMEOUT_MS } from './browser.ts';

/** An admin whose browser (this test's page) is signed in. */
export async function signedInAdmin(browser: BrowserApp, name: string): Promise<TestUser> {
  const admin = await createTestUser(browser.app.database.db, { role: 'admin', name });
  await useSession(browser, admin.token);
  return admin;
}

/** The header's link to the dashboard (admins only). */
export function dashboardLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true });
}

export function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** A figure of Platform Stats, named with its exact value ("Total Uses: 12,345"). */
export function statFigure(page: Page, label: string, value: number): Locator {
  return page.getByRole('group', {
    name: `${label}: ${value.toLocaleString('en-US')}`,
    exact: true,
  });
}

/** What the dashboard should count, straight from the database. */
export async function platformStatsInDb(browser: BrowserApp): Promise<PlatformStats> {
  const [row] = await browser.app.database.db
    .select({
      totalPrompts: count(),
      totalUses: sql`coalesce(sum(${prompts.usageCount}), 0)`.mapWith(Number),
      totalUpvotes: sql`coalesce(sum(${prompts.upvotes}), 0)`.mapWith(Number),
      approved: sql`count(*) filter (where ${prompts.status} = 'approved')`.mapWith(Number),
      pending: sql`count(*) filter (where ${prompts.status} = 'pending')`.mapWith(Number),
    })
    .from(prompts);
  if (!row) throw new Error('no figures');
  return row;
}

export async function usersInDb(browser: BrowserApp, role?: UserRole): Promise<number> {
  const [row] = await browser.app.database.db
    .select({ total: count() })
    .from(users)
    .where(role ? eq(users.role, role) : undefined);
  return row?.total ?? 0;
}

export async function roleInDb(browser: BrowserApp, id: string): Promise<string | undefined> {
  const [row] = await browser.app.database.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row?.role;
}

/**
 * Makes `admin` the only active admin for the length of `work` (other
 * tests of the file may have made admins), putting the others back after.
 */
export async function asOnlyActiveAdmin(
  browser: BrowserApp,
  admin: TestUser,
  work: () => Promise<void>,
): Promise<void> {
  const db = browser.app.database.db;
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), ne(users.id, admin.id)));
  const ids = others.map((other) => other.id);
  if (ids.length > 0) await db.update(users).set({ role: 'user' }).where(inArray(users.id, ids));
  try {
    await work();
  } finally {
    if (ids.length > 0) await db.update(users).set({ role: 'admin' }).where(inArray(users.id, ids));
  }
}

export function usersTable(page: Page): Locator {
  return page.getByRole('table');
}

/** The row of Manage Users that shows this email. */
export function userRow(page: Page, email: string): Locator {
  return usersTable(page)
    .getByRole('row')
    .filter({ has: page.getByText(email, { exact: true }) });
}

export function roleSelect(page: Page, email: string): Locator {
  return page.getByRole('combobox', { name: `Role of ${email}`, exact: true });
}

/** Opens a Mantine Select (a combobox) and picks one of its options. */
export async function choose(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export function filter(page: Page, label: 'Role' | 'Status'): Locator {
  return page.getByRole('search', { name: 'Filter users' }).getByRole('combobox', {
    name: label,
    exact: true,
  });
}

export function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search', exact: true });
}

export function queryParam(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

/** Types into the search box like a person and waits for the debounced search to land. */
export async function searchUsers(page: Page, text: string): Promise<void> {
  await searchBox(page).fill('');
  await searchBox(page).pressSequentially(text);
  await expect.poll(() => queryParam(page, 'search')).toBe(text);
}

/** "Showing 1 of 1 user (Page 1 of 1)". */
export function usersCount(page: Page, shown: number, total: number, at: number, of: number) {
  const noun = total === 1 ? 'user' : 'users';
  return page.getByText(`Showing ${shown} of ${total} ${noun} (Page ${at} of ${of})`, {
    exact: true,
  });
}

export function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name, exact: true });
}

/** Every tRPC request that carries one of these procedures (alone or in a batch). */
export function trpcCall(procedure: string): RegExp {
  return new RegExp(`/trpc/[^?]*${procedure.replaceAll('.', '\\.')}`);
}

/**
 * A page in a context of its own that lets axe's injected script past the
 * app's CSP, signed in with this token (the fixture's contexts keep the CSP).
 */
export async function pageForAxe(
  browser: BrowserApp,
  token: string,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.browser.newContext({
    viewport: { width: 1280, height: 900 },
    colorScheme: 'light',
    locale: 'en-US',
    ...options,
    bypassCSP: true,
    baseURL: browser.baseUrl,
  });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  await useSession(browser, token, context);
  return { context, page: await context.newPage() };
}
