// Runs a command-line entry (src/server/cli/<name>.ts) the way this checkout
// can: from the sources through tsx while developing, from the built output
// (dist/cli/<name>.js) in the image, which ships neither sources nor tsx.
// `npm run admin:grant`, `db:migrate` and the other database commands call it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...args] = process.argv.slice(2);
if (!name || !/^[a-z-]+$/.test(name)) {
  console.error('Usage: node scripts/run-cli.mjs <command> [arguments]');
  process.exit(2);
}

function tsxAvailable() {
  try {
    createRequire(path.join(root, 'package.json')).resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

const source = path.join(root, 'src', 'server', 'cli', `${name}.ts`);
const built = path.join(root, 'dist', 'cli', `${name}.js`);
// tsx is named by its resolved address: a bare --import resolves from the
// working directory, which need not be the project (a test runs from DATA_DIR).
let command;
if (existsSync(source) && tsxAvailable()) {
  command = ['--import', import.meta.resolve('tsx'), source, ...args];
} else if (existsSync(built)) {
  command = [built, ...args];
} else {
  console.error(`No command "${name}": neither ${source} (with tsx) nor ${built} exists.`);
  process.exit(2);
}

const result = spawnSync(process.execPath, command, { stdio: 'inherit', cwd: process.cwd() });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
