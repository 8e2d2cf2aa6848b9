/**
 * Searching the library as a person does (the search issue): a part of a
 * word finds the whole, a misspelling shows what was searched instead with
 * a way back to the words as typed, and the order can be chosen, kept in
 * the URL like the other filters.
 */
import { describe, expect, it } from 'vitest';
import { UI_TIMEOUT_MS, useBrowserApp } from './support/browser.ts';
import { card, cards, choose, listPrompts, search, searchParam } from './support/library.ts';

const browser = useBrowserApp();

describe('searching', () => {
  it('finds a word from a part inside it ("lashcard" finds the flashcard prompt)', async () => {
    const page = await browser.open('/library');
    await search(page, 'lashcard');
    await card(page, 'Vocabulary Flashcard Illustration').waitFor();
  });

  it('shows results for the nearest spelling, and searches the words as typed on request', async () => {
    const page = await browser.open('/library');
    await search(page, 'podcats');
    const notice = page.getByText(/^Showing results for/);
    await notice.waitFor();
    expect(await notice.innerText()).toBe(
      'Showing results for podcast. Search instead for podcats',
    );
    await card(page, 'Podcast Show Notes and Chapter Markers').waitFor();

    await page.getByRole('button', { name: 'podcats', exact: true }).click();
    await page.getByText('No prompts found').waitFor();
    expect(searchParam(page, 'literal')).toBe('true');
    expect(await notice.count()).toBe(0);

    // A new search may be respelled again.
    await page.getByPlaceholder('Search prompts...').fill('');
    await search(page, 'recipie');
    await page.getByText(/^Showing results for recipe\./).waitFor();
    expect(searchParam(page, 'literal')).toBeNull();
  });

  it('orders by Most used, kept in the URL and on reload, and offers Relevance only while searching', async () => {
    const { prompts } = await listPrompts(browser, { sort: 'most-used', limit: '3' });
    const mostUsed = prompts[0];
    if (!mostUsed) throw new Error('the sample library is empty');
    const page = await browser.open('/library');
    const sort = page.getByRole('combobox', { name: 'Sort prompts', exact: true });
    expect(await sort.inputValue()).toBe('Newest');
    await sort.click();
    expect(await page.getByRole('option', { name: 'Relevance' }).count()).toBe(0);
    await page.getByRole('option', { name: 'Most used', exact: true }).click();
    await expect
      .poll(() => searchParam(page, 'sort'), { timeout: UI_TIMEOUT_MS })
      .toBe('most-used');
    await expect
      .poll(() => cards(page).first().getByRole('heading').first().innerText(), {
        timeout: UI_TIMEOUT_MS,
      })
      .toBe(mostUsed.title);

    await page.reload();
    expect(await sort.inputValue()).toBe('Most used');

    await search(page, 'email');
    await choose(page, 'Sort prompts', 'Relevance');
    await expect.poll(() => searchParam(page, 'sort'), { timeout: UI_TIMEOUT_MS }).toBeNull();
  });
});
