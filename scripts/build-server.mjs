// Bundles the server into dist/server/index.js, the embedded database's
// worker thread into dist/server/pglite-worker.js beside it (the worker is
// started from its own file), and each shipped command-line entry into
// dist/cli/<name>.js, which scripts/run-cli.mjs runs where there is no
// src/ and no tsx (the image). Dependencies stay external (installed by npm),
// only our own TypeScript is compiled and joined. Then it makes the empty,
// migrated database a first start loads (dist/server/pglite-template.tar.gz).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  logLevel: 'info',
};

/** The commands a deployment runs (src/server/cli/<name>.ts, npm run ...). */
const SHIPPED_COMMANDS = [
  'migrate',
  'seed',
  'seed-bulk',
  'admin-grant',
  'data-export',
  'data-import',
];

await build({
  ...common,
  entryPoints: {
    index: 'src/server/index.ts',
    'pglite-worker': 'src/server/db/pglite-worker.ts',
  },
  outdir: 'dist/server',
  sourcemap: true,
});

// The commands open the embedded database through the same worker, which
// they look for beside themselves: it is copied into dist/cli/ by the
// second build below rather than shared, so each folder stands alone.
await build({
  ...common,
  entryPoints: {
    ...Object.fromEntries(SHIPPED_COMMANDS.map((name) => [name, `src/server/cli/${name}.ts`])),
    'pglite-worker': 'src/server/db/pglite-worker.ts',
  },
  outdir: 'dist/cli',
  sourcemap: true,
});

// The template maker runs once here and is not shipped. It is bundled inside
// the project so its dependencies resolve from node_modules.
const scratch = mkdtempSync(path.join('dist', '.template-maker-'));
try {
  const maker = path.join(scratch, 'make-pglite-template.mjs');
  await build({
    ...common,
    entryPoints: ['src/server/cli/make-pglite-template.ts'],
    outfile: maker,
    logLevel: 'warning',
  });
  execFileSync(process.execPath, [maker, 'dist/server'], { stdio: 'inherit' });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
