/**
 * PGlite's WebAssembly (about 9 MB), compiled once per process. Every
 * embedded database runs on a thread of its own (pglite-worker.ts), and a
 * thread left to load PGlite compiles the module again, then optimises the
 * hot functions again as its first statements run: about a second of CPU per
 * database. A compiled module passed to the thread is shared with the ones
 * before it, optimised code included. The server opens one database, so it
 * gains little; the test suite opens hundreds (decision 051).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

let compiled: Promise<WebAssembly.Module | undefined> | undefined;

/** The module, or undefined (PGlite then loads its own) if it cannot be read. */
export function compiledPgliteWasm(): Promise<WebAssembly.Module | undefined> {
  compiled ??= (async () => {
    try {
      const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
      const bytes = await readFile(path.join(path.dirname(entry), 'pglite.wasm'));
      return await WebAssembly.compile(bytes);
    } catch {
      return undefined;
    }
  })();
  return compiled;
}
