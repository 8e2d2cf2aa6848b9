/**
 * The real process entry drains on SIGTERM before it closes (http/drain.ts,
 * decision 030): readiness fails at once, requests a proxy would retry
 * elsewhere lose their connection before any work, POSTs are still served, a streamed
 * run already going finishes, and then the process exits 0. The cluster
 * script (npm run test:cluster) shows the same behind nginx, under load.
 * One embedded database is enough: the drain touches no query.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import { exitCode, startServer, waitFor } from '../helpers/server-process.ts';

const DRAIN_MS = 2500;

describe('graceful stop: drain, then close', () => {
  let dataDir: string;
  let fake: FakeAiProviders;
  let server: ReturnType<typeof startServer>;
  let baseUrl = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-drain-'));
    fake = await startFakeAiProviders();
    server = startServer({
      ...fake.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    });
    const ready = /^Prompt Hub is running at (http:\/\/127\.0\.0\.1:\d+) /m;
    await waitFor(() => ready.test(server.output()), 'the ready line');
    baseUrl = ready.exec(server.output())?.[1] ?? '';
  });

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await fake.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('fails readiness, refuses retryable requests, serves POSTs and the run going, then exits 0', async () => {
    // A run whose words arrive 300 ms apart (about 3.6 s): it outlasts the
    // drain, so the close must wait for it before the process exits.
    const run = fetch(`${baseUrl}/api/prompts/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
      body: JSON.stringify({
        prompt: 'Say a dozen words slowly please [[fake:slow 300]]',
        model: 'ChatGPT',
      }),
    }).then((response) => response.text());
    await fake.waitForRequest((request) => request.userText.includes('slowly'));

    server.child.kill('SIGTERM');
    await waitFor(() => server.output().includes('draining before shutting down'), 'the drain');

    const readiness = await fetch(`${baseUrl}/api/readyz`);
    expect(readiness.status).toBe(503);
    expect(readiness.headers.get('retry-after')).toBe('1');
    expect(await readiness.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', draining: true });
    expect((await fetch(`${baseUrl}/api/healthz`)).status).toBe(200);

    // What a proxy may send elsewhere loses its connection, unanswered: nginx
    // retries it on the other instance and counts this one as failing.
    await expect(fetch(`${baseUrl}/api/prompts`)).rejects.toThrow();
    const metricsWhileDraining = await fetch(`${baseUrl}/metrics`);
    expect(metricsWhileDraining.status).toBe(404);

    // A POST is not retried by proxies, so it is still served (here: a wrong password).
    const signIn = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
    });
    expect(signIn.status).toBe(401);

    const events = (await run).trim().split('\n');
    expect(JSON.parse(events.at(-1) ?? '{}')).toEqual({ type: 'done' });
    expect(await exitCode(server.child)).toBe(0);
    await expect(fetch(`${baseUrl}/api/healthz`)).rejects.toThrow();
  }, 60_000);
});
