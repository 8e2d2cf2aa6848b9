/**
 * /library as a person uses it (PRODUCT_SPEC sections 2 and 4 "Library"):
 * the count line, search, filters, pager, page size, details, attachments,
 * the empty state, a page past the end, categories named once per card,
 * Try This, dark mode and the phone menu.
 */
import { describe, expect, it } from 'vitest';
import { UI_TIMEOUT_MS, useBrowserApp } from './support/browser.ts';
import {
  BRAND_KIT,
  card,
  cards,
  choose,
  countLine,
  findPrompt,
  lightbox,
  listPrompts,
  openDetails,
  pageNumbers,
  pager,
  PITCH_DECK,
  scrollY,
  search,
  searchBox,
  searchParam,
  usageCount,
} from './support/library.ts';

const browser = useBrowserApp();

describe('browsing the library', () => {
  it('shows the first 12 of the 70 sample prompts with a count line', async () => {
    const page = await browser.open('/library');
    await page.getByRole('heading', { name: 'Prompt Library', level: 1 }).waitFor();
    await countLine(page, 12, 70, 1, 6).waitFor();
    expect(await cards(page).count()).toBe(12);
  });

  it('filters by the search text after the debounce and keeps it on reload', async () => {
    const page = await browser.open('/library');
    await countLine(page, 12, 70, 1, 6).waitFor();
    const expected = await listPrompts(browser, { search: 'pitch deck' });
    expect(expected.pagination.totalPrompts).toBeGreaterThan(0);

    await search(page, 'pitch deck');
    const total = expected.pagination.totalPrompts;
    await countLine(page, total, total, 1, 1).waitFor();
    await page.getByRole('heading', { name: PITCH_DECK.title }).waitFor();

    await page.reload();
    await countLine(page, total, total, 1, 1).waitFor();
    expect(await searchBox(page).inputValue()).toBe('pitch deck');
    expect(searchParam(page, 'search')).toBe('pitch deck');
  });

  it('goes back to page 1 when the category or the model changes', async () => {
    const page = await browser.open('/library?page=2');
    await countLine(page, 12, 70, 2, 6).waitFor();

    await choose(page, 'Category', 'Business');
    const business = (await listPrompts(browser, { category: 'Business' })).pagination;
    const shownBusiness = Math.min(12, business.totalPrompts);
    await countLine(page, shownBusiness, business.totalPrompts, 1, business.totalPages).waitFor();
    expect(searchParam(page, 'category')).toBe('Business');
    expect(searchParam(page, 'page')).toBeNull();

    await choose(page, 'Category', 'Business'); // picking it again clears it
    await countLine(page, 12, 70, 1, 6).waitFor();
    await pager(page).getByRole('button', { name: 'Page 3', exact: true }).click();
    await countLine(page, 12, 70, 3, 6).waitFor();

    await choose(page, 'Model', 'Claude');
    const claude = (await listPrompts(browser, { model: 'Claude' })).pagination;
    const shownClaude = Math.min(12, claude.totalPrompts);
    await countLine(page, shownClaude, claude.totalPrompts, 1, claude.totalPages).waitFor();
    expect(searchParam(page, 'model')).toBe('Claude');
    expect(searchParam(page, 'page')).toBeNull();
  });

  it('pages forward from the bottom, scrolls to the top, and goes back with the browser', async () => {
    const page = await browser.open('/library');
    await countLine(page, 12, 70, 1, 6).waitFor();
    const pageTwo = pager(page).getByRole('button', { name: 'Page 2', exact: true });
    await pageTwo.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(0);

    await pageTwo.click();
    await countLine(page, 12, 70, 2, 6).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(searchParam(page, 'page')).toBe('2');
    expect(await pageTwo.getAttribute('aria-current')).toBe('page');

    await pager(page).getByRole('button', { name: 'Next', exact: true }).click();
    await countLine(page, 12, 70, 3, 6).waitFor();
    expect(searchParam(page, 'page')).toBe('3');

    await page.goBack();
    await countLine(page, 12, 70, 2, 6).waitFor();
    await page.goBack();
    await countLine(page, 12, 70, 1, 6).waitFor();
    expect(searchParam(page, 'page')).toBeNull();
  });

  it('shows at most five page numbers, and no pager on a single page', async () => {
    const page = await browser.open('/library?page=4');
    await countLine(page, 12, 70, 4, 6).waitFor();
    expect(await pageNumbers(page).allTextContents()).toEqual(['2', '3', '4', '5', '6']);

    await search(page, BRAND_KIT.title);
    await countLine(page, 1, 1, 1, 1).waitFor();
    await pager(page).waitFor({ state: 'detached' });
  });

  it('shows 24 cards over 3 pages when 24 per page is chosen', async () => {
    const page = await browser.open('/library?page=2');
    await countLine(page, 12, 70, 2, 6).waitFor();
    await choose(page, 'Prompts per page', '24 per page');
    await countLine(page, 24, 70, 1, 3).waitFor();
    expect(await cards(page).count()).toBe(24);
    expect(searchParam(page, 'limit')).toBe('24');
    expect(await pageNumbers(page).allTextContents()).toEqual(['1', '2', '3']);
  });

  it('shows an empty state for a search with no match, and Clear filters restores the list', async () => {
    const page = await browser.open('/library');
    await countLine(page, 12, 70, 1, 6).waitFor();
    await search(page, 'qwxzvbnm');
    await page.getByRole('heading', { name: 'No prompts found' }).waitFor();
    await page.getByText('Try adjusting your search or filters').waitFor();
    expect(await cards(page).count()).toBe(0);
    // The count line says so in words, never "Page 0 of 0".
    await page.getByText('No prompts match', { exact: true }).waitFor();
    expect(await page.getByText(/Page 0 of 0/).count()).toBe(0);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await countLine(page, 12, 70, 1, 6).waitFor();
    expect(await searchBox(page).inputValue()).toBe('');
    expect(searchParam(page, 'search')).toBeNull();
  });
});

