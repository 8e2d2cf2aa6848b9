/**
 * Using any version (issue 28 item 3) as a member does: their saved prompt
 * gained a new live version, which their Saved list and the prompt's page
 * announce ("New version since you last looked: v1 → v2") until they have
 * opened it; from the History, "Try this version" opens the playground on
 * v1, which names the version it runs, compares v1 and v2 side by side on
 * one model, and switches to v2. Screenshots (SCREENSHOT_DIR): desktop and
 * phone, light and dark; axe on each screen in both schemes.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { promptSaves } from '../../src/server/db/schema.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';
import { addPrompt, nonce } from './support/admin-prompts.ts';
import { pageForAxe } from './support/admin-users.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import type { BrowserApp } from './support/browser.ts';
import {
  compareColumn,
  fakeAnswer,
  generateButton,
  promptBox,
  usePlaygroundApp,
} from './support/playground.ts';
import { signInMember } from './support/submit.ts';

const playground = usePlaygroundApp();
const V1_TEXT = 'Write a haiku about {topic} at dawn.';
const V2_TEXT = 'Write a limerick about {topic} at dusk.';
const PHONE = { width: 390, height: 844 };

async function rest(
  browser: BrowserApp,
  user: TestUser,
  method: 'PUT',
  path: string,
  body?: unknown,
): Promise<void> {
  const response = await fetch(`${browser.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${path}: ${await response.text()}`).toBe(200);
}

/** An approved prompt with v1, saved by the reader, then v2 made live by an admin's edit. */
async function savedPromptWithNewVersion(browser: BrowserApp, reader: TestUser) {
  const db = browser.app.database.db;
  const author = await createTestUser(db, { name: 'Ava Author' });
  const admin = await createTestUser(db, { name: 'Ada Admin', role: 'admin' });
  const title = `Seasonal verse ${nonce()}`;
  const id = await addPrompt(browser, author, title, {
    status: 'approved',
    description: V1_TEXT,
    variables: [{ name: 'topic', defaultValue: 'herons' }],
  });
  await rest(browser, reader, 'PUT', `/api/prompts/${id}/save`);
  await rest(browser, admin, 'PUT', `/api/prompts/${id}`, {
    title,
    description: V2_TEXT,
    categories: ['Writing'],
    model: 'ChatGPT',
    variables: [{ name: 'topic', defaultValue: 'herons' }],
    changeNote: 'A limerick at dusk',
  });
  return { id, title };
}

async function seenVersion(browser: BrowserApp, promptId: string): Promise<number | null> {
  const [row] = await browser.app.database.db
    .select({ seen: promptSaves.seenVersion })
    .from(promptSaves)
    .where(eq(promptSaves.promptId, promptId));
  return row?.seen ?? null;
}

/** The member has not looked since v1 (opening the page moves it on; the shots open it again). */
async function notSeenSince(browser: BrowserApp, promptId: string): Promise<void> {
  await browser.app.database.db
    .update(promptSaves)
    .set({ seenVersion: 1 })
    .where(eq(promptSaves.promptId, promptId));
}

/** A screenshot for a person to look at, from the top, when SCREENSHOT_DIR is set. */
async function reviewShot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForFunction(() => window.scrollY === 0);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

function newsLine(scope: Page) {
  return scope.getByText('New version since you last looked: v1 → v2');
}

