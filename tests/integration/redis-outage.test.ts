/**
 * Redis trouble (REDIS_URL set, Redis away): whatever needs a limit it
 * keeps (sign-in, sign-up) answers 503 with Retry-After within about a
 * second, failing closed; reading the library does not depend on it;
 * readiness says redis: down; the log gets one line when Redis goes away
 * and one when it is back, and ioredis prints nothing to stderr. Over real
 * HTTP, with Redis at a closed port, and with the real Redis behind a
 * proxy that the test cuts and restores.
 */
import net from 'node:net';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshEmail } from '../helpers/accounts.ts';
import { captureLogs, type LogCapture } from '../helpers/log-capture.ts';
import { REDIS_REQUIRED, redisUnavailable, TEST_REDIS_URL } from '../helpers/redis-probe.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const REDIS_URL = TEST_REDIS_URL;
const WENT_DOWN = 'Redis is not answering: sign-in and sign-up answer 503 until it is back';
const CAME_BACK = 'Redis answers again: rate limits are checked again';

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address && typeof address === 'object' ? address.port : 1;
}

/** What the process writes to stderr while a test runs (ioredis prints unhandled errors with console.error). */
let stderr = '';
const realWrite = process.stderr.write.bind(process.stderr);
const realConsoleError = console.error;
beforeEach(() => {
  stderr = '';
  process.stderr.write = (chunk: string | Uint8Array, ...rest: never[]) => {
    stderr += chunk.toString();
    return realWrite(chunk, ...rest);
  };
  console.error = (...parts: unknown[]) => {
    stderr += `${parts.map(String).join(' ')}\n`;
    realConsoleError(...parts);
  };
});
afterEach(() => {
  process.stderr.write = realWrite;
  console.error = realConsoleError;
});

async function startApp(redisUrl: string, logs: LogCapture): Promise<TestApp> {
  return createTestApp({
    seed: false,
    listen: true,
    // On, so sign-up asks Redis, but high: the real Redis keeps the counts
    // of earlier runs (both database projects, reruns) for an hour.
    env: { REDIS_URL: redisUrl, SIGNUP_LIMIT_PER_HOUR: '10000', LOG_LEVEL: 'info' },
    logStream: logs.stream,
  });
}

async function timed(app: TestApp, path: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as Record<string, unknown>;
  return {
    status: response.status,
    json,
    retryAfter: response.headers.get('retry-after'),
    ms: performance.now() - started,
  };
}

const signIn = (app: TestApp) =>
  timed(app, '/api/users/login', { email: freshEmail(), password: 'not the password' });
const signUp = (app: TestApp) =>
  timed(app, '/api/users/register', {
    name: 'New Person',
    email: freshEmail('redis'),
    password: 'a long enough password',
  });

function linesSaying(logs: LogCapture, message: string) {
  return logs.lines().filter((line) => line.msg === message);
}

describe('with REDIS_URL at a port where nothing listens', () => {
  const logs = captureLogs();
  let app: TestApp | undefined;
  afterAll(async () => {
    await app?.close();
  });

  it('answers sign-in and sign-up 503 at once, and still serves the library', async () => {
    app = await startApp(`redis://127.0.0.1:${await closedPort()}`, logs);
    for (let i = 0; i < 5; i += 1) {
      const answer = await signIn(app);
      expect(answer.status).toBe(503);
      expect(answer.json).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.ms).toBeLessThan(2000);
    }
    const refusedSignUp = await signUp(app);
    expect(refusedSignUp.status).toBe(503);
    expect(Number(refusedSignUp.retryAfter)).toBeGreaterThan(0);

    const library = await timed(app, '/api/prompts');
    expect(library.status).toBe(200);

    const ready = await timed(app, '/api/readyz');
    expect(ready.status).toBe(503);
    expect(ready.json).toMatchObject({ database: 'up', redis: 'down' });
    expect(Number(ready.retryAfter)).toBeGreaterThan(0);

    // Reconnection keeps failing in the background: still one line, no stderr.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(linesSaying(logs, WENT_DOWN)).toHaveLength(1);
    expect(stderr).not.toMatch(/Unhandled error event/);
  });
});

const redisHere = (await redisUnavailable()) === null;

describe.skipIf(!redisHere && !REDIS_REQUIRED)('with Redis going away and coming back', () => {
  const logs = captureLogs();
  let proxy: TcpProxy | undefined;
  let app: TestApp | undefined;
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
  });

  it('answers 503 while it is away and counts again once it is back', async () => {
    const { hostname, port } = new URL(REDIS_URL);
    proxy = await startTcpProxy(hostname, Number(port || 6379));
    app = await startApp(`redis://127.0.0.1:${proxy.port}`, logs);
    expect((await signIn(app)).status).toBe(401);
    expect((await timed(app, '/api/readyz')).json).toMatchObject({ status: 'ready', redis: 'up' });

    await proxy.cut();
    const during = await signIn(app);
    expect(during.status).toBe(503);
    expect(during.ms).toBeLessThan(2000);
    expect(Number(during.retryAfter)).toBeGreaterThan(0);
    expect((await timed(app, '/api/prompts')).status).toBe(200);
    expect((await timed(app, '/api/readyz')).status).toBe(503);

    await proxy.restore();
    await expect
      .poll(async () => (await signIn(app as TestApp)).status, { timeout: 10_000, interval: 250 })
      .toBe(401);
    expect((await timed(app, '/api/readyz')).json).toMatchObject({ status: 'ready', redis: 'up' });
    expect((await signUp(app)).status).toBe(201);

    expect(linesSaying(logs, WENT_DOWN)).toHaveLength(1);
    expect(linesSaying(logs, CAME_BACK)).toHaveLength(1);
    expect(stderr).not.toMatch(/Unhandled error event/);
  });
});
