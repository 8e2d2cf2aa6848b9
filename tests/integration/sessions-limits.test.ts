/**
 * Sessions an account holds: a password change ends every other one (the
 * one that made the change stays, and the answer says how many ended), and
 * no account holds more than MAX_SESSIONS_PER_USER, however often or
 * however concurrently it signs in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SESSIONS_PER_USER } from '../../src/server/auth/session-tokens.ts';
import { sessions } from '../../src/server/db/schema.ts';
import {
  bearerOf,
  login,
  registerAccount,
  sendJson,
  sessionCountOf,
  trpcMutationResponse,
  whoAmI,
} from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});

afterAll(async () => {
  await testApp.close();
});

const me = (token: string) => whoAmI(testApp.app, token);

async function signInTimes(account: { email: string; password: string }, times: number) {
  const tokens: string[] = [];
  for (let i = 0; i < times; i += 1) {
    const response = await login(testApp.app, account);
    if (response.status !== 200) throw new Error(`sign-in ${i} failed: ${response.status}`);
    tokens.push(response.body.token);
  }
  return tokens;
}

describe('a password change', () => {
  it('ends every other session (REST), keeps this one, and says how many ended', async () => {
    const account = await registerAccount(testApp.app);
    const [laptop, phone] = await signInTimes(account, 2);
    const changed = await sendJson<{ otherSessionsEnded: number; user: { _id: string } }>(
      testApp.app,
      {
        method: 'PUT',
        url: '/api/users/me',
        headers: bearerOf(account.token),
        payload: { currentPassword: account.password, newPassword: 'a brand new password' },
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.otherSessionsEnded).toBe(2);
    expect((await me(account.token)).status).toBe(200);
    for (const ended of [laptop, phone]) expect((await me(ended ?? '')).status).toBe(401);
    expect(await sessionCountOf(testApp.database.db, account.user._id)).toBe(1);
  });

  it('ends every other session from the web app too (tRPC)', async () => {
    const account = await registerAccount(testApp.app);
    const [other] = await signInTimes(account, 1);
    const result = await trpcCall<{ otherSessionsEnded: number }>(
      testApp.app,
      {
        path: 'account.updateProfile',
        type: 'mutation',
        input: { currentPassword: account.password, newPassword: 'another new password' },
      },
      bearerOf(account.token),
    );
    expect(result).toMatchObject({ ok: true, data: { otherSessionsEnded: 1 } });
    expect((await me(other ?? '')).status).toBe(401);
    expect((await me(account.token)).status).toBe(200);
  });

  it('ends nothing when only the name changes, or when the current password is wrong', async () => {
    const account = await registerAccount(testApp.app);
    const [other] = await signInTimes(account, 1);
    const renamed = await sendJson<{ otherSessionsEnded: number }>(testApp.app, {
      method: 'PUT',
      url: '/api/users/me',
      headers: bearerOf(account.token),
      payload: { name: 'Just Renamed' },
    });
    expect(renamed.body.otherSessionsEnded).toBe(0);
    const wrong = await trpcMutationResponse(
      testApp.app,
      'account.updateProfile',
      { currentPassword: 'not the password', newPassword: 'a brand new password' },
      bearerOf(account.token),
    );
    expect(wrong.statusCode).toBe(400);
    expect((await me(other ?? '')).status).toBe(200);
  });
});

describe('the number of sessions', () => {
  it(`stays at ${MAX_SESSIONS_PER_USER}: signing in again ends the oldest`, async () => {
    const account = await registerAccount(testApp.app);
    const tokens = await signInTimes(account, MAX_SESSIONS_PER_USER + 5);
    expect(await sessionCountOf(testApp.database.db, account.user._id)).toBe(MAX_SESSIONS_PER_USER);
    // The registration's session and the first five sign-ins are the oldest.
    expect((await me(account.token)).status).toBe(401);
    for (const ended of tokens.slice(0, 5)) expect((await me(ended)).status).toBe(401);
    for (const kept of tokens.slice(-3)) expect((await me(kept)).status).toBe(200);
  });

  it('holds when many sign-ins arrive at once', async () => {
    const account = await registerAccount(testApp.app);
    await signInTimes(account, MAX_SESSIONS_PER_USER - 10);
    // From 30 devices: the throttle would rightly count 30 tries from one address.
    const parallel = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(testApp.app, account, `198.51.100.${i + 1}`)),
    );
    expect(parallel.every((response) => response.status === 200)).toBe(true);
    const rows = await testApp.database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, account.user._id));
    expect(rows.length).toBeLessThanOrEqual(MAX_SESSIONS_PER_USER);
    expect(rows.length).toBeGreaterThanOrEqual(MAX_SESSIONS_PER_USER - 10);
    // The oldest sessions went first: every sign-in that just answered still works.
    const working = await Promise.all(parallel.map((response) => me(response.body.token)));
    expect(working.map((response) => response.status)).toEqual(parallel.map(() => 200));
  });
});
