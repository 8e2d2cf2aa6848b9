/**
 * `npm run fake-ai` as a person runs it: a taken port is named with the
 * --port way out, and the lines it prints let the sample prompts that name
 * Midjourney run (issue 21, item 11).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateJson } from '../helpers/generation.ts';
import { createTestApp } from '../helpers/test-app.ts';

const TSX = path.resolve('node_modules/.bin/tsx');
const SCRIPT = path.resolve('scripts/fake-ai-providers.ts');

function run(port: number): { child: ChildProcess; stdout: () => string; stderr: () => string } {
  let stdout = '';
  let stderr = '';
  const child = spawn(TSX, [SCRIPT, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stdout: () => stdout, stderr: () => stderr };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGTERM');
});

// One run is enough: the script talks to no database.
describe('npm run fake-ai', () => {
  it('names a taken port and the --port option', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const script = run(port);
      expect(await exitOf(script.child)).toBe(1);
      expect(script.stderr()).toContain(`port ${port} is already in use`);
      expect(script.stderr()).toContain(`npm run fake-ai -- --port ${port + 1}`);
    } finally {
      blocker.close();
    }
  }, 30_000);

  it('prints a Midjourney mapping, with which Midjourney runs', async () => {
    const script = run(0);
    running.push(script.child);
    const deadline = Date.now() + 20_000;
    while (!/^MIDJOURNEY_MODEL=/m.test(script.stdout())) {
      if (Date.now() > deadline || script.child.exitCode !== null) {
        throw new Error(`no env lines:\n${script.stdout()}\n${script.stderr()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Give the last lines a moment to arrive with the one just seen.
    await new Promise((resolve) => setImmediate(resolve));
    const env = Object.fromEntries(
      script
        .stdout()
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(env.MIDJOURNEY_MODEL).toMatch(/^replicate:/);

    const app = await createTestApp({ seed: false, listen: true, env });
    try {
      const answer = await generateJson(app.baseUrl, {
        prompt: 'A lighthouse at dusk',
        model: 'Midjourney',
        isImagePrompt: true,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.imageUrl).toEqual(expect.any(String));
    } finally {
      await app.close();
    }
  }, 60_000);
});
