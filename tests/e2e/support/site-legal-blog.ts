/**
 * What a visitor looks at on the legal pages, the blog, the footer and the
 * not-found page, as locators by role and visible text, plus the screen
 * sizes and colour schemes every page is audited in.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** Every combination the accessibility audits cover. */
export const AUDIT_MATRIX = [
  { scheme: 'light', size: 'desktop', viewport: DESKTOP },
  { scheme: 'dark', size: 'desktop', viewport: DESKTOP },
  { scheme: 'light', size: 'phone', viewport: PHONE },
  { scheme: 'dark', size: 'phone', viewport: PHONE },
] as const;

/** The path and query the page shows, once it settles on `expected`. */
export async function expectPath(page: Page, expected: string): Promise<void> {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return url.pathname + url.search;
    })
    .toBe(expected);
}

export function pageHeading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, name });
}

/** A newsletter box (the footer's Stay Updated, the blog's own) by its heading. */
export function newsletterForm(page: Page, title: string): Locator {
  return page.getByRole('form', { name: title });
}

export function blogSearchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search articles' });
}

export function blogSection(page: Page, name: 'Featured' | 'Latest articles'): Locator {
  return page.getByRole('region', { name });
}

/** The titles of the posts the blog list shows now, featured first. */
export async function shownPostTitles(page: Page): Promise<string[]> {
  return page.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();
}

/** Client-side navigation, as a link click inside the app would do (wouter follows pushState). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
