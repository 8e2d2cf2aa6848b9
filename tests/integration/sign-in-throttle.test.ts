/**
 * Repeated failed sign-ins (POST /api/users/login and auth.login), with the
 * scheme of decision 008: 429 with Retry-After per account and address, per
 * address, and per account from unfamiliar addresses; attempts counted
 * atomically, so parallel guesses never get more tries than the limit; and
 * never a lock-out of the owner signing in from somewhere else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressGroup } from '../../src/server/rate-limit/address-group.ts';
import { SIGN_IN_LIMITS } from '../../src/server/services/accounts/sign-in-throttle.ts';
import {
  cookieLine,
  freshEmail,
  login,
  registerAccount,
  trpcMutationResponse,
} from '../helpers/accounts.ts';
import type { ErrorJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});

afterAll(async () => {
  await testApp.close();
});

type LoginResponse = Awaited<ReturnType<typeof login>>;

const fail = (email: string, address: string) =>
  login(testApp.app, { email, password: 'definitely wrong' }, address);

function expectThrottled(response: LoginResponse) {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  expect((response.body as unknown as ErrorJson).error).toMatch(/^Too many failed sign-in/);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60 * 60);
  // The IETF RateLimit fields name the limit that refused, with nothing left until Retry-After.
  expect(response.headers['ratelimit-policy']).toMatch(
    /^"sign-in(-network|-account)?";q=(5|100|50);w=(900|3600)$/,
  );
  expect(response.headers.ratelimit).toMatch(/^"sign-in(-network|-account)?";r=0;t=\d+$/);
  expect(String(response.headers.ratelimit)).toContain(`t=${retryAfter}`);
}

function statusCounts(responses: LoginResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('one account from one address', () => {
  it('stops that pair after 5 failures, even with the right password', async () => {
    const account = await registerAccount(testApp.app);
    for (let i = 0; i < SIGN_IN_LIMITS.pair.max; i += 1) {
      expect((await fail(account.email, '198.51.100.1')).status).toBe(401);
    }
    const refused = await login(testApp.app, account, '198.51.100.1');
    expectThrottled(refused);
    expect(refused.headers['ratelimit-policy']).toBe('"sign-in";q=5;w=900');
    expectThrottled(
      await login(testApp.app, { ...account, email: account.email.toUpperCase() }, '198.51.100.1'),
    );
  });

  it('gives 40 parallel wrong guesses exactly 5 tries', async () => {
    const account = await registerAccount(testApp.app);
    const guesses = await Promise.all(
      Array.from({ length: 40 }, () => fail(account.email, '198.51.100.2')),
    );
    expect(statusCounts(guesses)).toEqual({ 401: 5, 429: 35 });
  });

  it('lets the right password in from a fresh address while another address is throttled', async () => {
    const account = await registerAccount(testApp.app);
    await Promise.all(Array.from({ length: 10 }, () => fail(account.email, '198.51.100.3')));
    expectThrottled(await fail(account.email, '198.51.100.3'));
    expect((await login(testApp.app, account, '198.51.100.4')).status).toBe(200);
    // ...and the throttled address may still sign in to another account.
    const other = await registerAccount(testApp.app);
    expect((await login(testApp.app, other, '198.51.100.3')).status).toBe(200);
  });

  it('forgives earlier typos after a successful sign-in', async () => {
    const account = await registerAccount(testApp.app);
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < SIGN_IN_LIMITS.pair.max - 1; i += 1) {
        expect((await fail(account.email, '192.0.2.10')).status).toBe(401);
      }
      expect((await login(testApp.app, account, '192.0.2.10')).status).toBe(200);
    }
  });

  it('counts an IPv6 client per /64, so rotating the last bits does not help', async () => {
    expect(addressGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002::ffff')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('::ffff:192.0.2.1')).toBe('192.0.2.1');
    const account = await registerAccount(testApp.app);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => fail(account.email, `2001:db8:1:2::${i + 1}`)),
    );
    expect(statusCounts(guesses)).toEqual({ 401: 5, 429: 7 });
  });
});

describe('one address spraying many accounts', () => {
  it('stops the address after 100 tries in parallel, and no other address', async () => {
    const address = '203.0.113.9';
    const sprayed = await Promise.all(
      Array.from({ length: SIGN_IN_LIMITS.address.max + 10 }, () =>
        fail(freshEmail('spray'), address),
      ),
    );
    expect(statusCounts(sprayed)).toEqual({ 401: 100, 429: 10 });
    const account = await registerAccount(testApp.app);
    expectThrottled(await login(testApp.app, account, address));
    expect((await login(testApp.app, account, '203.0.113.10')).status).toBe(200);
  });
});

describe('one account guessed from many addresses', () => {
  it('allows 50 tries an hour from unfamiliar addresses, yet lets the owner in from a familiar one', async () => {
    const account = await registerAccount(testApp.app);
    const home = '192.0.2.200';
    expect((await login(testApp.app, account, home)).status).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => fail(account.email, `10.20.${i}.1`)),
    );
    expect(statusCounts(guesses)).toEqual({ 401: 50, 429: 10 });
    expectThrottled(await login(testApp.app, account, '10.99.0.1'));
    expect((await login(testApp.app, account, home)).status).toBe(200);
  });
});

describe('the web app door', () => {
  it('throttles auth.login too, with Retry-After and no cookie', async () => {
    const account = await registerAccount(testApp.app);
    for (let i = 0; i < SIGN_IN_LIMITS.pair.max; i += 1) await fail(account.email, '127.0.0.1');
    const response = await trpcMutationResponse(testApp.app, 'auth.login', {
      email: account.email,
      password: account.password,
    });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(cookieLine(response.headers, 'session')).toBeUndefined();
  });
});
