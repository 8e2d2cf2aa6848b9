/**
 * Collections as a person uses them (issue 29): make one from a library
 * card's Add-to-collection dialog, add a second prompt, open it from the
 * profile, make it public, reorder with the keyboard, and open its public
 * page as a visitor, who sees it without the owner's controls.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageForAxe } from './support/admin-users.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations } from './support/axe.ts';
import { UI_TIMEOUT_MS, useBrowserApp } from './support/browser.ts';
import { insertCollection } from '../helpers/collection-fixtures.ts';
import { promptIdByTitle } from '../helpers/prompt-fixtures.ts';
import { BRAND_KIT, PITCH_DECK } from './support/library.ts';
import { openLibraryCard } from './support/reactions.ts';
import { signInMember } from './support/submit.ts';

const browser = useBrowserApp();
const NAME = 'Launch kit';

async function addFromCard(title: string, create: boolean): Promise<Page> {
  const shown = await openLibraryCard(browser, title);
  const page = browser.page;
  await shown.getByRole('button', { name: `Add ${title} to a collection` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to collection' });
  await dialog.getByRole('checkbox', { name: /^Saved/ }).waitFor();
  if (create) {
    await dialog.getByRole('textbox', { name: 'New collection' }).fill(NAME);
    await dialog.getByRole('button', { name: 'Create' }).click();
  } else {
    await dialog.getByRole('checkbox', { name: new RegExp(`^${NAME}`) }).check();
  }
  await expect
    .poll(() => dialog.getByRole('checkbox', { name: new RegExp(`^${NAME}`) }).isChecked(), {
      timeout: UI_TIMEOUT_MS,
    })
    .toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // Closing gives the focus back to the card's button, the first opening too.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), {
      timeout: UI_TIMEOUT_MS,
    })
    .toBe(`Add ${title} to a collection`);
  return page;
}

function focusedLabel(page: Page): Promise<string | null | undefined> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent;
  });
}

function cardTitles(page: Page): Promise<string[]> {
  return page.locator('ol > li article h3').allInnerTexts();
}

describe('collections', () => {
  it(
    'are made from the library, reordered with the keyboard and shown to visitors',
    async () => {
      const member = await signInMember(browser, { name: 'Cleo Curator' });
      await addFromCard(PITCH_DECK.title, true);
      const page = await addFromCard(BRAND_KIT.title, false);

      // A private collection has nobody else to save it: no savers' count, here or on its page.
      await browser.open('/profile?tab=collections');
      const listed = page.getByRole('article').filter({ hasText: NAME });
      await listed.getByText('2 prompts', { exact: true }).waitFor();
      await page.getByRole('link', { name: NAME }).click();
      await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
      expect(await cardTitles(page)).toEqual([PITCH_DECK.title, BRAND_KIT.title]);
      await page.getByText('2 prompts', { exact: true }).waitFor();
      expect(await page.getByText(/\d saves?\b/).count()).toBe(0);

      await page.getByRole('button', { name: 'Edit details' }).click();
      await page.getByRole('radio', { name: 'Everyone (listed and searchable)' }).check();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Public', { exact: true }).waitFor();
      // Public, it may be saved: the count shows.
      await page.getByText('2 prompts · 0 saves', { exact: true }).waitFor();
      await browser.open('/profile?tab=collections');
      await listed.getByText('2 prompts · 0 saves', { exact: true }).waitFor();
      await page.getByRole('link', { name: NAME }).click();
      await page.getByRole('heading', { level: 1, name: NAME }).waitFor();

      // Keyboard only: focus the button, press Enter; focus stays on the moved card's control.
      const up = page.getByRole('button', { name: `Move ${BRAND_KIT.title} up` });
      await up.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => cardTitles(page), { timeout: UI_TIMEOUT_MS })
        .toEqual([BRAND_KIT.title, PITCH_DECK.title]);
      await page.getByText(`${BRAND_KIT.title} moved to position 1 of 2`).waitFor({
        state: 'attached',
      });
      const address = new URL(page.url()).pathname;

      // The owner's view, with its controls, in a context that lets axe in past the CSP.
      const audit = await pageForAxe(browser, member.token);
      try {
        await audit.page.goto(address);
        await audit.page.getByRole('button', { name: `Move ${PITCH_DECK.title} up` }).waitFor();
        await expectNoViolations(audit.page);
      } finally {
        await audit.context.close();
      }

      const visitor = await browser.browser.newContext({
        baseURL: browser.baseUrl,
        bypassCSP: true,
      });
      try {
        const seen = await visitor.newPage();
        const answer = await seen.goto(address);
        expect(answer?.status()).toBe(200);
        await seen.getByRole('heading', { level: 1, name: NAME }).waitFor();
        expect(await seen.title()).toBe(`${NAME} · Prompt Hub`);
        await expect
          .poll(() => cardTitles(seen), { timeout: UI_TIMEOUT_MS })
          .toEqual([BRAND_KIT.title, PITCH_DECK.title]);
        expect(await seen.getByRole('button', { name: /^Move / }).count()).toBe(0);
        expect(await seen.getByRole('button', { name: 'Edit details' }).count()).toBe(0);
        await seen.getByText('2 prompts · 0 saves', { exact: true }).waitFor();
        await expectNoViolations(seen);
      } finally {
        await visitor.close();
      }
    },
    AXE_TEST_TIMEOUT,
  );

  it('keep the focus in place when the owner removes prompts', async () => {
    const member = await signInMember(browser, { name: 'Remy Remover' });
    const { db } = browser.app.database;
    const id = await insertCollection(db, {
      ownerId: member.id,
      visibility: 'private',
      title: 'Trim me',
      promptIds: [
        await promptIdByTitle(db, PITCH_DECK.title),
        await promptIdByTitle(db, BRAND_KIT.title),
      ],
    });
    const page = await browser.open(`/collections/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Trim me' }).waitFor();

    // Removing a card takes its button away: the focus goes to the next card's Remove.
    await page
      .getByRole('button', { name: `Remove ${PITCH_DECK.title} from this collection` })
      .focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => cardTitles(page), { timeout: UI_TIMEOUT_MS })
      .toEqual([BRAND_KIT.title]);
    await page.getByText(`${PITCH_DECK.title} removed from this collection`).waitFor({
      state: 'attached',
    });
    await expect
      .poll(() => focusedLabel(page), { timeout: UI_TIMEOUT_MS })
      .toBe(`Remove ${BRAND_KIT.title} from this collection`);

    // The last one gone, the focus goes to the title above the empty state.
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'No prompts here yet' }).waitFor();
    await expect.poll(() => focusedLabel(page), { timeout: UI_TIMEOUT_MS }).toBe('Trim me');
  });
});
