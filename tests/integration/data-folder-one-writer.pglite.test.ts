/**
 * The embedded database has one writer, whatever the process ids
 * (decision 026), and admin:grant works while the app holds the folder
 * (decision 031). Each server runs in a pid namespace of its own
 * (`unshare -pf --mount-proc`, as root), where it is process 1, like an app
 * in a container: two of them on one DATA_DIR used to both start.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCode, startServer, waitFor } from '../helpers/server-process.ts';

/** Its own pid namespace; should the test die, unshare's end sends the server SIGTERM. */
const OWN_PID_NAMESPACE = ['unshare', '-pf', '--mount-proc', '--kill-child=SIGTERM'];
const READY = /^Prompt Hub is running at http:\/\/127\.0\.0\.1:(\d+) \(pglite\)$/m;
const SETUP = /^No admin yet: sign up, then open (http:\/\/\S+\/setup\/([\w-]{43})) /m;

let dataDir: string;
let env: Record<string, string>;
const started: ReturnType<typeof startServer>[] = [];

function start(options: Parameters<typeof startServer>[1] = {}) {
  const server = startServer(env, options);
  started.push(server);
  return server;
}

async function startServing() {
  const server = start({ prefix: OWN_PID_NAMESPACE });
  await waitFor(() => READY.test(server.output()), 'the ready line');
  const baseUrl = `http://127.0.0.1:${READY.exec(server.output())?.[1]}`;
  return { server, baseUrl };
}

function runCommand(name: string, args: string[] = []) {
  const command = start({ entry: [`src/server/cli/${name}.ts`, ...args] });
  return exitCode(command.child).then((code) => ({ code, output: command.output() }));
}

async function setupState(baseUrl: string, token: string): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ json: { token } }));
  const response = await fetch(`${baseUrl}/trpc/setup.status?input=${input}`);
  const body = (await response.json()) as { result: { data: { json: { state: string } } } };
  return body.result.data.json.state;
}

/** Sends raw text to the app's control socket; its one-line JSON answer. */
function askSocket(text: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(path.join(dataDir, 'control', 'control.sock'));
    let received = '';
    socket.on('connect', () => socket.write(text));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('end', () => resolve(JSON.parse(received)));
  });
}

/**
 * The server's id outside its namespace: unshare's child. (unshare holds
 * its own signals while it waits, so the server is signalled directly.)
 */
function serverPid(unshare: ChildProcess): number {
  const pid = unshare.pid ?? 0;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
  return Number(children.trim().split(' ')[0]);
}

let first: Awaited<ReturnType<typeof startServing>>;
let setupToken = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-one-writer-'));
  env = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  first = await startServing();
  await waitFor(() => SETUP.test(first.server.output()), 'the setup link');
  setupToken = SETUP.exec(first.server.output())?.[2] ?? '';
});

afterAll(async () => {
  for (const { child } of started) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(started.map(({ child }) => exitCode(child)));
  await rm(dataDir, { recursive: true, force: true });
});

describe('one process per data folder', () => {
  it('prints a setup link beside the URL line on a fresh install', () => {
    const lines = first.server.output().split('\n');
    const ready = lines.findIndex((line) => READY.test(line));
    expect(lines[ready + 1]).toMatch(SETUP);
    expect(SETUP.exec(first.server.output())?.[1]).toBe(`${first.baseUrl}/setup/${setupToken}`);
  });

  it('refuses a second server in another pid namespace, naming the folder and the holder', async () => {
    const second = start({ prefix: OWN_PID_NAMESPACE });
    expect(await exitCode(second.child)).toBe(1);
    // Both are process 1 in their namespaces: only a lock the kernel holds tells them apart.
    const holder = `process 1 on host ${os.hostname()}`;
    expect(second.output()).toContain(
      `The embedded database in ${path.join(dataDir, 'pglite')} is in use by ${holder}`,
    );
    expect(second.output()).not.toContain('Prompt Hub is running');
    const response = await fetch(`${first.baseUrl}/api/prompts?limit=1`);
    expect(response.status).toBe(200);
  });

  it('refuses db:migrate and db:seed while the app holds the folder', async () => {
    for (const name of ['migrate', 'seed']) {
      const result = await runCommand(name);
      expect(result.code).toBe(1);
      expect(result.output).toContain(`The embedded database in ${path.join(dataDir, 'pglite')}`);
    }
  });
});

describe('admin:grant while the app runs', () => {
  it('listens on DATA_DIR/control/control.sock, in a folder only its owner may open', () => {
    expect(statSync(path.join(dataDir, 'control')).mode & 0o777).toBe(0o700);
    const mode = statSync(path.join(dataDir, 'control', 'control.sock')).mode;
    expect(mode & 0o777).toBe(0o600);
  });

  it('refuses an oversize or unknown request with a reason, and keeps serving', async () => {
    const huge = await askSocket('x'.repeat(10_000));
    expect(huge).toEqual({ ok: false, error: 'The request is longer than 4096 bytes.' });
    expect(await askSocket('not json\n')).toEqual({ ok: false, error: 'The request is not JSON.' });
    expect(await askSocket('{"command":"drop-everything"}\n')).toEqual({
      ok: false,
      error: 'Unknown or malformed request.',
    });
    const response = await fetch(`${first.baseUrl}/api/prompts?limit=1`);
    expect(response.status).toBe(200);
    expect(await askSocket('{"command":"admin-grant","email":"nobody@test.example"}\n')).toEqual({
      ok: true,
      granted: null,
    });
  });

  it('grants through the running app, which then has an admin', async () => {
    const email = 'first.admin@test.example';
    const register = await fetch(`${first.baseUrl}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'First Admin', email, password: 'a long enough password' }),
    });
    expect(register.status).toBe(201);
    const granted = await runCommand('admin-grant', [email]);
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.output).toContain(`First Admin <${email}> is now an admin.`);
    // The grant spent the printed link: it stays dead even without an admin.
    expect(await setupState(first.baseUrl, setupToken)).toBe('used');
    const unknown = await runCommand('admin-grant', ['nobody@test.example']);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No account with the email nobody@test.example.');
  });
});

describe('after the holder dies', () => {
  it(
    'a killed server leaves nothing to clean up: the next one starts',
    { timeout: 60_000 },
    async () => {
      // The server itself killed outright, as by the OOM killer.
      process.kill(serverPid(first.server.child), 'SIGKILL');
      await exitCode(first.server.child);
      const next = await startServing();
      expect(next.server.output()).not.toContain('No admin yet');
      const response = await fetch(`${next.baseUrl}/api/prompts?limit=1`);
      expect(response.status).toBe(200);
      process.kill(serverPid(next.server.child), 'SIGTERM');
      expect(await exitCode(next.server.child)).toBe(0);
    },
  );

  it('a command opens the folder itself once no app holds it', async () => {
    const result = await runCommand('admin-grant', ['first.admin@test.example']);
    expect(result).toMatchObject({ code: 0 });
    expect(result.output).toContain('is already an admin.');
  });
});
