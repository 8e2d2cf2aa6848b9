#!/usr/bin/env node
/**
 * The JavaScript a browser downloads to show a page, measured from the built
 * client (dist/client); /library's is held to a budget.
 *
 * It starts from index.html (the entry script and any modulepreload links),
 * follows every static import inside those chunks (`import{a}from"./x.js"`,
 * `import"./x.js"`, `export*from"./x.js"`), and adds the dynamic import of
 * the page's screen (for /library the chunk whose name starts with
 * `library-page-`) with its own static imports. Each file counts once, at
 * its gzip size (level 9).
 *
 *   node scripts/bundle-budget.mjs            /library: table, total; exit 1 over budget
 *   node scripts/bundle-budget.mjs --json     the same as JSON
 *   node scripts/bundle-budget.mjs --pages    every public page's total beside /library's
 *                                             (exit 1 when one is not under it)
 *   options: --dir <client build> (dist/client), --budget-kb <n> (200), --json
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIBRARY_SCREEN = 'library-page-';

/** Public pages and the chunk name each one's screen starts with. */
export const PAGE_SCREENS = [
  ['/', 'home-page-'],
  ['/library', LIBRARY_SCREEN],
  ['/playground', 'playground-page-'],
  ['/pricing', 'pricing-page-'],
  ['/models', 'models-page-'],
  ['/docs', 'docs-page-'],
  ['/about', 'about-page-'],
  ['/contact', 'contact-page-'],
  ['/privacy', 'privacy-page-'],
  ['/terms', 'terms-page-'],
  ['/help', 'help-page-'],
  ['/blog', 'blog-page-'],
  ['/blog/<slug>', 'blog-post-page-'],
  ['/login', 'login-page-'],
  ['(not found)', 'not-found-page-'],
];

const STATIC_IMPORT =
  /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`\s]+?\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`\s]+?\.js)["'`]\s*\)/g;
const ENTRY_SCRIPT = /<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g;

function matches(pattern, text) {
  return [...text.matchAll(pattern)].map((match) => match[1]);
}

/** Where a URL of the page (/assets/x.js or assets/x.js) lives in the build. */
function fromPageUrl(clientDir, url) {
  return path.join(clientDir, url.replace(/^\//, '').split(/[?#]/)[0]);
}

/**
 * Walks the graph from index.html. Returns the files in load order with how
 * each was reached (entry, modulepreload, static import or dynamic import).
 */
export function collectScreenScripts(clientDir, screen = LIBRARY_SCREEN) {
  const indexHtml = path.join(clientDir, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`${indexHtml} is missing: run \`npm run build:client\` first`);
  }
  const html = readFileSync(indexHtml, 'utf8');
  const reached = new Map();
  const queue = [];
  const visit = (file, how) => {
    if (reached.has(file)) return;
    if (!existsSync(file)) throw new Error(`${file} is referenced (${how}) but not in the build`);
    reached.set(file, how);
    queue.push(file);
  };
  for (const url of matches(ENTRY_SCRIPT, html)) visit(fromPageUrl(clientDir, url), 'entry');
  for (const url of matches(MODULE_PRELOAD, html)) {
    visit(fromPageUrl(clientDir, url), 'modulepreload');
  }
  if (reached.size === 0) throw new Error(`${indexHtml} has no module script`);

  let screenFound = false;
  while (queue.length > 0) {
    const file = queue.shift();
    const code = readFileSync(file, 'utf8');
    const here = path.dirname(file);
    for (const spec of matches(STATIC_IMPORT, code)) visit(path.resolve(here, spec), 'import');
    for (const spec of matches(DYNAMIC_IMPORT, code)) {
      if (!path.basename(spec).startsWith(screen)) continue;
      screenFound = true;
      visit(path.resolve(here, spec), 'import() of the screen');
    }
  }
  if (!screenFound) throw new Error(`no dynamic import of a ${screen}*.js chunk was found`);
  return [...reached].map(([file, how]) => ({ file, how }));
}

export function measureScreenScripts(clientDir, screen = LIBRARY_SCREEN) {
  const files = collectScreenScripts(clientDir, screen).map(({ file, how }) => {
    const bytes = readFileSync(file);
    return {
      file: path.relative(clientDir, file).split(path.sep).join('/'),
      how,
      bytes: bytes.length,
      gzipBytes: gzipSync(bytes, { level: 9 }).length,
    };
  });
  return {
    files,
    totalBytes: files.reduce((sum, entry) => sum + entry.bytes, 0),
    totalGzipBytes: files.reduce((sum, entry) => sum + entry.gzipBytes, 0),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Rows as text columns: names padded on the right, figures (from
 * firstNumberColumn on) on the left, a rule under the header and above the
 * footer.
 */
function alignedTable({ header, rows, footer, firstNumberColumn }) {
  const all = footer ? [header, ...rows, footer] : [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) =>
        column >= firstNumberColumn ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const body = [line(header), rule, ...rows.map(line)];
  return (footer ? [...body, rule, line(footer)] : body).join('\n');
}

function printTable(result, budgetBytes) {
  const rows = result.files.map((entry) => [
    entry.file,
    entry.how,
    kb(entry.bytes),
    kb(entry.gzipBytes),
  ]);
  const header = ['file', 'reached by', 'raw', 'gzip -9'];
  const footer = ['total', '', kb(result.totalBytes), kb(result.totalGzipBytes)];
  console.log(alignedTable({ header, rows, footer, firstNumberColumn: 2 }));
  const verdict = result.totalGzipBytes < budgetBytes ? 'within' : 'OVER';
  console.log(
    `\nJavaScript for /library: ${result.totalGzipBytes} bytes gzipped (${kb(result.totalGzipBytes)}), ${verdict} the budget of ${kb(budgetBytes)}.`,
  );
}

/** Every public page's total, gzipped, with its share of /library's. */
export function measurePages(clientDir) {
  return PAGE_SCREENS.map(([page, screen]) => {
    const result = measureScreenScripts(clientDir, screen);
    return { page, screen, files: result.files.length, totalGzipBytes: result.totalGzipBytes };
  });
}

function printPages(pages) {
  const library = pages.find((entry) => entry.screen === LIBRARY_SCREEN).totalGzipBytes;
  const rows = pages.map((entry) => [
    entry.page,
    String(entry.files),
    kb(entry.totalGzipBytes),
    `${((entry.totalGzipBytes / library) * 100).toFixed(1)} %`,
  ]);
  const header = ['page', 'files', 'gzip -9', 'of /library'];
  console.log(alignedTable({ header, rows, firstNumberColumn: 1 }));
}

function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: path.join(ROOT, 'dist/client') },
      'budget-kb': { type: 'string', default: '200' },
      json: { type: 'boolean', default: false },
      pages: { type: 'boolean', default: false },
    },
  });
  const clientDir = path.resolve(values.dir);
  if (values.pages) {
    const pages = measurePages(clientDir);
    if (values.json) console.log(JSON.stringify(pages, null, 2));
    else printPages(pages);
    return;
  }
  const budgetBytes = Number(values['budget-kb']) * 1024;
  if (!Number.isFinite(budgetBytes) || budgetBytes <= 0)
    throw new Error('--budget-kb must be a positive number');
  const result = measureScreenScripts(clientDir);
  if (values.json) console.log(JSON.stringify({ ...result, budgetBytes }, null, 2));
  else printTable(result, budgetBytes);
  if (result.totalGzipBytes >= budgetBytes) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  }
}
