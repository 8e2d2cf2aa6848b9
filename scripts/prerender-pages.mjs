/**
 * Renders every public page once, at build time (decision 018), with the
 * server entry `vite build --ssr` made (dist/prerender/prerender.js), and
 * writes their #root content to dist/prerender/pages.json, which the
 * server sends. A page's HTML depends only on the build, so no request
 * ever waits for a render.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist/prerender');
const started = performance.now();
const { renderPages } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
const pages = await renderPages();
await writeFile(path.join(outDir, 'pages.json'), JSON.stringify(pages));
const ms = Math.round(performance.now() - started);
console.log(
  `prerendered ${Object.keys(pages).length} pages in ${ms} ms → dist/prerender/pages.json`,
);
