/**
 * The JavaScript budget of /library: under 200 KB gzipped. The figure comes
 * from scripts/bundle-budget.mjs, run on the build the test app serves (it
 * follows index.html and the chunks' imports); Chromium then loads /library
 * and must not download any script the script left out, so the static count
 * is the real one.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowserApp } from './support/browser.ts';
import { countLine } from './support/library.ts';

const BUDGET_BYTES = 200 * 1024;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = path.join(ROOT, 'scripts/bundle-budget.mjs');

interface BudgetReport {
  files: { file: string; how: string; bytes: number; gzipBytes: number }[];
  totalBytes: number;
  totalGzipBytes: number;
  budgetBytes: number;
}

async function runBudgetScript(clientDir: string): Promise<BudgetReport> {
  const args = [SCRIPT, '--json', '--dir', clientDir];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd: ROOT,
  }).catch((error: unknown) => {
    // Over budget exits 1 but still prints the report; anything else is a failure.
    const failure = error as { stdout?: string; stderr?: string; message?: string };
    if (failure.stdout?.startsWith('{')) return { stdout: failure.stdout };
    throw new Error(
      `bundle-budget.mjs failed: ${failure.stderr || failure.message || 'no output'}`,
    );
  });
  return JSON.parse(stdout) as BudgetReport;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const browser = useBrowserApp();

it('keeps the JavaScript for /library under 200 KB gzipped', async () => {
  const report = await runBudgetScript(browser.clientDir);
  console.info(
    `JavaScript for /library: ${report.totalGzipBytes} bytes gzipped (${kb(report.totalGzipBytes)}) ` +
      `in ${report.files.length} files, budget ${kb(BUDGET_BYTES)}:\n` +
      report.files.map((entry) => `  ${entry.file}  ${kb(entry.gzipBytes)}`).join('\n'),
  );
  expect(report.files.some((entry) => /\/library-page-[^/]+\.js$/.test(entry.file))).toBe(true);
  expect(report.totalGzipBytes).toBeLessThan(BUDGET_BYTES);
});

it('counts every script Chromium downloads for /library', async () => {
  const report = await runBudgetScript(browser.clientDir);
  const counted = new Set(report.files.map((entry) => `/${entry.file}`));
  const scripts: Response[] = [];
  browser.page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });

  const page = await browser.open('/library');
  await countLine(page, 12, 70, 1, 6).waitFor();

  const loaded = scripts.map((response) => new URL(response.url()).pathname);
  expect(loaded.filter((pathname) => !counted.has(pathname))).toEqual([]);
  let browserGzip = 0;
  for (const response of scripts) {
    browserGzip += gzipSync(await response.body(), { level: 9 }).length;
  }
  console.info(`Chromium downloaded ${loaded.length} scripts: ${kb(browserGzip)} gzipped`);
  expect(browserGzip).toBeLessThanOrEqual(report.totalGzipBytes);
  expect(browserGzip).toBeLessThan(BUDGET_BYTES);
});

interface PageReport {
  page: string;
  screen: string;
  files: number;
  totalGzipBytes: number;
}

/** Pages that are reading matter: they must not load what the library or playground needs. */
const STATIC_PAGES = [
  '/pricing',
  '/models',
  '/docs',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/help',
  '/blog',
  '/blog/<slug>',
];

it('loads less JavaScript on every static page than on /library, and reports each', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    SCRIPT,
    '--pages',
    '--json',
    '--dir',
    browser.clientDir,
  ]);
  const pages = JSON.parse(stdout) as PageReport[];
  const library = pages.find((entry) => entry.page === '/library');
  expect(library).toBeDefined();
  console.info(
    'JavaScript per page, gzipped:\n' +
      pages.map((entry) => `  ${entry.page.padEnd(14)} ${kb(entry.totalGzipBytes)}`).join('\n'),
  );
  for (const page of STATIC_PAGES) {
    const entry = pages.find((each) => each.page === page);
    expect(entry, page).toBeDefined();
    expect(entry?.totalGzipBytes, page).toBeLessThan(library?.totalGzipBytes ?? 0);
  }
});
