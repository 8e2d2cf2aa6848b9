/**
 * What a person looks at and uses on the home page, as locators by role and
 * visible text, plus the REST look-up that says which prompts are trending
 * and a reader of the state the playground is opened with.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PromptView } from '../../../src/shared/prompt-views.ts';
import type { BrowserApp } from './browser.ts';

/** The six built-in samples the home page falls back on (sample-prompts.ts). */
export const SAMPLE_TITLES = [
  'Twitter Thread Generator',
  'Cyberpunk Street at Night',
  'Trading Bot Skeleton',
  'Content Ideas for a Month',
  'Clear Professional Email',
  'Product Description That Sells',
];

/** Every tRPC request that asks for the trending prompts (alone or in a batch). */
export const TRENDING_CALL = /\/trpc\/[^?]*library\.trending/;

/** The home page's one h1 (its headline), for tests that land on / and wait for it. */
export function homeHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: 'Prompts that work, ready to run' });
}

export function trendingSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Trending Prompts' });
}

export function trendingCards(page: Page): Locator {
  return trendingSection(page).getByRole('article');
}

/** Waits, as a person would, until the section shows its six cards, and no more. */
export async function waitForSixCards(page: Page): Promise<Locator> {
  const cards = trendingCards(page);
  await cards.nth(5).waitFor();
  expect(await cards.count()).toBe(6);
  return cards;
}

/** The server's own trending list, through the REST door. */
export async function fetchTrending(browser: BrowserApp, limit = 6): Promise<PromptView[]> {
  const { prompts } = await browser.getJson<{ prompts: PromptView[] }>(
    `/api/prompts/trending?limit=${limit}`,
  );
  return prompts;
}
