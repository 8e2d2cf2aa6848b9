/**
 * Likes, saves and the prompt page as a person uses them, as locators by
 * role, label and visible text, plus the server's own figures (REST door)
 * the tests compare the screen with.
 */
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { prompts } from '../../../src/server/db/schema.ts';
import { formatCountOf } from '../../../src/shared/format.ts';
import type { PromptView } from '../../../src/shared/prompt-views.ts';
import type { TestUser } from '../../helpers/test-users.ts';
import type { BrowserApp } from './browser.ts';
import { card, search } from './library.ts';

type Scope = Page | Locator;

function button(scope: Scope, name: string): Locator {
  return scope.getByRole('button', { name, exact: true });
}

/** The like toggle in either state ("Like X" or, once liked, "Unlike X"). */
export function likeButton(scope: Scope, title: string): Locator {
  return button(scope, `Like ${title}`);
}

export function unlikeButton(scope: Scope, title: string): Locator {
  return button(scope, `Unlike ${title}`);
}

export function saveButton(scope: Scope, title: string): Locator {
  return button(scope, `Save ${title}`);
}

export function unsaveButton(scope: Scope, title: string): Locator {
  return button(scope, `Remove ${title} from saved`);
}

/** "1 like", "12 likes", "1.2k likes": the figure beside a like toggle. */
export function likeCount(scope: Scope, count: number): Locator {
  return scope.getByText(formatCountOf(count, 'like'), { exact: true });
}

/** Waits until a toggle says it is pressed (or not) to assistive technology. */
export async function expectPressed(toggle: Locator, pressed: boolean): Promise<void> {
  await toggle.waitFor();
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe(String(pressed));
}

/** The prompt as the server has it now, for a member (with liked and saved) or a visitor. */
export async function storedPrompt(
  browser: BrowserApp,
  id: string,
  member?: TestUser,
): Promise<PromptView> {
  const response = await fetch(new URL(`/api/prompts/${id}`, browser.baseUrl), {
    headers: member ? { authorization: `Bearer ${member.token}` } : {},
  });
  if (!response.ok) throw new Error(`GET /api/prompts/${id} answered ${response.status}`);
  return ((await response.json()) as { prompt: PromptView }).prompt;
}

/** The heading that names the prompt on its own page. */
export function promptHeading(page: Page, title: string): Locator {
  return page.getByRole('heading', { name: title, level: 1, exact: true });
}

/** Sends every like call of this page to a server error, as a failing server would answer. */
export async function failLikeCalls(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('prompts.like'),
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([{ error: { message: 'Internal error', code: -32603, data: {} } }]),
      }),
  );
}

/** Opens /library, searches for one prompt and returns its card. */
export async function openLibraryCard(browser: BrowserApp, title: string): Promise<Locator> {
  const page = await browser.open('/library');
  await search(page, title);
  // The card can show from the unfiltered list, dimmed and busy, before the
  // search's own answer arrives; wait for that answer, or a test that then
  // hides the prompt sees the card vanish when it lands.
  const shown = card(page, title);
  await shown.waitFor();
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  return shown;
}

/** What a moderator's action leaves in the database (as a fixture, not by clicking). */
export async function setPromptStatus(
  browser: BrowserApp,
  id: string,
  status: 'approved' | 'disabled',
): Promise<void> {
  await browser.app.database.db.update(prompts).set({ status }).where(eq(prompts.id, id));
}
