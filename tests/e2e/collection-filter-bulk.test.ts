/**
 * Issue 29's leftovers as a person uses them: a collection opened in the
 * library as a removable filter (and a hidden one said to be not found),
 * the owner reordering a collection by keyboard on the grip, by dragging
 * with the mouse and with a finger on a phone, and bulk selection: add to
 * a collection, export, make private (own prompts only). Screens looked
 * at on desktop and phone, light and dark, and audited with axe.
 */
import { inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { prompts } from '../../src/server/db/schema.ts';
import { insertCollection } from '../helpers/collection-fixtures.ts';
import { insertPrompt, promptIdByTitle } from '../helpers/prompt-fixtures.ts';
import { createTestUser } from '../helpers/test-users.ts';
import { pageForAxe } from './support/admin-users.ts';
import { reviewShot, reviewShotAsSeen } from './support/review-shot.ts';
import { AXE_TEST_TIMEOUT, expectNoViolations, useScheme } from './support/axe.ts';
import { UI_TIMEOUT_MS, useBrowserApp } from './support/browser.ts';
import { BRAND_KIT, PITCH_DECK } from './support/library.ts';
import { signInMember } from './support/submit.ts';

const browser = useBrowserApp();

function cardTitles(page: Page): Promise<string[]> {
  return page.locator('ol > li article h3').allInnerTexts();
}

function libraryTitles(page: Page): Promise<string[]> {
  return page.locator('article h3').allInnerTexts();
}

async function seededIds(): Promise<[string, string]> {
  const { db } = browser.app.database;
  return [await promptIdByTitle(db, PITCH_DECK.title), await promptIdByTitle(db, BRAND_KIT.title)];
}

describe('a collection opened in the library', () => {
  it(
    'filters the library by the collection, as a chip that takes it away again',
    async () => {
      const member = await signInMember(browser, { name: 'Fay Filter' });
      const id = await insertCollection(browser.app.database.db, {
        ownerId: member.id,
        visibility: 'public',
        title: 'Pitch things',
        promptIds: await seededIds(),
      });
      const page = await browser.open(`/collections/${id}`);
      await page.getByRole('link', { name: 'Open in library' }).click();
      const chip = page.getByRole('button', { name: 'Remove the collection filter Pitch things' });
      await chip.waitFor();
      await page.getByText('Showing 2 of 2 prompts (Page 1 of 1)', { exact: true }).waitFor();
      expect((await libraryTitles(page)).sort()).toEqual(
        [BRAND_KIT.title, PITCH_DECK.title].sort(),
      );
      expect(new URL(page.url()).searchParams.get('collection')).toBe(id);

      await chip.click();
      await chip.waitFor({ state: 'detached' });
      await expect
        .poll(() => libraryTitles(page).then((titles) => titles.length), { timeout: UI_TIMEOUT_MS })
        .toBeGreaterThan(2);
      expect(new URL(page.url()).searchParams.has('collection')).toBe(false);
    },
    AXE_TEST_TIMEOUT,
  );

  it("says someone else's private collection is not found, and offers the rest", async () => {
    const stranger = await createTestUser(browser.app.database.db, { name: 'Sid Secret' });
    const id = await insertCollection(browser.app.database.db, {
      ownerId: stranger.id,
      visibility: 'private',
      title: 'Secret stash',
      promptIds: await seededIds(),
    });
    browser.allowConsoleError(/404|Not Found/i);
    const page = await browser.open(`/library?collection=${id}`);
    await page.getByText('Collection not found').waitFor();
    expect(await page.getByText('Secret stash').count()).toBe(0);
    // The count line does not go on saying it is loading beside the refusal.
    expect(await page.getByText('Loading prompts…').count()).toBe(0);
    await page.getByRole('button', { name: 'Show all prompts' }).click();
    await page.getByText('Collection not found').waitFor({ state: 'detached' });
    await page.getByText(/^Showing 12 of \d+ prompts/).waitFor();
    expect(new URL(page.url()).searchParams.has('collection')).toBe(false);
  });
});

describe('reordering a collection', () => {
  it('moves a card with the arrow keys on its grip and by dragging, and keeps the order', async () => {
    const member = await signInMember(browser, { name: 'Otto Order' });
    const [pitch, brand] = await seededIds();
    const third = await insertPrompt(browser.app.database.db, {
      title: 'Third Card Haiku',
      status: 'approved',
    });
    const id = await insertCollection(browser.app.database.db, {
      ownerId: member.id,
      visibility: 'public',
      title: 'Ordered',
      promptIds: [pitch, brand, third],
    });
    const page = await browser.open(`/collections/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Ordered' }).waitFor();
    expect(await cardTitles(page)).toEqual([PITCH_DECK.title, BRAND_KIT.title, 'Third Card Haiku']);

    // Keyboard: focus the grip, Home takes the card to the front; the focus stays on it.
    const grip = page.getByRole('button', { name: 'Reorder Third Card Haiku' });
    await grip.focus();
    await page.keyboard.press('Home');
    await expect
      .poll(() => cardTitles(page), { timeout: UI_TIMEOUT_MS })
      .toEqual(['Third Card Haiku', PITCH_DECK.title, BRAND_KIT.title]);
    await page
      .getByText('Third Card Haiku moved to position 1 of 3')
      .waitFor({ state: 'attached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), {
        timeout: UI_TIMEOUT_MS,
      })
      .toBe('Reorder Third Card Haiku');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => cardTitles(page), { timeout: UI_TIMEOUT_MS })
      .toEqual([PITCH_DECK.title, 'Third Card Haiku', BRAND_KIT.title]);

    // Pointer: drag the last card's grip onto the first card.
    await page
      .getByRole('button', { name: `Reorder ${BRAND_KIT.title}` })
      .dragTo(page.locator('ol > li').first());
    await expect
      .poll(() => cardTitles(page), { timeout: UI_TIMEOUT_MS })
      .toEqual([BRAND_KIT.title, PITCH_DECK.title, 'Third Card Haiku']);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Ordered' }).waitFor();
    await expect
      .poll(() => cardTitles(page), { timeout: UI_TIMEOUT_MS })
      .toEqual([BRAND_KIT.title, PITCH_DECK.title, 'Third Card Haiku']);
  });
});

/** A finger on the screen through Chromium's input pipeline (real touch, so real pointer events). */
async function touchScreen(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  type Touch = 'touchStart' | 'touchMove' | 'touchEnd' | 'touchCancel';
  const touch = (type: Touch, x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' || type === 'touchCancel' ? [] : [{ x, y, id: 1 }],
    });
  return {
    /** Puts a finger down at (x0, y0) and slides it to (x1, y1) in small steps, keeping it down. */
    async press(x0: number, y0: number, x1: number, y1: number) {
      await touch('touchStart', x0, y0);
      for (let step = 1; step <= 10; step++) {
        await touch('touchMove', x0 + ((x1 - x0) * step) / 10, y0 + ((y1 - y0) * step) / 10);
      }
    },
    lift: () => touch('touchEnd'),
    cancel: () => touch('touchCancel'),
  };
}

/** The middle of an element's box on screen, its y kept off the screen's scrolling edges. */
async function spot(page: Page, selector: ReturnType<Page['locator']>, top = 0) {
  const box = await selector.boundingBox();
  if (!box) throw new Error('not on screen');
  const height = page.viewportSize()?.height ?? 0;
  const visibleBottom = Math.min(box.y + box.height, height - 90);
  return { x: box.x + box.width / 2, y: Math.max(box.y, top) / 2 + visibleBottom / 2 };
}

describe('reordering a collection on a phone', () => {
  it('drags a card by its grip with a finger, scrolls while held, and keeps the order', async () => {
    const member = await signInMember(browser, { name: 'Tia Touch' });
    const [pitch, brand] = await seededIds();
    const third = await insertPrompt(browser.app.database.db, {
      title: 'Touch Card Limerick',
      status: 'approved',
    });
    const id = await insertCollection(browser.app.database.db, {
      ownerId: member.id,
      visibility: 'public',
      title: 'Thumbed',
      promptIds: [pitch, brand, third],
    });
    const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page } = await pageForAxe(browser, member.token, phone);
      try {
        await page.goto(`/collections/${id}`);
        await page.getByRole('heading', { level: 1, name: 'Thumbed' }).waitFor();
        await useScheme(page, scheme);
        const cards = page.locator('ol > li');
        const finger = await touchScreen(page);
        const gripOf = (title: string) => page.getByRole('button', { name: `Reorder ${title}` });
        const [first, second] = await cardTitles(page);

        // Only the grip keeps the finger from scrolling the page.
        expect(await gripOf(first ?? '').evaluate((el) => getComputedStyle(el).touchAction)).toBe(
          'none',
        );
        expect(await cards.first().evaluate((el) => getComputedStyle(el).touchAction)).toBe('auto');

        // The first card's grip onto the second card: the card follows, the target is outlined.
        await gripOf(first ?? '').evaluate((el) =>
          el.scrollIntoView({ block: 'center', behavior: 'instant' }),
        );
        const from = await spot(page, gripOf(first ?? ''));
        const to = await spot(page, cards.nth(1), from.y + 40);
        await finger.press(from.x, from.y, to.x, to.y);
        await expect
          .poll(() => cards.nth(1).evaluate((el) => el.style.outline), { timeout: UI_TIMEOUT_MS })
          .toContain('dashed');
        // One column: the card follows the finger up and down only.
        expect(await cards.first().evaluate((el) => el.style.transform)).toMatch(
          /^translate\(0px, /,
        );
        await reviewShotAsSeen(page, `collection-touch-drag-mid-phone-${scheme}`);
        // A cancelled touch (the system took it) puts the card back and moves nothing.
        await finger.cancel();
        await expect
          .poll(() => cards.first().evaluate((el) => el.style.transform), {
            timeout: UI_TIMEOUT_MS,
          })
          .toBe('');
        expect(await cards.nth(1).evaluate((el) => el.style.outline)).toBe('');
        expect((await cardTitles(page)).slice(0, 2)).toEqual([first, second]);

        await finger.press(from.x, from.y, to.x, to.y);
        await finger.lift();
        await expect
          .poll(() => cardTitles(page), { timeout: UI_TIMEOUT_MS })
          .toEqual([second, first, expect.any(String)]);
        await page.getByText(`${first} moved to position 2 of 3`).waitFor({ state: 'attached' });
        expect(await cards.nth(1).evaluate((el) => el.style.transform)).toBe('');

        // The last card to the top, past the screen: held near the top edge, the page scrolls.
        const [, , last] = await cardTitles(page);
        await gripOf(last ?? '').evaluate((el) =>
          el.scrollIntoView({ block: 'center', behavior: 'instant' }),
        );
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
        const low = await spot(page, gripOf(last ?? ''));
        await finger.press(low.x, low.y, low.x, 20);
        await expect
          .poll(() => page.evaluate(() => window.scrollY), { timeout: UI_TIMEOUT_MS })
          .toBe(0);
        await finger.lift();
        const expected = [last, second, first];
        await expect.poll(() => cardTitles(page), { timeout: UI_TIMEOUT_MS }).toEqual(expected);

        // Elsewhere a finger still scrolls the page.
        await finger.press(200, 650, 200, 250);
        await finger.lift();
        await expect
          .poll(() => page.evaluate(() => window.scrollY), { timeout: UI_TIMEOUT_MS })
          .toBeGreaterThan(0);

        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Thumbed' }).waitFor();
        await expect.poll(() => cardTitles(page), { timeout: UI_TIMEOUT_MS }).toEqual(expected);
        await reviewShot(page, `collection-touch-drag-after-phone-${scheme}`);
      } finally {
        await context.close();
      }
    }
  }, 120_000); // two phone contexts (light, dark) of gestures each
});

describe('bulk selection', () => {
  it('adds selected library cards to a collection and exports them', async () => {
    const member = await signInMember(browser, { name: 'Bea Bulk' });
    await insertCollection(browser.app.database.db, {
      ownerId: member.id,
      visibility: 'private',
      title: 'Grab bag',
    });
    const page = await browser.open('/library?limit=48');
    await page.getByRole('heading', { level: 3, name: PITCH_DECK.title }).waitFor();
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await page.getByRole('checkbox', { name: `Select ${PITCH_DECK.title}` }).check();
    await page.getByRole('checkbox', { name: `Select ${BRAND_KIT.title}` }).check();
    const bar = page.getByRole('region', { name: 'Selected prompts' });
    await bar.getByText('2 prompts selected').waitFor();

    // Seeded prompts are not the member's: Make private is off, and says why.
    await expect
      .poll(() => bar.getByRole('button', { name: 'Make private' }).isDisabled())
      .toBe(true);
    await bar.getByText('Only your own prompts can be made private.').waitFor();

    await bar.getByRole('button', { name: 'Add to collection' }).click();
    await page.getByRole('menuitem', { name: 'Grab bag' }).click();
    await bar.getByText('Added 2 prompts to Grab bag.').waitFor();

    await bar.getByRole('button', { name: 'Export selection' }).click();
    const csv = page.getByRole('menuitem', { name: 'CSV (one row a prompt)' });
    const href = (await csv.getAttribute('href')) ?? '';
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    const text = await file.text();
    expect(text).toContain(PITCH_DECK.title);
    expect(text).toContain(BRAND_KIT.title);
    await page.keyboard.press('Escape');

    await bar.getByRole('button', { name: 'Done' }).click();
    await bar.waitFor({ state: 'detached' });
    expect(await page.getByRole('checkbox', { name: /^Select / }).count()).toBe(0);
  });

  it('makes selected own prompts private from the profile', async () => {
    const member = await signInMember(browser, { name: 'Pia Private' });
    const { db } = browser.app.database;
    const mine = [
      await insertPrompt(db, {
        title: 'My Own Limerick',
        status: 'approved',
        createdById: member.id,
      }),
      await insertPrompt(db, { title: 'My Own Sonnet', status: 'pending', createdById: member.id }),
    ];
    const page = await browser.open('/profile?tab=created');
    await page.getByRole('heading', { level: 3, name: 'My Own Sonnet' }).waitFor();
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await page.getByRole('button', { name: 'Select all on this page' }).click();
    const bar = page.getByRole('region', { name: 'Selected prompts' });
    await bar.getByText('2 prompts selected').waitFor();
    await bar.getByRole('button', { name: 'Make private' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make 2 prompts private?' });
    await dialog.getByRole('button', { name: 'Make private' }).click();
    await bar.getByText('Made 2 prompts private.').waitFor();
    const rows = await db
      .select({ status: prompts.status })
      .from(prompts)
      .where(inArray(prompts.id, mine));
    expect(rows.map((row) => row.status)).toEqual(['private', 'private']);
  });
});

describe('the screens', () => {
  const views = [
    { name: 'desktop', viewport: { width: 1280, height: 900 } },
    { name: 'phone', viewport: { width: 390, height: 844 } },
  ] as const;

  it(
    'pass axe on desktop and phone, light and dark',
    async () => {
      const member = await createTestUser(browser.app.database.db, { name: 'Ada Audit' });
      const [pitch] = await seededIds();
      await browser.app.app.inject({
        method: 'PUT',
        url: `/api/prompts/${pitch}/save`,
        headers: { authorization: `Bearer ${member.token}` },
      });
      const id = await insertCollection(browser.app.database.db, {
        ownerId: member.id,
        visibility: 'public',
        title: 'Audit shelf',
        promptIds: await seededIds(),
      });
      for (const { name, viewport } of views) {
        for (const scheme of ['light', 'dark'] as const) {
          const audit = await pageForAxe(browser, member.token, { viewport });
          try {
            const { page } = audit;
            await page.goto(`/library?collection=${id}`);
            await page
              .getByRole('button', { name: 'Remove the collection filter Audit shelf' })
              .waitFor();
            await useScheme(page, scheme);
            await page.getByRole('button', { name: 'Select', exact: true }).click();
            await page.getByRole('checkbox', { name: `Select ${PITCH_DECK.title}` }).check();
            await page
              .getByRole('region', { name: 'Selected prompts' })
              .getByText('1 prompt selected')
              .waitFor();
            await expectNoViolations(page);
            await reviewShot(page, `library-collection-${name}-${scheme}`);

            await page.goto(`/collections/${id}`);
            await page.getByRole('button', { name: `Reorder ${PITCH_DECK.title}` }).waitFor();
            await page.getByRole('button', { name: 'Select', exact: true }).click();
            await page.getByRole('checkbox', { name: `Select ${BRAND_KIT.title}` }).check();
            // The bar's answer after an action is read too (added, or already there).
            const bar = page.getByRole('region', { name: 'Selected prompts' });
            await bar.getByRole('button', { name: 'Add to collection' }).click();
            await page.getByRole('menuitem', { name: 'Saved' }).click();
            await bar.getByText(/ Saved\.$/).waitFor();
            // The pointer left over where the menu was would hover whatever is under it.
            await page.mouse.move(0, 0);
            await expectNoViolations(page);
            await reviewShot(page, `collection-owner-${name}-${scheme}`);

            await page.goto('/profile?tab=saved');
            await page.getByRole('heading', { level: 3, name: PITCH_DECK.title }).waitFor();
            await page.getByRole('button', { name: 'Select', exact: true }).click();
            await page.getByRole('checkbox', { name: `Select ${PITCH_DECK.title}` }).check();
            await expectNoViolations(page);
            await reviewShot(page, `profile-saved-${name}-${scheme}`);
          } finally {
            await audit.context.close();
          }
        }
      }
    },
    AXE_TEST_TIMEOUT * 3,
  );
});
