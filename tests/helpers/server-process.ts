/**
 * The real process entry (src/server/index.ts) in a child process, for the
 * tests that boot it: its output as it comes, and its exit.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ENTRY = path.resolve('src/server/index.ts');

export function startServer(
  env: Record<string, string>,
  options: {
    /** A command the server runs under (e.g. unshare for a pid namespace of its own). */
    prefix?: string[];
    /** Another entry under src/server (a command-line one), with its arguments. */
    entry?: string[];
  } = {},
): {
  child: ChildProcess;
  output: () => string;
} {
  let output = '';
  // Node itself with tsx's loader, not the tsx command: the command relays
  // signals to a second process and, on a busy machine, may end itself with
  // SIGTERM before it learns that the server handles the signal.
  const [entry, ...entryArgs] = options.entry ?? [ENTRY];
  const node = [process.execPath, '--import', 'tsx', path.resolve(entry ?? ENTRY), ...entryArgs];
  const [command = process.execPath, ...args] = [...(options.prefix ?? []), ...node];
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

export function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function waitFor(
  check: () => boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
