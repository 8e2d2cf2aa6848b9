/**
 * Public pages arrive rendered (decision 022): a visitor reads them before
 * any script runs (or with none at all), in the colour scheme they chose
 * from the first paint, and the app then takes them over without a
 * mismatch (React reports one as a console error, which fails the test)
 * and answers clicks.
 */
import type { BrowserContextOptions, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, blogPostPath } from '../../src/shared/blog-posts.ts';
import { PUBLIC_PAGE_PATHS } from '../../src/shared/public-pages.ts';
import { useBrowserApp } from './support/browser.ts';
import { findPrompt, PITCH_DECK } from './support/library.ts';
import { billingOption, chooseBilling, planCard } from './support/site-pricing-models.ts';

const browser = useBrowserApp();

const FIRST_POST = BLOG_POSTS[0]!;

/** A page of its own context, outside the app's console watch (it breaks things on purpose). */
async function separatePage(options: BrowserContextOptions): Promise<Page> {
  const context = await browser.browser.newContext({ baseURL: browser.baseUrl, ...options });
  return context.newPage();
}

describe('without JavaScript', () => {
  it('a visitor still reads pricing, the blog and a post', async () => {
    const page = await separatePage({ javaScriptEnabled: false });
    try {
      await page.goto('/pricing');
      await page
        .getByRole('heading', { level: 1, name: 'A plan for every way you prompt' })
        .waitFor();
      await planCard(page, 'Enterprise').waitFor();
      // The hub's mode is in the page: a self-hosted hub's answers, with no script.
      await page.getByRole('link', { name: 'Sign in to ask for Pro' }).waitFor();
      await page.getByText('Do I pay for a plan here?').waitFor();

      await page.goto('/blog');
      await page.getByRole('heading', { name: FIRST_POST.title }).first().waitFor();

      await page.goto(blogPostPath(FIRST_POST));
      await page.getByRole('heading', { level: 1, name: FIRST_POST.title }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});

describe('without JavaScript, home keeps its colours', () => {
  it('fills the logo mark and the main call to action (the light scheme is the default)', async () => {
    const page = await separatePage({ javaScriptEnabled: false, colorScheme: 'light' });
    try {
      await page.goto('/');
      const browse = page.getByRole('link', { name: 'Browse Prompts' });
      await browse.waitFor();
      const backgroundOf = (element: Element) => getComputedStyle(element).backgroundColor;
      expect(await browse.evaluate(backgroundOf)).not.toBe('rgba(0, 0, 0, 0)');
      const mark = page
        .getByRole('link', { name: 'Prompt Hub home' })
        .locator('.mantine-ThemeIcon-root');
      expect(await mark.evaluate(backgroundOf)).not.toBe('rgba(0, 0, 0, 0)');
    } finally {
      await page.context().close();
    }
  });
});

describe('the first paint', () => {
  it('is dark for a visitor whose system is dark, before the app runs', async () => {
    const page = await separatePage({ colorScheme: 'dark' });
    try {
      // Only the page itself: the app's scripts never arrive.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/pricing');
      await page
        .getByRole('heading', { level: 1, name: 'A plan for every way you prompt' })
        .waitFor();
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [red = 255] = background.match(/\d+/g)?.map(Number) ?? [];
      expect(red).toBeLessThan(60);
    } finally {
      await page.context().close();
    }
  });

  it('keeps the light scheme a visitor chose, whatever the system says', async () => {
    const page = await separatePage({ colorScheme: 'dark' });
    try {
      await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'light'));
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/blog');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
    } finally {
      await page.context().close();
    }
  });
});

describe('the app takes over', () => {
  it.each(['light', 'dark'] as const)(
    'every public page, with no mismatch (%s)',
    async (scheme) => {
      await browser.page.emulateMedia({ colorScheme: scheme });
      const prompt = await findPrompt(browser, PITCH_DECK.title);
      const paths = PUBLIC_PAGE_PATHS.map((path) => {
        if (path === '/blog/:slug') return blogPostPath(FIRST_POST);
        return path === '/prompts/:id' ? `/prompts/${prompt._id}` : path;
      });
      for (const path of paths) {
        const page = await browser.open(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      }
    },
    120_000,
  );

  it('and answers the first click on a prerendered page', async () => {
    const page = await browser.open('/pricing');
    await chooseBilling(page, 'Yearly');
    expect(await billingOption(page, 'Yearly').isChecked()).toBe(true);
    await planCard(page, 'Pro').getByText('$190 per year').waitFor();
  });
});

describe('home, the library and a prompt page, sent with their data', () => {
  it.each([
    ['/library', 'library.list'],
    ['/', 'library.trending'],
    ['a prompt page', 'library.byId'],
  ])('%s is taken over without fetching what it shows again', async (name, procedure) => {
    const path = name.startsWith('/')
      ? name
      : `/prompts/${(await findPrompt(browser, PITCH_DECK.title))._id}`;
    const page = await separatePage({});
    try {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/trpc/')) asked.push(request.url());
      });
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.screenReady);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Anything the app asks on arrival has been asked once it is idle.
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
      expect(asked.filter((url) => url.includes(procedure))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

/**
 * Opens a public page with the app's scripts held back, so the visitor
 * meets only the prerendered page; `release` lets the app arrive and
 * resolves once it has taken the page over.
 */
async function openBeforeTheApp(
  path: string,
): Promise<{ page: Page; release: () => Promise<void> }> {
  const page = await separatePage({});
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return {
    page,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
      await page.waitForFunction(() => document.documentElement.dataset.screenReady);
    },
  };
}

describe('text typed before the app takes over', () => {
  it('becomes the library search', async () => {
    const { page, release } = await openBeforeTheApp('/library');
    try {
      const box = page.getByRole('searchbox', { name: 'Search prompts' });
      await box.pressSequentially('email writing');
      await release();
      await expect
        .poll(() => new URL(page.url()).searchParams.get('search'), { timeout: 10_000 })
        .toBe('email writing');
      expect(await box.inputValue()).toBe('email writing');
    } finally {
      await page.context().close();
    }
  });

  it('stays in the contact form, which goes on taking keystrokes', async () => {
    const { page, release } = await openBeforeTheApp('/contact');
    try {
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form
        .getByRole('textbox', { name: 'Name', exact: true })
        .pressSequentially('Early Bird');
      await form.getByRole('textbox', { name: 'Message' }).pressSequentially('Typed while loading');
      await release();
      await form.getByRole('textbox', { name: 'Message' }).pressSequentially(', and after.');
      expect(await form.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
        'Early Bird',
      );
      expect(await form.getByRole('textbox', { name: 'Message' }).inputValue()).toBe(
        'Typed while loading, and after.',
      );
    } finally {
      await page.context().close();
    }
  });
});
