/**
 * The submit and edit forms as a person uses them, as locators by role,
 * label and visible text: signing a member in, filling the texts, picking
 * categories, adding variables and chain steps, and choosing files through
 * the browser's file chooser (as a click on Upload Files opens it).
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createTestUser, type TestUser } from '../../helpers/test-users.ts';
import { useSession } from './accounts.ts';
import type { BrowserApp } from './browser.ts';

export const SUBMITTED_TITLE = 'Prompt Submitted Successfully!';

export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A member made as a fixture and signed in by session cookie, in this
 * test's browser context or another one (the accessibility checks' own).
 */
export async function signInMember(
  browser: BrowserApp,
  options: { plan?: string; name?: string } = {},
  context: BrowserContext = browser.context,
): Promise<TestUser> {
  const member = await createTestUser(browser.app.database.db, options);
  await useSession(browser, member.token, context);
  return member;
}

export async function openSubmitPage(browser: BrowserApp): Promise<Page> {
  const page = await browser.open('/submit-prompt');
  await submitHeading(page).waitFor();
  return page;
}

export function submitHeading(page: Page): Locator {
  return page.getByRole('heading', { name: 'Submit a Prompt', level: 1 });
}

export function textField(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

export function categoryInput(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Categories' });
}

export function chosenCategories(page: Page): Promise<string[]> {
  return page
    .getByRole('button', { name: /^Remove category / })
    .evaluateAll((buttons) =>
      buttons.map((button) =>
        (button.getAttribute('aria-label') ?? '').replace(/^Remove category /, ''),
      ),
    );
}

/**
 * Types into the category picker and picks the option of that name. On a
 * busy machine the list has been seen closed right after typing (cause not
 * found yet); a person would click the field again, and so does this.
 */
export async function pickCategory(page: Page, typed: string, option: string): Promise<void> {
  const choice = page.getByRole('option', { name: option, exact: true });
  for (let attempt = 1; ; attempt += 1) {
    await categoryInput(page).click();
    await categoryInput(page).fill(typed);
    try {
      await choice.click({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export async function addVariable(page: Page, name: string, value: string): Promise<void> {
  await textField(page, 'Variable name').fill(name);
  await textField(page, 'Default value').fill(value);
  await page.getByRole('button', { name: 'Add Variable', exact: true }).click();
}

export async function addChainStep(
  page: Page,
  step: { title: string; prompt: string },
): Promise<void> {
  const form = page.getByRole('group', { name: /^Add step \d+$/ });
  await textField(form, 'Step title').fill(step.title);
  await textField(form, 'Step prompt').fill(step.prompt);
  await form.getByRole('button', { name: 'Add to Chain', exact: true }).click();
}

/** Clicks Upload Files and answers the file chooser it opens. */
export async function chooseFiles(page: Page, files: ChosenFile[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload Files', exact: true }).click();
  await (await chooser).setFiles(files);
}

export function filesSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Files' });
}

/** The file tiles of the uploader, by their remove buttons. */
export function removeFileButton(page: Page, fileName: string): Locator {
  return filesSection(page).getByRole('button', { name: `Remove ${fileName}`, exact: true });
}

export function fileCount(page: Page, count: number): Locator {
  return filesSection(page).getByText(`${count} of 5 files`, { exact: true });
}

export function textFile(name: string, text = `Notes for ${name}\n`): ChosenFile {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text) };
}

export function savedUploads(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('submitPromptUploads'));
}

export async function expectScrolledToTop(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}