function historyItem(page: Page, number: number) {
  return page
    .getByRole('region', { name: 'History' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^v${number}(?!\\d)`) });
}

/** Each screen in light and dark, desktop and phone, axe-checked on the desktop. */
async function lookAt(
  browser: BrowserApp,
  token: string,
  path: string,
  name: string,
  ready: (page: Page) => Promise<void>,
) {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    // Still: a run's smooth scroll would otherwise be caught half way in the shot.
    const shot = await pageForAxe(browser, token, { viewport, reducedMotion: 'reduce' });
    try {
      await shot.page.goto(path);
      await ready(shot.page);
      if (size === 'desktop') await expectNoViolations(shot.page);
      await reviewShot(shot.page, `${name}-${size}-light`);
      await useScheme(shot.page, 'dark');
      if (size === 'desktop') await expectNoViolations(shot.page);
      await reviewShot(shot.page, `${name}-${size}-dark`);
    } finally {
      await shot.context.close();
    }
  }
}

describe('using any version', () => {
  it(
    'announces a saved prompt’s new version, then tries and compares versions in the playground',
    async () => {
      const { browser } = playground;
      const reader = await signInMember(browser, { name: 'Rhea Reader', plan: 'pro' });
      const { id, title } = await savedPromptWithNewVersion(browser, reader);
      const page = browser.page;

      // The Saved list says so (shots first: opening the page below clears it).
      await page.goto('/profile');
      const card = page.getByRole('article').filter({ hasText: title });
      await card.getByText('New version since you last looked: v1 → v2').waitFor();

      // The page says so too, for this visit; the Saved list then no longer does.
      await page.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      const notice = page
        .getByRole('alert')
        .filter({ hasText: 'New version since you last looked' });
      await notice.getByText('New version since you last looked: v1 → v2').waitFor();
      await expect.poll(() => seenVersion(browser, id)).toBe(2);
      await page.goto('/profile');
      await page.getByRole('article').filter({ hasText: title }).waitFor();
      expect(await newsLine(page).count()).toBe(0);

      // History → Try this version: the playground runs v1 and says so.
      await page.goto(`/prompts/${id}`);
      await historyItem(page, 1).getByRole('link', { name: 'Try this version: v1' }).click();
      await page.getByRole('heading', { name: 'Playground', level: 1 }).waitFor();
      const panel = page.getByRole('region', { name: 'Version' });
      await panel.getByText(`Running v1 of ${title}.`).waitFor();
      await expect.poll(() => promptBox(page).inputValue()).toBe(V1_TEXT);
      expect(new URL(page.url()).search).toBe(`?prompt=${id}&version=1`);

      // Compare with v2: one run, two lanes, each its own version's text on ChatGPT.
      await panel.getByRole('combobox', { name: 'Compare with' }).selectOption('2');
      await generateButton(page).click();
      const first = compareColumn(page, 'v1 · ChatGPT');
      const second = compareColumn(page, 'v2 · ChatGPT');
      await fakeAnswer(first).waitFor();
      await fakeAnswer(second).waitFor();
      expect(await fakeAnswer(first).textContent()).toContain('haiku about herons at dawn');
      expect(await fakeAnswer(second).textContent()).toContain('limerick about herons at dusk');

      // Another version replaces the prompt, and the address names it.
      await panel.getByRole('combobox', { name: 'Version' }).selectOption('2');
      await expect.poll(() => promptBox(page).inputValue()).toBe(V2_TEXT);
      await page
        .getByRole('region', { name: 'Version' })
        .getByText(`Running v2 of ${title}.`)
        .waitFor();
      expect(new URL(page.url()).search).toBe(`?prompt=${id}&version=2`);

      // A reload keeps the person's edit rather than loading the version over it.
      await promptBox(page).fill('Write a sonnet about {topic}.');
      await page.reload();
      await expect.poll(() => promptBox(page).inputValue()).toBe('Write a sonnet about {topic}.');
      await page.getByRole('region', { name: 'Version' }).getByText('Edited').waitFor();
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'looks right: the notices, the history and the playground comparing versions',
    async () => {
      const { browser } = playground;
      const reader = await signInMember(browser, { name: 'Sol Screens', plan: 'pro' });
      const { id, title } = await savedPromptWithNewVersion(browser, reader);
      await lookAt(browser, reader.token, '/profile', 'version-saved-card', (shot) =>
        shot.getByText('New version since you last looked: v1 → v2').waitFor(),
      );
      for (const [size, viewport] of [
        ['desktop', { width: 1280, height: 900 }],
        ['phone', PHONE],
      ] as const) {
        await notSeenSince(browser, id);
        const shot = await pageForAxe(browser, reader.token, { viewport, reducedMotion: 'reduce' });
        try {
          await shot.page.goto(`/prompts/${id}`);
          await newsLine(shot.page).first().waitFor();
          await historyItem(shot.page, 1).waitFor();
          if (size === 'desktop') await expectNoViolations(shot.page);
          await reviewShot(shot.page, `version-page-notice-${size}-light`);
          await useScheme(shot.page, 'dark');
          if (size === 'desktop') await expectNoViolations(shot.page);
          await reviewShot(shot.page, `version-page-notice-${size}-dark`);
        } finally {
          await shot.context.close();
        }
      }
      await lookAt(
        browser,
        reader.token,
        `/playground?prompt=${id}&version=1`,
        'version-playground-compare',
        async (shot) => {
          const panel = shot.getByRole('region', { name: 'Version' });
          await panel.getByText(`Running v1 of ${title}.`).waitFor();
          await panel.getByRole('combobox', { name: 'Compare with' }).selectOption('2');
          await generateButton(shot).click();
          await fakeAnswer(compareColumn(shot, 'v2 · ChatGPT')).waitFor();
          await fakeAnswer(compareColumn(shot, 'v1 · ChatGPT')).waitFor();
        },
      );
    },
    AXE_TEST_TIMEOUT * 2,
  );
});