describe('a page past the end', () => {
  it('says so, and offers the last page rather than the first', async () => {
    const page = await browser.open('/library?page=999');
    await page
      .getByText('Page 999 is past the end (the last page is 6)', { exact: true })
      .waitFor();
    await page.getByRole('heading', { name: 'This page is past the end' }).waitFor();
    expect(await page.getByText(/Page 999 of/).count()).toBe(0);
    expect(await cards(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Go to page 6', exact: true }).click();
    await countLine(page, 10, 70, 6, 6).waitFor();
    expect(searchParam(page, 'page')).toBe('6');
    expect(await cards(page).count()).toBe(10);
  });

  it('offers the last page of a filtered list', async () => {
    const business = (await listPrompts(browser, { category: 'Business' })).pagination;
    const last = business.totalPages;
    const page = await browser.open('/library?category=Business&page=50');
    await page.getByRole('button', { name: `Go to page ${last}`, exact: true }).click();
    const shown = business.totalPrompts - (last - 1) * 12;
    await countLine(page, shown, business.totalPrompts, last, last).waitFor();
    expect(searchParam(page, 'category')).toBe('Business');
  });
});

describe('a card', () => {
  it('names each of its categories once, placeholder or not', async () => {
    const { prompts } = await listPrompts(browser, {});
    const page = await browser.open('/library');
    await countLine(page, 12, 70, 1, 6).waitFor();
    const withPlaceholder = prompts.filter(
      (prompt) => !prompt.attachments.some((file) => file.fileType.startsWith('image/')),
    );
    expect(withPlaceholder.length).toBeGreaterThan(0);
    for (const prompt of prompts) {
      const shown = card(page, prompt.title);
      for (const category of prompt.categories) {
        expect(await shown.getByText(category, { exact: true }).count()).toBe(1);
      }
    }
  });
});

describe('prompt details', () => {
  it('gives focus back to the Details button when the dialog closes with Escape', async () => {
    const page = await browser.open('/library');
    const dialog = await openDetails(page, PITCH_DECK.title);
    await dialog.getByText(PITCH_DECK.creator).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const name = `Details of ${PITCH_DECK.title}`;
    await page.waitForFunction(
      (wanted) => document.activeElement?.getAttribute('aria-label') === wanted,
      name,
    );
  });

  it('opens a dialog with the whole prompt, linked by the URL', async () => {
    const page = await browser.open('/library');
    const prompt = await findPrompt(browser, PITCH_DECK.title);
    const dialog = await openDetails(page, PITCH_DECK.title);

    await dialog.getByText(PITCH_DECK.creator).waitFor();
    await dialog.getByRole('heading', { name: 'User prompt' }).waitFor();
    const variables = dialog.getByRole('table');
    await variables.getByRole('row', { name: 'company_name Tidewell' }).waitFor();
    await variables.getByRole('cell', { name: 'one_liner' }).waitFor();
    expect(searchParam(page, 'prompt')).toBe(prompt._id);

    await page.reload();
    await page
      .getByRole('dialog', { name: PITCH_DECK.title })
      .getByText(PITCH_DECK.creator)
      .waitFor();
  });

  it('keeps variable names whole on a phone', async () => {
    await browser.page.setViewportSize({ width: 375, height: 812 });
    const page = await browser.open('/library');
    const dialog = await openDetails(page, PITCH_DECK.title);
    const names = dialog.getByRole('table').getByRole('cell').locator('code');
    await names.first().waitFor();
    // Each name sits on one line: as tall as one line of its own text.
    const lines = await names.evaluateAll((codes) =>
      codes.map((code) => {
        const lineHeight = parseFloat(getComputedStyle(code).lineHeight);
        return {
          name: code.textContent,
          lines: Math.round(code.getBoundingClientRect().height / lineHeight),
        };
      }),
    );
    expect(lines.length).toBeGreaterThan(1);
    for (const { name, lines: count } of lines)
      expect({ name, lines: count }).toEqual({ name, lines: 1 });
    const dir = process.env.SCREENSHOT_DIR;
    if (dir) await dialog.screenshot({ path: `${dir}/details-variables-phone.png` });
  });

  it('steps through attachments in the lightbox and closes it with Escape', async () => {
    const page = await browser.open('/library');
    const dialog = await openDetails(page, PITCH_DECK.title);
    const count = PITCH_DECK.attachmentCount;
    const [pdf, csv, image] = PITCH_DECK.attachments;

    await dialog.getByRole('button', { name: `Open attachment 1: ${pdf}` }).click();
    const first = lightbox(page, 1, count);
    await first.waitFor();
    await first.getByTitle(`PDF: ${pdf}`).waitFor();

    await page.keyboard.press('ArrowRight');
    const second = lightbox(page, 2, count);
    await second.getByText(csv, { exact: true }).waitFor();
    await second.getByRole('link', { name: 'Open', exact: true }).waitFor();
    await second.getByRole('link', { name: 'Download', exact: true }).waitFor();

    await page.keyboard.press('ArrowRight');
    await lightbox(page, 3, count).getByRole('img', { name: image }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await lightbox(page, 2, count).waitFor();
    await page.keyboard.press('ArrowLeft');
    await lightbox(page, 1, count).waitFor();
    await page.keyboard.press('ArrowLeft');
    await lightbox(page, count, count).waitFor();

    await page.keyboard.press('Escape');
    await lightbox(page, count, count).waitFor({ state: 'hidden' });
    await dialog.getByRole('heading', { name: 'User prompt' }).waitFor();
    expect(await dialog.isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => searchParam(page, 'prompt')).toBeNull();
  });

  it('shows the creator of a kit with five attachments and counts them', async () => {
    const page = await browser.open('/library');
    const dialog = await openDetails(page, BRAND_KIT.title);
    await dialog.getByText(BRAND_KIT.creator).waitFor();
    await dialog
      .getByRole('heading', { name: `Attachments (${BRAND_KIT.attachmentCount})` })
      .waitFor();
    await dialog.getByRole('button', { name: /^Open attachment 5: / }).click();
    await lightbox(page, 5, BRAND_KIT.attachmentCount).waitFor();
    await page.keyboard.press('ArrowRight');
    await lightbox(page, 1, BRAND_KIT.attachmentCount).waitFor();
  });
});

describe('Try This', () => {
  it('opens the playground and counts one use of the prompt', async () => {
    const page = await browser.open('/library');
    const prompt = await findPrompt(browser, PITCH_DECK.title);
    const before = await usageCount(browser, prompt._id);

    await search(page, PITCH_DECK.title);
    await page.getByRole('button', { name: `Try This: ${PITCH_DECK.title}`, exact: true }).click();
    await page.getByRole('heading', { name: 'Playground', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/playground');
    await expect.poll(() => usageCount(browser, prompt._id)).toBe(before + 1);
  });
});

describe('page chrome', () => {
  it('switches to dark mode and back', async () => {
    const page = await browser.open('/library');
    const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    await countLine(page, 12, 70, 1, 6).waitFor();
    expect(await scheme()).toBe('light');

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(await scheme()).toBe('dark');

    await page.reload();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    expect(await scheme()).toBe('light');
  });

  it('opens the navigation drawer from the menu button on a phone', async () => {
    const page = browser.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await browser.open('/library');
    await countLine(page, 12, 70, 1, 6).waitFor();
    const main = page.getByRole('navigation', { name: 'Main' });
    expect(await main.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Prompt Library' }).waitFor();
    await drawer.getByRole('link', { name: 'Playground' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Playground', level: 1 }).waitFor();
  });

  it('gives focus back to the menu button when the drawer closes with Escape', async () => {
    const page = browser.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await browser.open('/library');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Prompt Library' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Open menu',
    );
  });

  it("shows the menu's links as a plain list when the drawer cannot be loaded", async () => {
    // A dropped connection (or a deploy that removed the old files) loses
    // the drawer's chunk; the page stays whole and the menu still leads on.
    browser.allowConsoleError(/Failed to load resource|ERR_FAILED|dynamically imported module/);
    const page = browser.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route(/\/assets\/phone-menu-[^/]*\.js$/, (route) => route.abort());
    await browser.open('/library');
    const failed = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/assets/phone-menu-'),
    );
    await page.getByRole('button', { name: 'Open menu' }).click();
    await failed;
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Prompt Library' }).waitFor();
    await menu.getByRole('link', { name: 'Login' }).waitFor();
    expect(await cards(page).count()).toBe(12);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Playground' }).click();
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Playground', level: 1 }).waitFor();
  });
});

describe('when the library cannot be loaded', () => {
  it('says so and loads the prompts again from Try again', async () => {
    // The connection drops the first list requests (the app retries once by itself).
    browser.allowConsoleError(/Failed to load resource|ERR_FAILED/);
    let dropped = 0;
    await browser.page.route(/\/trpc\/.*library\.list/, async (route) => {
      if (dropped < 2) {
        dropped += 1;
        await route.abort('failed');
      } else {
        await route.continue();
      }
    });
    // With a query the page arrives without its prompts (a plain /library
    // brings them, and keeps them when a refresh fails: see below).
    const page = await browser.open('/library?page=1');
    const alert = page.getByRole('alert').filter({ hasText: 'We could not load prompts' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await countLine(page, 12, 70, 1, 6).waitFor();
    expect(await cards(page).count()).toBe(12);
  });
});

describe('when the prompts a page arrived with are stale and cannot be refreshed', () => {
  it('keeps showing them, on the library and on home', async () => {
    browser.allowConsoleError(/Failed to load resource|ERR_FAILED/);
    // The pages say their prompts were read ten minutes ago (as a page held
    // by a cache on the way would), so the app asks for them again at once.
    await browser.page.route(
      (url) => url.pathname === '/' || url.pathname === '/library',
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /"dataUpdatedAt":(\d+)/g,
          (_, at: string) => `"dataUpdatedAt":${Number(at) - 600_000}`,
        );
        await route.fulfill({ response, body });
      },
    );
    const refused = { list: 0, trending: 0 };
    await browser.page.route(/\/trpc\/.*library\.(list|trending)/, async (route) => {
      refused[route.request().url().includes('library.list') ? 'list' : 'trending'] += 1;
      await route.abort('failed');
    });
    const page = await browser.open('/library');
    // The refresh and its one retry both fail.
    await expect.poll(() => refused.list, { timeout: UI_TIMEOUT_MS }).toBe(2);
    await countLine(page, 12, 70, 1, 6).waitFor();
    expect(await cards(page).count()).toBe(12);

    await browser.open('/');
    await expect.poll(() => refused.trending, { timeout: UI_TIMEOUT_MS }).toBe(2);
    const trending = page.getByRole('region', { name: 'Trending Prompts' });
    expect(await trending.getByRole('article').count()).toBe(6);
    expect(await page.getByText('Failed to load trending prompts').count()).toBe(0);
  });
});
