/**
 * Sign-ups are bounded per address group (SIGNUP_LIMIT_PER_HOUR, here the
 * default 5; IPv6 by /64) on both doors, REST and tRPC, with 429 and
 * Retry-After; counted atomically over real concurrent connections, and a
 * sign-up refused because the email is taken counts too: its password was
 * hashed all the same.
 * A first Google sign-in that creates an account counts too.
 * Behind a proxy without TRUST_PROXY every client would share one count:
 * the log and readiness say so.
 */
import { count, inArray } from 'drizzle-orm';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { UNTRUSTED_PROXY_WARNING } from '../../src/server/http/untrusted-proxy-warning.ts';
import { freshEmail } from '../helpers/accounts.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { newIdentity, startMockProvider } from '../helpers/oidc-mock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    seed: false,
    listen: true,
    // X-Forwarded-For names the client, so one test can be many places.
    env: { SIGNUP_LIMIT_PER_HOUR: '5', TRUST_PROXY: 'true' },
  });
});

afterAll(async () => {
  await testApp.close();
});

async function register(address: string, email = freshEmail('signup')) {
  const response = await fetch(`${testApp.baseUrl}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ name: 'New Person', email, password: 'a long enough password' }),
  });
  const body = (await response.json()) as { error?: string; code?: string };
  return {
    email,
    status: response.status,
    body,
    retryAfter: response.headers.get('retry-after'),
    policy: response.headers.get('ratelimit-policy'),
    rateLimit: response.headers.get('ratelimit'),
  };
}

async function registerOverTrpc(address: string, email = freshEmail('signup-trpc')) {
  const response = await fetch(`${testApp.baseUrl}/trpc/auth.register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(
      superjson.serialize({ name: 'New Person', email, password: 'a long enough password' }),
    ),
  });
  await response.body?.cancel();
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

async function accountsWith(emails: string[]): Promise<number> {
  const [row] = await testApp.database.db
    .select({ n: count() })
    .from(users)
    .where(inArray(users.email, emails));
  return row?.n ?? 0;
}

describe('the sign-up limit', () => {
  it('lets exactly 5 of 20 parallel sign-ups from one address through', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => register('192.0.2.10')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(15).fill(429)]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(refused?.body.error).toMatch(/^Too many accounts were created from your network/);
    expect(Number(refused?.retryAfter)).toBeGreaterThan(3500);
    expect(Number(refused?.retryAfter)).toBeLessThanOrEqual(3600);
    // The IETF RateLimit fields: 5 an hour, none left until Retry-After.
    expect(refused?.policy).toBe('"sign-up";q=5;w=3600');
    expect(refused?.rateLimit).toBe(`"sign-up";r=0;t=${String(refused?.retryAfter)}`);
    const made = answers.filter((answer) => answer.status === 201);
    expect(made.every((answer) => answer.policy === '"sign-up";q=5;w=3600')).toBe(true);
    expect(made.map((answer) => answer.rateLimit?.match(/r=(\d)/)?.[1]).sort()).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(await accountsWith(answers.map((answer) => answer.email))).toBe(5);
    // Another address is not held back.
    expect((await register('192.0.2.11')).status).toBe(201);
  });

  it('counts both doors together', async () => {
    for (let i = 0; i < 3; i += 1) expect((await register('192.0.2.20')).status).toBe(201);
    for (let i = 0; i < 2; i += 1) expect((await registerOverTrpc('192.0.2.20')).status).toBe(200);
    const overTrpc = await registerOverTrpc('192.0.2.20');
    expect(overTrpc.status).toBe(429);
    expect(Number(overTrpc.retryAfter)).toBeGreaterThan(0);
    expect((await register('192.0.2.20')).status).toBe(429);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let i = 1; i <= 5; i += 1) {
      expect((await register(`2001:db8:aa:bb::${i}`)).status).toBe(201);
    }
    expect((await register('2001:db8:aa:bb:ffff:1:2:3')).status).toBe(429);
    expect((await register('2001:db8:aa:bc::1')).status).toBe(201);
  });

  it('counts a sign-up refused because the email is taken (its hash was made)', async () => {
    const taken = await register('192.0.2.30');
    expect(taken.status).toBe(201);
    for (let i = 0; i < 4; i += 1) {
      expect((await register('192.0.2.30', taken.email)).status).toBe(409);
    }
    // The sixth attempt of the hour is refused before any hash, taken email or not.
    expect((await register('192.0.2.30', taken.email)).status).toBe(429);
    expect((await register('192.0.2.30')).status).toBe(429);
  });
});

describe('a first Google sign-in', () => {
  it('counts as a sign-up; signing in again to an existing account does not', async () => {
    const provider = await startMockProvider();
    const googleApp = await createTestApp({
      seed: false,
      env: { ...provider.env, SIGNUP_LIMIT_PER_HOUR: '2' },
    });
    try {
      const signIn = async (identity: ReturnType<typeof newIdentity>) => {
        const response = await googleApp.app.inject({
          method: 'POST',
          url: '/api/auth/google',
          payload: { token: await provider.idToken(identity) },
          remoteAddress: '192.0.2.40',
        });
        return { status: response.statusCode, retryAfter: response.headers['retry-after'] };
      };
      const first = newIdentity();
      expect((await signIn(first)).status).toBe(200);
      expect((await signIn(newIdentity())).status).toBe(200);
      const third = newIdentity();
      const refused = await signIn(third);
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(await accountsWith([third.email])).toBe(0);
      expect((await signIn(first)).status).toBe(200);
    } finally {
      await googleApp.close();
      await provider.stop();
    }
  });
});

describe('a proxy the app does not trust', () => {
  it('is named once in the log and in every readiness answer after', async () => {
    const logs = captureLogs();
    const untrusting = await createTestApp({
      seed: false,
      env: { LOG_LEVEL: 'warn' },
      logStream: logs.stream,
    });
    try {
      const ready = () => untrusting.app.inject({ method: 'GET', url: '/api/readyz' });
      expect((await ready()).json()).toEqual({ status: 'ready', database: 'up' });
      for (let i = 0; i < 3; i += 1) {
        await untrusting.app.inject({
          method: 'GET',
          url: '/api/healthz',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
      }
      const answer = await ready();
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        status: 'ready',
        database: 'up',
        warnings: [UNTRUSTED_PROXY_WARNING],
      });
      const warned = logs.lines().filter((line) => line.msg === UNTRUSTED_PROXY_WARNING);
      expect(warned).toHaveLength(1);
      expect(warned[0]?.level).toBe(40);
    } finally {
      await untrusting.close();
    }
  });

  it('is not named when TRUST_PROXY is set', async () => {
    await fetch(`${testApp.baseUrl}/api/healthz`, { headers: { 'x-forwarded-for': '192.0.2.99' } });
    const answer = await fetch(`${testApp.baseUrl}/api/readyz`);
    expect(await answer.json()).toEqual({ status: 'ready', database: 'up' });
  });
});
