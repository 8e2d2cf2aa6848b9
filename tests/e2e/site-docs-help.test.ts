/**
 * Docs and Help Center as a visitor uses them (PRODUCT_SPEC section 2
 * "Docs" and "Help"): the docs' contents list and search, the pointer to the
 * live REST reference; the help search over questions and answers, its
 * topic tabs and "No results found"; and an axe audit of both pages, light
 * and dark, desktop and phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AXE_TEST_TIMEOUT } from './support/axe.ts';
import { useBrowserApp } from './support/browser.ts';
import { AUDIT_MATRIX, auditPage, pageHeading } from './support/site-info-pages.ts';

// The app's CSP forbids inline scripts, which is how axe gets into the page.
const browser = useBrowserApp({ context: { bypassCSP: true }, seed: false });

describe('Docs', () => {
  it('opens on Getting Started, with its title and the five sections in the contents', async () => {
    const page = await browser.open('/docs');
    await pageHeading(page, 'Learn Prompt Hub').waitFor();
    expect(await page.title()).toBe('Documentation · Prompt Hub');
    await page.getByRole('heading', { level: 2, name: 'Getting Started' }).waitFor();
    await page
      .getByRole('heading', { level: 3, name: 'Run your first prompt in the playground' })
      .waitFor();

    const contents = page.getByRole('navigation', { name: 'Contents' });
    expect(await contents.getByRole('button').allTextContents()).toEqual([
      'Getting Started',
      'API Reference',
      'Integrations',
      'Best Practices',
      'Troubleshooting',
    ]);
    await contents
      .getByRole('button', { name: 'Getting Started' })
      .and(page.locator('[aria-current="true"]'))
      .waitFor();
    // Each article says how long it takes to read.
    expect(
      await page
        .getByRole('article')
        .first()
        .getByText(/^\d+ min read$/)
        .count(),
    ).toBe(1);
  });

  it('switches sections from the contents, and the API Reference points at the live REST docs', async () => {
    const page = await browser.open('/docs');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('button', { name: 'Troubleshooting' }).click();
    await page.getByRole('heading', { level: 2, name: 'Troubleshooting' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Getting Started' }).count()).toBe(0);

    await contents.getByRole('button', { name: 'API Reference' }).click();
    await page.getByRole('heading', { level: 2, name: 'API Reference' }).waitFor();
    const reference = page.getByRole('link', { name: 'Open the REST reference' });
    expect(await reference.getAttribute('href')).toBe('/api/docs');
    // It is the server's page, not a route of the app: the server answers it.
    const served = await fetch(new URL('/api/docs', browser.baseUrl));
    expect(served.ok).toBe(true);
  });

  it('filters by article title or description, ignoring case, and shows whole sections whose title matches', async () => {
    const page = await browser.open('/docs');
    const search = page.getByRole('searchbox', { name: 'Search the documentation' });

    // "ndjson" appears only in two descriptions, in two sections.
    await search.fill('NDJSON');
    await page
      .getByRole('status')
      .getByText('2 articles in 2 sections match your search.')
      .waitFor();
    expect(await page.getByRole('article').count()).toBe(2);
    await page.getByRole('heading', { level: 3, name: 'Generate with a model' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Stream answers into your app' }).waitFor();
    const contents = page.getByRole('navigation', { name: 'Contents' });
    expect(await contents.getByRole('button').count()).toBe(2);

    // A section title keeps all of its articles.
    await search.fill('best practices');
    await page.getByRole('heading', { level: 2, name: 'Best Practices' }).waitFor();
    await page
      .getByRole('status')
      .getByText('5 articles in 1 section match your search.')
      .waitFor();

    await search.fill('quantum teleportation');
    await page.getByText('Nothing in the docs matches “quantum teleportation”').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await page.getByRole('heading', { level: 2, name: 'Getting Started' }).waitFor();
    expect(await search.inputValue()).toBe('');
  });

  it('clears the search when a section is chosen from the filtered contents', async () => {
    const page = await browser.open('/docs');
    const search = page.getByRole('searchbox', { name: 'Search the documentation' });
    await search.fill('upload');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('button', { name: /Troubleshooting/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Troubleshooting' }).waitFor();
    expect(await search.inputValue()).toBe('');
    expect(await page.getByRole('article').count()).toBe(5);
  });

  it('sends a visitor who is still stuck to the Help Center', async () => {
    const page = await browser.open('/docs');
    await page.getByRole('link', { name: 'Visit the Help Center' }).click();
    await pageHeading(page, 'How can we help?').waitFor();
    expect(new URL(page.url()).pathname).toBe('/help');
  });
});

describe('Help Center', () => {
  const questions = (page: Page) =>
    page
      .getByRole('region', { name: 'Frequently asked questions' })
      .getByRole('button', { expanded: false });

  it('lists eight questions, and opens one to its answer with the real plan limits', async () => {
    const page = await browser.open('/help');
    await pageHeading(page, 'How can we help?').waitFor();
    expect(await page.title()).toBe('Help Center · Prompt Hub');
    await questions(page).nth(7).waitFor();
    expect(await questions(page).count()).toBe(8);

    const limits = page.getByRole('button', {
      name: 'How many runs and API calls does each plan include?',
    });
    await limits.click();
    expect(await limits.getAttribute('aria-expanded')).toBe('true');
    await page.getByText(/Free 100, Pro 1,000 and Enterprise unlimited/).waitFor();
  });

  it('searches question and answer text, and says "No results found" when nothing matches', async () => {
    const page = await browser.open('/help');
    const search = page.getByRole('searchbox', { name: 'Search questions and answers' });
    await questions(page).nth(7).waitFor();

    // In a question.
    await search.fill('UPLOAD');
    await page.getByRole('status').getByText('1 question matches.').waitFor();
    await page
      .getByRole('button', { name: 'My file upload failed. What should I check?' })
      .waitFor();
    expect(await questions(page).count()).toBe(1);

    // Only in an answer ("curly" is in a question; "moderator" only in answers).
    await search.fill('moderator');
    await page
      .getByRole('button', { name: 'Why is my submitted prompt not in the library yet?' })
      .waitFor();
    expect(await questions(page).count()).toBe(1);

    await search.fill('blockchain mining');
    await page.getByText('No results found', { exact: true }).waitFor();
    expect(await questions(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Show all questions' }).click();
    await questions(page).nth(7).waitFor();
    expect(await search.inputValue()).toBe('');
  });

  it('narrows the questions with the topic tabs, together with the search', async () => {
    const page = await browser.open('/help');
    const tabs = page.getByRole('tablist', { name: 'Help topics' });
    await tabs.getByRole('tab').nth(4).waitFor();
    expect(await tabs.getByRole('tab').allTextContents()).toEqual([
      'All Topics',
      'Getting Started',
      'Account & Billing',
      'Prompts & AI',
      'Technical Issues',
    ]);
    await questions(page).nth(7).waitFor();

    await tabs.getByRole('tab', { name: 'Account & Billing' }).click();
    expect(
      await tabs.getByRole('tab', { name: 'Account & Billing' }).getAttribute('aria-selected'),
    ).toBe('true');
    await page.getByRole('button', { name: 'How do I change or cancel my plan?' }).waitFor();
    expect(await questions(page).count()).toBe(2);

    // The arrow keys move between tabs, as in any tab list.
    await tabs.getByRole('tab', { name: 'Account & Billing' }).press('ArrowRight');
    await tabs.getByRole('tab', { name: 'Prompts & AI', selected: true }).waitFor();
    await page
      .getByRole('button', { name: 'What are the words in curly braces inside a prompt?' })
      .waitFor();

    await page.getByRole('searchbox', { name: 'Search questions and answers' }).fill('upload');
    await page.getByText('No results found', { exact: true }).waitFor();
    await tabs.getByRole('tab', { name: 'Technical Issues' }).click();
    await page
      .getByRole('button', { name: 'My file upload failed. What should I check?' })
      .waitFor();
  });

  it('links the popular topics and the community to real places', async () => {
    const page = await browser.open('/help');
    const popular = page.getByRole('region', { name: 'Popular topics' });
    await popular.getByRole('link').nth(3).waitFor();
    const hrefs = await popular
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/docs', '/docs/api', '/pricing', '/models']);

    await popular.getByRole('link', { name: /Plans and pricing/ }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/pricing');

    await page.goBack();
    const community = page.getByRole('region', { name: 'Learn with the community' });
    await community.getByRole('link', { name: /Blog/ }).click();
    await page.waitForURL('**/blog');
  });
});

describe.each(AUDIT_MATRIX)('in the $scheme scheme on a $size', (audit) => {
  it(
    'the docs have no WCAG A/AA violations',
    () => auditPage(browser, '/docs', 'Learn Prompt Hub', audit),
    AXE_TEST_TIMEOUT,
  );

  it(
    'the Help Center, with a question open, has no WCAG A/AA violations',
    () =>
      auditPage(browser, '/help', 'How can we help?', audit, async (page) => {
        await page.getByRole('button', { name: 'What is Prompt Hub?' }).click();
        await page.getByText(/An open-source hub where people share prompts/).waitFor();
      }),
    AXE_TEST_TIMEOUT,
  );
});
