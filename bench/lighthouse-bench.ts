/**
 * `npm run bench:lighthouse`: Lighthouse (its default mobile profile:
 * a mid-range phone, simulated slow 4G and a 4× slower CPU) on the pages a
 * first visit lands on most, against the production build as deployed
 * (`NODE_ENV=production`, compression on) on a fresh embedded database with
 * the sample library, and the budget of the site-pages issue:
 * performance 95 or more, accessibility, best practices and SEO 100.
 * Each page is asked for once, then audited BENCH_LIGHTHOUSE_RUNS times (3); the median
 * performance run is reported, as Lighthouse's own docs advise for a score
 * that varies from run to run. Exits 1 when a page misses the budget.
 *
 * Needs `npm run build` first (the npm script does it) and Chromium at
 * CHROMIUM_PATH or /usr/bin/chromium. Everything stays on 127.0.0.1.
 *
 * Environment: BENCH_LIGHTHOUSE_RUNS (3), BENCH_LIGHTHOUSE_PAGES
 * (/,/library,/prompts/:top,/pricing,/blog; `:top` stands for the id of
 * the first trending prompt), CHROMIUM_PATH, BENCH_LIGHTHOUSE_REPORTS (a
 * folder: each run's full Lighthouse report is written there as JSON, to
 * read where the time went).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BENCH_HOST, describeMachine } from './bench-config.ts';
import { startBuiltServer } from './built-server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const BUDGET: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

interface PageRun {
  scores: Record<Category, number>;
  metrics: Record<string, string>;
  /** Audits that lost points outside performance: what to fix. */
  failing: string[];
}

function pagesToAudit(): string[] {
  const raw = process.env.BENCH_LIGHTHOUSE_PAGES ?? '/,/library,/prompts/:top,/pricing,/blog';
  return raw
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
}

function runsPerPage(): number {
  const value = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? '3');
  if (!Number.isInteger(value) || value < 1) {
    throw new Error('BENCH_LIGHTHOUSE_RUNS must be a positive whole number');
  }
  return value;
}

function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(`Chromium is not at ${candidate}: install it or set CHROMIUM_PATH`);
  }
  return candidate;
}

/** The id of the sample library's first trending prompt, for a prompt page to audit. */
async function topPromptId(origin: string): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ json: { limit: 1 } }));
  const response = await fetch(`${origin}/trpc/library.trending?input=${input}`);
  const body = (await response.json()) as { result?: { data?: { json?: { _id: string }[] } } };
  const id = body.result?.data?.json?.[0]?._id;
  if (!id) throw new Error('the sample library has no trending prompt to audit');
  return id;
}

/** Lighthouse's own tracing glitch (no page fault): that run is simply taken again. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART']);
const MAX_ATTEMPTS = 3;

async function lighthouseResult(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (!RETRIED_ERRORS.has(error.code) || attempt >= MAX_ATTEMPTS) {
      throw new Error(`${url}: ${error.message}`);
    }
  }
}

/** Keeps the run's whole report when BENCH_LIGHTHOUSE_REPORTS names a folder. */
async function keepReport(url: string, run: number, lhr: object): Promise<void> {
  const folder = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  const page = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  await writeFile(path.join(folder, `${page}-${run}.json`), JSON.stringify(lhr));
}

async function auditOnce(url: string, port: number, run: number): Promise<PageRun> {
  const lhr = await lighthouseResult(url, port);
  await keepReport(url, run, lhr);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Math.round((lhr.categories[category]?.score ?? 0) * 100),
    ]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '-']),
  );
  const failing = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit?.id} (${audit?.title})`),
  );
  return { scores, metrics, failing };
}

/** The run whose performance score is the median of the page's runs. */
function medianRun(runs: PageRun[]): PageRun {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run to report');
  return median;
}

function meetsBudget(run: PageRun): boolean {
  return CATEGORIES.every((category) => run.scores[category] >= BUDGET[category]);
}

function printTable(rows: [string, PageRun, PageRun[]][]): void {
  const header = [
    'page',
    'perf',
    'a11y',
    'best',
    'seo',
    'perf runs',
    ...METRICS.map(([, l]) => l),
    'budget',
  ];
  const lines = rows.map(([page, run, runs]) => [
    page,
    ...CATEGORIES.map((category) => String(run.scores[category])),
    runs.map((each) => each.scores.performance).join('/'),
    ...METRICS.map(([, label]) => run.metrics[label] ?? '-'),
    meetsBudget(run) ? 'met' : 'MISSED',
  ]);
  const all = [header, ...lines];
  const widths = header.map((_, column) =>
    Math.max(...all.map((line) => line[column]?.length ?? 0)),
  );
  const format = (line: string[]) => line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(
    [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n'),
  );
}

async function main(): Promise<void> {
  const clientDir = path.join(ROOT, 'dist/client');
  if (!existsSync(path.join(ROOT, 'dist/server/index.js')) || !existsSync(clientDir)) {
    throw new Error('the production build is missing: run `npm run build` first');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-lighthouse-'));
  const server = await startBuiltServer({ root: ROOT, dataDir });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log(
      `${describeMachine()}\nLighthouse ${runsPerPage()}× per page, mobile profile, ${server.origin}\n`,
    );
    const rows: [string, PageRun, PageRun[]][] = [];
    const pages = pagesToAudit();
    const top = pages.some((page) => page.includes(':top')) ? await topPromptId(server.origin) : '';
    for (const page of pages.map((each) => each.replace(':top', top))) {
      // Asked once before the audits, as on a server that has run a while:
      // a process's first render of a page loads its code.
      await fetch(`http://${BENCH_HOST}:${server.port}${page}`).then((response) => response.text());
      const runs: PageRun[] = [];
      for (let i = 0; i < runsPerPage(); i += 1) {
        runs.push(
          await auditOnce(`http://${BENCH_HOST}:${server.port}${page}`, chrome.port, i + 1),
        );
      }
      rows.push([page, medianRun(runs), runs]);
    }
    printTable(rows);
    const problems = [
      ...new Set(rows.flatMap(([page, run]) => run.failing.map((f) => `${page} ${f}`))),
    ];
    if (problems.length > 0) console.log(`\nAudits that lost points:\n  ${problems.join('\n  ')}`);
    const missed = rows.filter(([, run]) => !meetsBudget(run)).map(([page]) => page);
    console.log(
      missed.length === 0
        ? '\nEvery page meets the budget (performance ≥ 95; accessibility, best practices, SEO 100).'
        : `\nMissed the budget: ${missed.join(', ')}`,
    );
    if (missed.length > 0) process.exitCode = 1;
  } finally {
    chrome.kill();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
