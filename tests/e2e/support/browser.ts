/**
 * Browser fixture for the e2e tests: the whole app (seeded sample library,
 * listening on a free port, serving a snapshot of the built client), one
 * Chromium per test file, and a fresh context and page per test.
 *
 * The app serves a copy of dist/client taken when the file starts, so a
 * rebuild running meanwhile (vite empties the folder first) cannot pull
 * chunks out from under a test.
 *
 * Every uncaught page error and every console.error fails the test that
 * produced it (checked in afterEach), unless the test said it expects that
 * message with `allowConsoleError`.
 *
 *   const browser = useBrowserApp();
 *   it('...', async () => {
 *     const page = await browser.open('/library');
 *   });
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CLIENT_DIR = path.join(ROOT, 'dist/client');
/** The public pages the build rendered (pages.json); the server finds them beside the client. */
const PRERENDER_DIR = path.join(ROOT, 'dist/prerender');
/** Snapshots live inside the project's cache folder, out of the way of builds. */
const SNAPSHOTS_DIR = path.join(ROOT, 'node_modules/.cache');

/** How long a locator waits for what a person would see before failing. */
export const UI_TIMEOUT_MS = 15_000;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * Debian's headless shell when it is installed: the same Blink as
 * `chromium` without the full browser's shell, about 30 to 45 % less CPU
 * per page (decision 052). CHROMIUM_PATH overrides either.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const headlessShell = '/usr/bin/chromium-headless-shell';
  return existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium';
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
}

/** The files index.html loads first; all must be in a complete build. */
function missingEntryFiles(clientDir: string): string[] {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/\b(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]);
  return urls.filter((url) => url && !existsSync(path.join(clientDir, url))) as string[];
}

/**
 * Copies dist/client and dist/prerender (without source maps) into one
 * temporary folder, checked whole, so a build written meanwhile cannot
 * change what a test run serves. Returns the copy's client folder.
 */
async function snapshotClient(): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    if (!existsSync(path.join(CLIENT_DIR, 'index.html'))) {
      throw new Error('dist/client is missing: run `npm run build:client` before the e2e tests');
    }
    await mkdir(SNAPSHOTS_DIR, { recursive: true });
    const copy = await mkdtemp(path.join(SNAPSHOTS_DIR, 'prompt-hub-e2e-'));
    const client = path.join(copy, 'client');
    const withoutMaps = { recursive: true, filter: (source: string) => !source.endsWith('.map') };
    const copied = await Promise.all([
      cp(CLIENT_DIR, client, withoutMaps),
      cp(PRERENDER_DIR, path.join(copy, 'prerender'), withoutMaps),
    ]).then(
      () => true,
      () => false,
    );
    if (
      copied &&
      existsSync(path.join(client, 'index.html')) &&
      missingEntryFiles(client).length === 0
    ) {
      return client;
    }
    await rm(copy, { recursive: true, force: true });
    if (attempt === 3) throw new Error('dist/client kept changing while it was copied');
    // A build is being written right now: wait for it to finish, as a person would.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

export interface BrowserApp {
  /** The running app (database, storage, Fastify). */
  readonly app: TestApp;
  /** The copy of the built client that the app serves. */
  readonly clientDir: string;
  /** http://127.0.0.1:<port> of the app. */
  readonly baseUrl: string;
  readonly browser: Browser;
  /** This test's context and page (fresh for every test). */
  readonly context: BrowserContext;
  readonly page: Page;
  /** Goes to a path of the app in this test's page and returns the page. */
  open: (pathAndQuery: string) => Promise<Page>;
  /** Lets this test log console errors that match (for failures it provokes). */
  allowConsoleError: (pattern: RegExp) => void;
  /** Reads a JSON document from the app's REST door. */
  getJson: <T>(pathAndQuery: string) => Promise<T>;
}

export interface BrowserAppOptions {
  /** Context options for every test's page (viewport, colour scheme...). */
  context?: BrowserContextOptions;
  /**
   * More environment for the app (sign-in settings, ADMIN_EMAILS...). A
   * function runs first in beforeAll, so it can start what the values name
   * (a local OpenID provider) before the app reads them.
   */
  env?: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);
  /** Seed the sample library (default true); false starts with no prompts at all. */
  seed?: boolean;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not ready: use it inside a test`);
  return value;
}

export function useBrowserApp(options: BrowserAppOptions = {}): BrowserApp {
  let clientDir: string | undefined;
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let problems: string[] = [];
  let allowed: RegExp[] = [];

  const watch = (watched: Page) => {
    watched.on('pageerror', (error) => {
      problems.push(`pageerror: ${error.stack ?? error.message}`);
    });
    watched.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowed.some((pattern) => pattern.test(text))) return;
      const { url, lineNumber } = message.location();
      problems.push(`console.error: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
  };

  beforeAll(async () => {
    const env = typeof options.env === 'function' ? await options.env() : (options.env ?? {});
    clientDir = await snapshotClient();
    app = await createTestApp({
      listen: true,
      seed: options.seed,
      env: { ...env, CLIENT_DIST_DIR: clientDir },
    });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (clientDir) await rm(path.dirname(clientDir), { recursive: true, force: true });
  });

  beforeEach(async () => {
    problems = [];
    allowed = [];
    context = await required(browser, 'Chromium').newContext({
      viewport: { width: 1280, height: 900 },
      colorScheme: 'light',
      locale: 'en-US',
      ...options.context,
      baseURL: required(app, 'The app').baseUrl,
    });
    context.setDefaultTimeout(UI_TIMEOUT_MS);
    context.on('page', watch);
    page = await context.newPage();
  });

  afterEach(async (testContext) => {
    if (testContext.task.result?.state === 'fail' && page && !page.isClosed()) {
      const file = path.join(os.tmpdir(), `e2e-${testContext.task.id}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.info(`Screenshot of the failed test "${testContext.task.name}": ${file}`);
    }
    await context?.close();
    context = undefined;
    page = undefined;
    const seen = problems;
    problems = [];
    expect(seen, 'the page logged errors').toEqual([]);
  });

  return {
    get app() {
      return required(app, 'The app');
    },
    get clientDir() {
      return required(clientDir, 'The client snapshot');
    },
    get baseUrl() {
      return required(app, 'The app').baseUrl;
    },
    get browser() {
      return required(browser, 'Chromium');
    },
    get context() {
      return required(context, 'The browser context');
    },
    get page() {
      return required(page, 'The page');
    },
    open: async (pathAndQuery) => {
      const current = required(page, 'The page');
      await current.goto(pathAndQuery);
      // Public pages arrive prerendered and are visible before the app has
      // taken them over; wait until it has, so a click is not lost. (Pages
      // that are not the app's, such as the REST docs, have no #root.)
      await current.waitForFunction(
        () => !document.getElementById('root') || document.documentElement.dataset.screenReady,
      );
      return current;
    },
    allowConsoleError: (pattern) => {
      allowed.push(pattern);
    },
    getJson: async <T>(pathAndQuery: string): Promise<T> => {
      const response = await fetch(new URL(pathAndQuery, required(app, 'The app').baseUrl));
      if (!response.ok) throw new Error(`GET ${pathAndQuery} answered ${response.status}`);
      return (await response.json()) as T;
    },
  };
}
