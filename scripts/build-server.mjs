// Bundles the server into dist/server/index.js, and the embedded database's
// worker thread into dist/server/pglite-worker.js beside it (the worker is
// started from its own file). Dependencies stay external (installed by npm),
// only our own TypeScript is compiled and joined.
import { build } from 'esbuild';

await build({
  entryPoints: {
    index: 'src/server/index.ts',
    'pglite-worker': 'src/server/db/pglite-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
});
