/**
 * A client too slow to send its request is cut off, and when more requests
 * arrive than the database can serve in time, the excess is refused at once
 * with 503 and Retry-After (in each door's own shape) instead of queueing
 * until the client gives up. Health checks never queue.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, login } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('a slow client', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      seed: false,
      listen: true,
      env: { HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1500' },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** Opens a raw connection, sends `start`, then `drip` every 100 ms until the server hangs up. */
  function trickle(start: string, drip: string): Promise<{ answer: string; drips: number }> {
    const { port } = new URL(testApp.baseUrl);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(start));
      let answer = '';
      let drips = 0;
      const timer = setInterval(() => {
        drips += 1;
        // Bounded: a server that never hangs up fails the test instead of hanging it.
        if (drips > 100) {
          clearInterval(timer);
          socket.destroy();
          reject(new Error('the server kept a slow client for over 10 seconds'));
        } else if (!socket.destroyed) socket.write(drip);
      }, 100);
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, drips });
      });
    });
  }

  it('is cut off when it trickles its headers', async () => {
    const { drips } = await trickle(
      'GET /api/healthz HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: a\r\n',
    );
    expect(drips).toBeLessThan(50);
  });

  it('is answered 408 and cut off when its body never arrives', async () => {
    const { answer, drips } = await trickle(
      'POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
      ' ',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(drips).toBeLessThan(50);
  });

  it('does not hold up a normal request meanwhile', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/healthz`);
    expect(response.status).toBe(200);
  });
});

describe('more requests than the database can serve in time', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // One request at a time, and no request may queue for more than 50 ms.
    testApp = await createTestApp({
      seed: false,
      env: { MAX_REQUESTS_IN_FLIGHT: '1', MAX_QUEUE_WAIT_MS: '50' },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  // Each wrong password costs an argon2 check, so a burst of them outlasts the queue.
  const guess = (i: number) =>
    login(testApp.app, { email: freshEmail('busy'), password: 'wrong password' }, `10.9.${i}.1`);

  it('refuses the excess on REST with 503 and Retry-After, and serves the rest', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => guess(i)));
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThan(0);
    expect(answers.every((answer) => [401, 503].includes(answer.status))).toBe(true);
    for (const answer of refused) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(answer.body).toEqual({
        error: 'The server is busy right now. Please try again in a moment.',
        code: 'SERVICE_UNAVAILABLE',
        requestId: answer.headers['x-request-id'],
      });
    }
  });

  it('refuses the excess on tRPC in its own shape', async () => {
    const calls = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        testApp.app.inject({
          method: 'POST',
          url: '/trpc/auth.login',
          remoteAddress: `10.8.${i}.1`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ json: { email: freshEmail('busy'), password: 'wrong one' } }),
        }),
      ),
    );
    const refused = calls.filter((call) => call.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const call of refused) {
      expect(Number(call.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(call.json()).toMatchObject({
        error: { json: { data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } } },
      });
    }
  });

  it('never queues health checks', async () => {
    const busy = Promise.all(Array.from({ length: 20 }, (_, i) => guess(100 + i)));
    const health = await testApp.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(health.statusCode).toBe(200);
    await busy;
  });
});
