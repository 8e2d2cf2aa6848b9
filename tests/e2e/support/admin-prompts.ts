/**
 * Manage Prompts (/admin/prompts) as an admin uses it, as locators by role,
 * label and visible text: the count line, the filters, each row's actions
 * (named after the prompt they act on), the dialogs; plus the fixtures the
 * tests start from (an admin and an author signed in by session cookie,
 * prompts written straight to the database) and the admin REST door's own
 * answer, to know what the screen should say.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { prompts } from '../../../src/server/db/schema.ts';
import type { PromptStatus } from '../../../src/shared/prompt-fields.ts';
import type { PromptPage } from '../../../src/shared/prompt-views.ts';
import { insertPrompt, type PromptInsert } from '../../helpers/prompt-fixtures.ts';
import { createTestUser, type TestUser } from '../../helpers/test-users.ts';
import { useSession } from './accounts.ts';
import { type BrowserApp, UI_TIMEOUT_MS } from './browser.ts';

export const MANAGE_PROMPTS = '/admin/prompts';

/** A word no seeded title has, so a search finds only this test's prompts. */
export function nonce(): string {
  return randomBytes(3).toString('hex');
}

export async function signInAdmin(
  browser: BrowserApp,
  context: BrowserContext = browser.context,
): Promise<TestUser> {
  const admin = await createTestUser(browser.app.database.db, { role: 'admin', name: 'Ada Admin' });
  await useSession(browser, admin.token, context);
  return admin;
}

export function createAuthor(browser: BrowserApp, name = 'Rita Writer'): Promise<TestUser> {
  return createTestUser(browser.app.database.db, { name });
}

/** A prompt by this author, written straight to the database (pending unless told). */
export function addPrompt(
  browser: BrowserApp,
  author: TestUser,
  title: string,
  values: Partial<PromptInsert> = {},
): Promise<string> {
  return insertPrompt(browser.app.database.db, {
    status: 'pending',
    createdById: author.id,
    ...values,
    title,
  });
}

export async function statusInDatabase(
  browser: BrowserApp,
  id: string,
): Promise<PromptStatus | 'gone'> {
  const [row] = await browser.app.database.db
    .select({ status: prompts.status })
    .from(prompts)
    .where(eq(prompts.id, id));
  return row?.status ?? 'gone';
}

/** Another admin (or the author's edit) changes the prompt behind this screen's back. */
export async function changeStatusBehindTheScreen(
  browser: BrowserApp,
  id: string,
  status: PromptStatus,
): Promise<void> {
  await browser.app.database.db.update(prompts).set({ status }).where(eq(prompts.id, id));
}

/** The admin REST door's answer for a query: what the screen should count. */
export async function adminList(
  browser: BrowserApp,
  admin: TestUser,
  query: Record<string, string>,
): Promise<PromptPage> {
  const url = new URL(
    `/api/admin/prompts?${new URLSearchParams(query).toString()}`,
    browser.baseUrl,
  );
  const response = await fetch(url, { headers: { authorization: `Bearer ${admin.token}` } });
  if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}`);
  return (await response.json()) as PromptPage;
}

export async function openManagePrompts(browser: BrowserApp, query = ''): Promise<Page> {
  const page = await browser.open(`${MANAGE_PROMPTS}${query}`);
  await page.getByRole('heading', { name: 'Manage Prompts', level: 1 }).waitFor();
  return page;
}

/** The line above the table (the empty state's heading may say the same words). */
export function countLine(page: Page, text: string): Locator {
  return page.getByRole('status').and(page.getByText(text, { exact: true }));
}

export function showing(shown: number, total: number, at: number, of: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? 'prompt' : 'prompts'} (Page ${at} of ${of})`;
}

export function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search titles' });
}

/** Types words of a title like a person and waits for the debounced search to land. */
export async function searchTitles(page: Page, text: string): Promise<void> {
  await searchBox(page).fill('');
  await searchBox(page).pressSequentially(text);
  await expect.poll(() => queryParam(page, 'search'), { timeout: UI_TIMEOUT_MS }).toBe(text);
  // Until the search's own answer arrives the previous rows show, marked
  // busy; acting on one of them would race the answer's re-render.
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

export function queryParam(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

/** Opens a Mantine Select (a combobox) by its label and picks an option. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The table row of a prompt, by its title. */
export function row(page: Page, title: string): Locator {
  return page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) });
}

/** A row or dialog action named after its prompt: "Approve <title>", "Delete <title>". */
export function action(scope: Page | Locator, verb: string, title: string): Locator {
  return scope.getByRole('button', { name: `${verb} ${title}`, exact: true });
}

/** The titles in the table, top to bottom (each row has a "View details of <title>" button). */
export async function titlesInOrder(page: Page): Promise<string[]> {
  const labels = await page
    .getByRole('button', { name: /^View details of / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^View details of /, ''));
}

export function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name, exact: true });
}

/** The message an action leaves (a status for success, an alert for a failure). */
export function feedback(scope: Page | Locator, title: string): Locator {
  return scope.getByRole('status').or(scope.getByRole('alert')).filter({ hasText: title });
}

/** Fills the reason of an open Reject or Disable dialog and confirms it. */
export async function giveReason(reasonDialog: Locator, reason: string, confirm: string) {
  await reasonDialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await reasonDialog.getByRole('button', { name: confirm, exact: true }).click();
}

/** The accessible name of whatever has the keyboard focus. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });
}

export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Waits, as long as a person would, until the address bar shows this path
 * (and query): a guard decides only once the sign-in check has answered.
 */
export async function arriveAt(page: Page, pathAndQuery: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === pathAndQuery);
}
