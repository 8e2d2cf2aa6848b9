/**
 * The home page as a person uses it (PRODUCT_SPEC sections 2 "Home", 8 and
 * 9): the hero's two ways in, the six trending prompts with the top three
 * ranked, Try This Prompt, View All Prompts, the built-in samples when the
 * trending list cannot be loaded, and the note shown before any prompt is
 * published.
 */
import { describe, expect, it } from 'vitest';
import { UI_TIMEOUT_MS, useBrowserApp } from './support/browser.ts';
import {
  fetchTrending,
  homeHeading,
  SAMPLE_TITLES,
  TRENDING_CALL,
  trendingCards,
  trendingSection,
  waitForSixCards,
} from './support/home.ts';
import { usageCount } from './support/library.ts';
import { promptBox, variableInput } from './support/playground.ts';

describe('with the sample library', () => {
  const browser = useBrowserApp();

  it('has one h1, a title, and the figures', async () => {
    const page = await browser.open('/');
    await homeHeading(page).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.title()).toBe('Prompt Hub: discover, test and share AI prompts');
    await page.getByText('10K+', { exact: true }).waitFor();
    await page.getByText('No credit card required', { exact: true }).waitFor();
  });

  it('shows the six most used prompts in order, the top three ranked #1 to #3', async () => {
    const trending = await fetchTrending(browser);
    expect(trending).toHaveLength(6);
    const page = await browser.open('/');
    const cards = await waitForSixCards(page);

    for (const [index, prompt] of trending.entries()) {
      const card = cards.nth(index);
      await card.getByRole('heading', { name: prompt.title, exact: true }).waitFor();
      const rank = card.getByText(/^#\d$/);
      if (index < 3) expect(await rank.textContent()).toBe(`#${index + 1}`);
      else expect(await rank.count()).toBe(0);
    }
  });

  it('opens the playground from Try This Prompt with the text and variables, counting a use', async () => {
    const [first] = await fetchTrending(browser);
    if (!first) throw new Error('The sample library has no trending prompt');
    const before = await usageCount(browser, first._id);
    const page = await browser.open('/');

    await trendingSection(page)
      .getByRole('button', { name: `Try This Prompt: ${first.title}`, exact: true })
      .click();
    await page.waitForURL('**/playground');
    // What the person sees: the prompt's text in the editor, one input per
    // variable holding its default (the entry itself is consumed on arrival).
    await expect.poll(() => promptBox(page).inputValue()).toBe(first.description);
    for (const variable of first.variables) {
      expect(await variableInput(page, variable.name).inputValue()).toBe(variable.defaultValue);
    }
    await expect
      .poll(() => usageCount(browser, first._id), { timeout: UI_TIMEOUT_MS })
      .toBe(before + 1);
  });

  it('goes to the library from View All Prompts and from Browse Prompts', async () => {
    const page = await browser.open('/');
    await waitForSixCards(page);
    await page.getByRole('link', { name: 'View All Prompts' }).click();
    await page.getByRole('heading', { name: 'Prompt Library', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/library');

    await page.goBack();
    await page.getByRole('link', { name: 'Browse Prompts' }).click();
    await page.getByRole('heading', { name: 'Prompt Library', level: 1 }).waitFor();
  });

  it('goes to the playground from Try Playground', async () => {
    const page = await browser.open('/');
    await page.getByRole('link', { name: 'Try Playground' }).click();
    await page.waitForURL('**/playground');
    await page.getByRole('heading', { name: 'Playground', level: 1 }).waitFor();
  });

  it("opens a trending prompt's details in the library", async () => {
    const [first] = await fetchTrending(browser);
    if (!first) throw new Error('The sample library has no trending prompt');
    const page = await browser.open('/');
    await trendingSection(page)
      .getByRole('link', { name: `Details of ${first.title}`, exact: true })
      .click();
    await page.getByRole('dialog', { name: first.title, exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('prompt')).toBe(first._id);
  });

  it('reaches Try This Prompt from the keyboard', async () => {
    const [first] = await fetchTrending(browser);
    if (!first) throw new Error('The sample library has no trending prompt');
    const page = await browser.open('/');
    const button = trendingSection(page).getByRole('button', {
      name: `Try This Prompt: ${first.title}`,
      exact: true,
    });
    await button.waitFor();
    await expect
      .poll(
        async () => {
          await page.keyboard.press('Tab');
          return button.evaluate((element) => element === document.activeElement);
        },
        { timeout: 10_000, interval: 0 },
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/playground');
  });
});

describe('when the trending prompts cannot be loaded', () => {
  const browser = useBrowserApp();

  it('says so and offers six sample prompts that open the playground', async () => {
    browser.allowConsoleError(/Failed to load resource|status of 500/);
    let failed = 0;
    await browser.page.route(TRENDING_CALL, async (route) => {
      failed += 1;
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'down for a moment' });
    });
    // With a query, home arrives without its trending prompts and asks for them.
    const page = await browser.open('/?utm_source=newsletter');

    await trendingSection(page).getByText('Failed to load trending prompts').waitFor();
    const cards = await waitForSixCards(page);
    for (const [index, title] of SAMPLE_TITLES.entries()) {
      await cards.nth(index).getByRole('heading', { name: title, exact: true }).waitFor();
    }
    expect(failed).toBeGreaterThan(0);

    await trendingSection(page)
      .getByRole('button', { name: 'Try This Prompt: Clear Professional Email', exact: true })
      .click();
    await page.waitForURL('**/playground');
    await expect
      .poll(() => promptBox(page).inputValue())
      .toMatch(/^Write a \{tone\} email to \{recipient\}/);
    for (const name of ['tone', 'recipient', 'subject']) await variableInput(page, name).waitFor();
  });

  it('loads the real list from Try again once the server answers', async () => {
    browser.allowConsoleError(/Failed to load resource|status of 500/);
    let failing = true;
    await browser.page.route(TRENDING_CALL, async (route) => {
      if (failing) await route.fulfill({ status: 500, body: 'down for a moment' });
      else await route.continue();
    });
    const page = await browser.open('/?utm_source=newsletter');
    const alert = trendingSection(page).getByRole('alert');
    await alert.getByText('Failed to load trending prompts').waitFor();

    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await trendingCards(page).getByText('#1', { exact: true }).waitFor();
    await waitForSixCards(page);
    expect(await trendingSection(page).getByText('Failed to load trending prompts').count()).toBe(
      0,
    );
  });
});

describe('before any prompt is published', () => {
  const browser = useBrowserApp({ seed: false });

  it('says nothing is trending yet and points to the library and to submitting', async () => {
    const page = await browser.open('/');
    const section = trendingSection(page);
    await section.getByText('Nothing is trending yet').waitFor();
    expect(await trendingCards(page).count()).toBe(0);
    await section.getByRole('link', { name: 'Submit a prompt' }).waitFor();
    await section.getByRole('link', { name: 'Open the library' }).click();
    await page.getByRole('heading', { name: 'Prompt Library', level: 1 }).waitFor();
  });
});
