/**
 * Compresses the built client's hashed assets once, at build time, beside
 * each file (`.br` at Brotli's best quality, `.gz` at gzip level 9); the
 * server sends them as they are (`preCompressed` in src/server/pages/spa.ts).
 * Compressing a 400 KB script on every request cost the server 40 to 100 ms
 * before its first byte, and the best Brotli level, too slow for a request,
 * is free here and sends fewer bytes (decision 016).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assetsDir = path.join(root, 'dist/client/assets');
/** What a browser fetches as text; source maps are left as they are. */
const COMPRESSED_KINDS = new Set(['.js', '.css', '.svg', '.json']);
/** The same floor as the server's own compression: below it, headers cost more than they save. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `file.br` and `file.gz`; null for a file too small to gain. */
async function precompress(file) {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: bytes.length, br: br.length };
}

const started = performance.now();
const names = (await readdir(assetsDir)).filter((name) => COMPRESSED_KINDS.has(path.extname(name)));
let raw = 0;
let br = 0;
let count = 0;
for (const name of names) {
  const sizes = await precompress(path.join(assetsDir, name));
  if (!sizes) continue;
  raw += sizes.raw;
  br += sizes.br;
  count += 1;
}
const ms = Math.round(performance.now() - started);
console.log(
  `precompressed ${count} assets in ${ms} ms: ${Math.round(raw / 1024)} KB → ${Math.round(br / 1024)} KB brotli`,
);
