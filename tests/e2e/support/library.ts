/**
 * What a person looks at and uses on /library, as locators by role, label
 * and visible text, plus the REST look-ups the tests use to know what the
 * screen should say.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PromptPage, PromptView } from '../../../src/shared/prompt-views.ts';
import { type BrowserApp, UI_TIMEOUT_MS } from './browser.ts';

/** Prompts with several attachments in the sample library (sample-prompts.ts). */
export const PITCH_DECK = {
  title: 'Ten-Slide Pitch Deck Narrative',
  creator: 'Maya Okafor',
  attachments: ['pitch-deck-checklist.pdf', 'traction.csv', 'deck-cover-mood.png'] as const,
  attachmentCount: 4,
};
export const BRAND_KIT = {
  title: 'Brand Identity Starter Kit',
  creator: 'Élodie Marchand',
  attachmentCount: 5,
};

/** The line above the grid: "Showing 12 of 70 prompts (Page 1 of 6)", "1 of 1 prompt". */
export function countLine(page: Page, shown: number, total: number, at: number, of: number) {
  const noun = total === 1 ? 'prompt' : 'prompts';
  return page.getByText(`Showing ${shown} of ${total} ${noun} (Page ${at} of ${of})`, {
    exact: true,
  });
}

export function searchBox(page: Page): Locator {
  return page.getByPlaceholder('Search prompts...');
}

export function pager(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Pages' });
}

/** The numbered page buttons of the pager ("Page 1", "Page 2", ...). */
export function pageNumbers(page: Page): Locator {
  return pager(page).getByRole('button', { name: /^Page \d+$/ });
}

export function cards(page: Page): Locator {
  return page.getByRole('article');
}

export function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

/** Opens a Mantine Select (a combobox) and picks one of its options. */
export async function choose(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into the search box like a person and waits for the debounced result. */
export async function search(page: Page, text: string): Promise<void> {
  await searchBox(page).pressSequentially(text);
  await expect.poll(() => searchParam(page, 'search'), { timeout: UI_TIMEOUT_MS }).toBe(text);
}

export function searchParam(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** The library's own answer for a query, through the REST door. */
export function listPrompts(browser: BrowserApp, query: Record<string, string>) {
  return browser.getJson<PromptPage>(`/api/prompts?${new URLSearchParams(query).toString()}`);
}

export async function findPrompt(browser: BrowserApp, title: string): Promise<PromptView> {
  const { prompts } = await listPrompts(browser, { search: title });
  const found = prompts.find((prompt) => prompt.title === title);
  if (!found) throw new Error(`The sample library has no prompt titled "${title}"`);
  return found;
}

export async function usageCount(browser: BrowserApp, id: string): Promise<number> {
  const { prompt } = await browser.getJson<{ prompt: PromptView }>(`/api/prompts/${id}`);
  return prompt.usageCount;
}

/** Searches for one prompt, opens its details and returns the dialog. */
export async function openDetails(page: Page, title: string): Promise<Locator> {
  await search(page, title);
  await page.getByRole('button', { name: `Details of ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.waitFor();
  return dialog;
}

/** The attachment viewer, named by the file it shows and its position. */
export function lightbox(page: Page, position: number, count: number): Locator {
  return page.getByRole('dialog', { name: new RegExp(`\\(${position} of ${count}\\)$`) });
}
