// Starts pglite-worker.ts when the server runs from source (tsx, Vitest):
// Node 20 does not pass the main thread's TypeScript loader to a worker, so
// the worker loads it itself. The built server starts dist/server/pglite-worker.js.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-worker.ts', import.meta.url);
