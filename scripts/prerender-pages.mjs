/**
 * Renders every public page once, at build time (decision 018), with the
 * server entry `vite build --ssr` made (dist/prerender/prerender.js), and
 * writes their #root content to dist/prerender/pages.json, which the
 * server sends. A page's HTML depends only on the build, so no request
 * ever waits for a render.
 *
 * It also writes dist/prerender/screen-chunks.json: for each public page,
 * the chunks its screen needs beyond the entry's (from Vite's manifest),
 * which the server links in the page's head so the browser fetches them
 * with the page (decision 016).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist/prerender');
const started = performance.now();
const { renderPages, screenModules } = await import(
  pathToFileURL(path.join(outDir, 'prerender.js')).href
);
const pages = await renderPages();
await writeFile(path.join(outDir, 'pages.json'), JSON.stringify(pages));

const manifestDir = path.join(root, 'dist/client/.vite');
const manifest = JSON.parse(await readFile(path.join(manifestDir, 'manifest.json'), 'utf8'));
// Read once here; the client folder is served as it is, and the manifest is for the build.
await rm(manifestDir, { recursive: true });

/** A manifest entry's key with every chunk it imports statically, however deep. */
function withImports(key, found = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the client build's manifest`);
  if (found.has(key)) return found;
  found.add(key);
  for (const imported of chunk.imports ?? []) withImports(imported, found);
  return found;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const withEntry = withImports(entryKey);
const screenChunks = Object.fromEntries(
  Object.entries(screenModules()).map(([page, module]) => [
    page,
    [...withImports(module)]
      .filter((key) => !withEntry.has(key))
      .map((key) => `/${manifest[key].file}`),
  ]),
);
await writeFile(path.join(outDir, 'screen-chunks.json'), JSON.stringify(screenChunks));
const ms = Math.round(performance.now() - started);
console.log(
  `prerendered ${Object.keys(pages).length} pages in ${ms} ms → dist/prerender/pages.json`,
);
