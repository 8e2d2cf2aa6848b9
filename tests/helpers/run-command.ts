/**
 * Runs a database command as `npm run` does, through scripts/run-cli.mjs, as
 * a process of its own against a test database that outlives it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { ReopenableDatabase } from './reopenable-database.ts';

const LAUNCHER = path.resolve('scripts/run-cli.mjs');

export function runCommand(store: ReopenableDatabase, command: string, args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    // From the data folder, so a developer's .env in the project cannot point elsewhere.
    const child = spawn(process.execPath, [LAUNCHER, command, ...args], {
      cwd: store.dataDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...store.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
