/**
 * Repeated failed sign-ins (POST /api/users/login and auth.login): 429 with
 * Retry-After, per account (from any address) and per client address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
} from '../../src/server/services/accounts/sign-in-throttle.ts';
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

describe('the sign-in throttle', () => {
  const fail = (email: string, address: string) =>
    login(testApp.app, { email, password: 'definitely wrong' }, address);

  function expectThrottled(response: Awaited<ReturnType<typeof login>>) {
    expect(response.status).toBe(429);
    expect(response.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((response.body as unknown as ErrorJson).error).toMatch(/^Too many failed sign-in/);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  }

  it('stops an account after repeated failures, from any address, even with the right password', async () => {
    const account = await registerAccount(testApp.app);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await fail(account.email, `198.51.100.${i + 1}`)).status).toBe(401);
    }
    expectThrottled(await login(testApp.app, account, '198.51.100.200'));
    expectThrottled(await login(testApp.app, { ...account, email: account.email.toUpperCase() }));
    // Another account from one of those addresses is not affected.
    const other = await registerAccount(testApp.app);
    expect((await login(testApp.app, other, '198.51.100.1')).status).toBe(200);
  });

  it('stops an address after repeated failures across accounts', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1) {
      expect((await fail(freshEmail('spray'), address)).status).toBe(401);
    }
    const account = await registerAccount(testApp.app);
    expectThrottled(await login(testApp.app, account, address));
    expect((await login(testApp.app, account, '203.0.113.10')).status).toBe(200);
  });

  it('starts counting again after a successful sign-in', async () => {
    const account = await registerAccount(testApp.app);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i += 1) {
        await fail(account.email, `192.0.2.${100 + round * 10 + i}`);
      }
      expect((await login(testApp.app, account, '192.0.2.99')).status).toBe(200);
    }
  });

  it('throttles the web app door too', async () => {
    const account = await registerAccount(testApp.app);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1) {
      await fail(account.email, `192.0.2.${200 + i}`);
    }
    const response = await trpcMutationResponse(testApp.app, 'auth.login', {
      email: account.email,
      password: account.password,
    });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(cookieLine(response.headers, 'session')).toBeUndefined();
  });
});
