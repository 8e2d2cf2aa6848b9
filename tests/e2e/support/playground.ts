/**
 * The playground as a person sees it (locators by role, label and visible
 * text), the app started against the fake AI providers, and review
 * screenshots.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeEach } from 'vitest';
import {
  type FakeAiProviders,
  startFakeAiProviders,
} from '../../helpers/fake-ai/fake-ai-server.ts';
import { type BrowserApp, type BrowserAppOptions, useBrowserApp } from './browser.ts';

export interface PlaygroundApp {
  browser: BrowserApp;
  /** The fake providers every model of the app talks to (reset before each test). */
  readonly fake: FakeAiProviders;
}

export interface PlaygroundAppOptions extends BrowserAppOptions {
  /** The anonymous visitor's daily allowance; large unless a test is about running out. */
  dailyGenerations?: number;
}

/** The app with every provider pointed at a fresh fake, which each test starts from scratch. */
export function usePlaygroundApp(options: PlaygroundAppOptions = {}): PlaygroundApp {
  const { dailyGenerations = 1000, ...browserOptions } = options;
  let fake: FakeAiProviders | undefined;
  const browser = useBrowserApp({
    ...browserOptions,
    env: async () => {
      fake = await startFakeAiProviders();
      // Every test runs as an anonymous visitor from 127.0.0.1; the default
      // daily allowance (10) would run out part way through the file.
      return { ...fake.env, ANONYMOUS_DAILY_GENERATIONS: String(dailyGenerations) };
    },
  });
  beforeEach(() => fake?.reset());
  afterAll(async () => {
    await fake?.close();
  });
  return {
    browser,
    get fake() {
      if (!fake) throw new Error('The fake AI providers are not ready: use them inside a test');
      return fake;
    },
  };
}

export function promptBox(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Prompt', exact: true });
}

export function systemPromptBox(page: Page): Locator {
  return page.getByRole('textbox', { name: 'System prompt', exact: true });
}

export function variableInput(page: Page, name: string): Locator {
  return page.getByRole('textbox', { name, exact: true });
}

/** A model button, in single or compare mode. */
export function modelButton(page: Page, model: string): Locator {
  return page
    .getByRole('group', { name: /^(Model|Models to compare)$/ })
    .getByRole('button', { name: model, exact: true });
}

/** Generate in its resting state (Generate Output for text prompts). */
export function generateButton(page: Page, name = 'Generate Output'): Locator {
  return page.getByRole('button', { name, exact: true });
}

export function outputPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Output', exact: true });
}

export function compareColumn(page: Page, model: string): Locator {
  return page.getByRole('region', { name: `Output from ${model}`, exact: true });
}

/** The streamed answer of the fake: "Fake <model id> reply to: <prompt>". */
export function fakeAnswer(scope: Locator): Locator {
  return scope.getByText(/^Fake \S+ reply to:/);
}

export function recentEntry(page: Page, text: string): Locator {
  return page
    .getByRole('list', { name: 'Recent prompts' })
    .getByRole('button', { name: `Use again: ${text}` });
}

/** Opens the playground with nothing in it and waits for the model buttons. */
export async function openPlayground(browser: BrowserApp): Promise<Page> {
  const page = await browser.open('/playground');
  await modelButton(page, 'ChatGPT').waitFor();
  return page;
}

/** Writes a prompt and fills its variables, as a person types them. */
export async function writePrompt(
  page: Page,
  text: string,
  values: Record<string, string> = {},
): Promise<void> {
  await promptBox(page).fill(text);
  for (const [name, value] of Object.entries(values)) await variableInput(page, name).fill(value);
}

/**
 * Try This on a library card, then waits for the playground and its models.
 * The library is opened already searched (the search is in its URL):
 * typing it is the library tests' business, and its debounce can drop a
 * key typed just as it writes the URL back.
 */
export async function tryFromLibrary(browser: BrowserApp, title: string): Promise<Page> {
  const page = await browser.open(`/library?${new URLSearchParams({ search: title }).toString()}`);
  await page.getByRole('button', { name: `Try This: ${title}`, exact: true }).click();
  await page.getByRole('heading', { name: 'Playground', level: 1 }).waitFor();
  await modelButton(page, 'ChatGPT').or(modelButton(page, 'DALL-E')).first().waitFor();
  return page;
}
