/**
 * Sessions (DESIGN.md "Sessions and security"): only token hashes are
 * stored, logging out ends one for good, cookie-authenticated state changes
 * need a matching Origin, and a token in the query string counts for nothing.
 * (That they survive a restart is in sessions-restart.test.ts.)
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '../../src/server/auth/session-tokens.ts';
import { sessions, users } from '../../src/server/db/schema.ts';
import { renderPng } from '../../src/server/db/seed/render-png.ts';
import {
  bearerOf,
  cookieLine,
  cookieValue,
  freshEmail,
  login,
  PASSWORD,
  registerAccount,
  sendJson,
  sessionCountOf,
  trpcMutationResponse,
} from '../helpers/accounts.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';
import { ACCOUNT_ROWS } from './authorization/account-rows.ts';
import { LIBRARY_ROWS } from './authorization/library-rows.ts';
import type { MatrixFixture } from './authorization/matrix-types.ts';

const SITE = { host: 'prompts.test' };
const SAME_ORIGIN = 'http://prompts.test';

let testApp: TestApp;
let fixture: MatrixFixture;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  const { db } = testApp.database;
  const account = await registerAccount(testApp.app);
  fixture = {
    approvedId: await insertPrompt(db, { title: 'Session Test Prompt', status: 'approved' }),
    pendingId: await insertPrompt(db, { title: 'Session Test Draft', status: 'pending' }),
    passwordAccount: { email: account.email, password: account.password },
    freshEmail: () => freshEmail('matrix'),
    avatarPng: renderPng('rings', 200),
    newPendingPrompt: () => insertPrompt(db, { title: 'Session Review', status: 'pending' }),
    newOwnerPrivatePrompt: () => insertPrompt(db, { title: 'Session Private', status: 'private' }),
    newMember: async () => (await registerAccount(testApp.app)).user._id,
    newMemberAskingForPlan: async () => (await registerAccount(testApp.app)).user._id,
    // Only account and library rows run here; none of them makes a key.
    newOwnerApiKey: () => Promise.reject(new Error('no API key rows in this file')),
    newWebhook: () => Promise.reject(new Error('no webhook rows in this file')),
    newResetToken: () => Promise.reject(new Error('no reset rows in this file')),
    newVerifyToken: () => Promise.reject(new Error('no verification rows in this file')),
    versionedId: '00000000-0000-4000-8000-000000000000',
    newPendingVersion: () => Promise.reject(new Error('no version rows in this file')),
    newEditedPrompt: () => Promise.reject(new Error('no version rows in this file')),
    newOwnerCollection: () => Promise.reject(new Error('no collection rows in this file')),
    newUnsubscribeToken: () => Promise.reject(new Error('no unsubscribe rows in this file')),
    newChangeRequest: () => Promise.reject(new Error('no change request rows in this file')),
    newOwnerSession: () => Promise.reject(new Error('no session list rows in this file')),
    newStrangerSession: () => Promise.reject(new Error('no session list rows in this file')),
  };
});

afterAll(async () => {
  await testApp.close();
});

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

function me(headers: Record<string, string>, url = '/api/users/me') {
  return sendJson<{ user: { _id: string } }>(testApp.app, { method: 'GET', url, headers });
}

describe('session tokens', () => {
  it('are stored only as their SHA-256, from every way of signing in', async () => {
    const { db } = testApp.database;
    const registered = await registerAccount(testApp.app);
    const loggedIn = (await login(testApp.app, registered)).body.token;
    const web = await trpcMutationResponse(
      testApp.app,
      'auth.register',
      { name: 'Web', email: freshEmail(), password: PASSWORD },
      { 'user-agent': 'Session Test Browser/1.0' },
    );
    const cookieToken = cookieValue(web.headers, 'session') ?? '';
    const tokens = [registered.token, loggedIn, cookieToken];

    const sessionRows = await db.select().from(sessions);
    const everything = JSON.stringify([sessionRows, await db.select().from(users)]);
    for (const token of tokens) {
      expect(token).toMatch(/^[\w-]{43}$/); // 32 random bytes
      expect(everything).not.toContain(token);
      const row = sessionRows.find((session) => session.tokenHash === sha256(token));
      expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 60_000);
    }
    expect(sessionRows.every((row) => /^[a-f0-9]{64}$/.test(row.tokenHash))).toBe(true);
    const webRow = sessionRows.find((row) => row.tokenHash === sha256(cookieToken));
    expect(webRow?.userAgent).toBe('Session Test Browser/1.0');
  });

  it('never come back in a response, and neither does their hash', async () => {
    const account = await registerAccount(testApp.app);
    const responses = [
      await me(bearerOf(account.token)),
      await sendJson(testApp.app, {
        method: 'GET',
        url: '/api/users/prompts',
        headers: bearerOf(account.token),
      }),
      await sendJson(testApp.app, {
        method: 'PUT',
        url: '/api/users/me',
        payload: { name: 'Echo' },
        headers: bearerOf(account.token),
      }),
    ];
    for (const response of responses) {
      const text = JSON.stringify(response.body);
      expect(text).not.toContain(account.token);
      expect(text).not.toContain(sha256(account.token));
      expect(text).not.toMatch(/argon2/);
    }
  });

  it('expire, and are extended when used in their last 15 days', async () => {
    const { db } = testApp.database;
    const account = await registerAccount(testApp.app);
    const hash = sha256(account.token);
    const setExpiry = (days: number) =>
      db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + days * 86_400_000) })
        .where(eq(sessions.tokenHash, hash));
    const expiry = async () =>
      (
        await db.select().from(sessions).where(eq(sessions.tokenHash, hash))
      )[0]?.expiresAt.getTime() ?? 0;

    await setExpiry(20);
    const before = await expiry();
    expect((await me(bearerOf(account.token))).status).toBe(200);
    expect(await expiry()).toBe(before);

    await setExpiry(5);
    expect((await me(bearerOf(account.token))).status).toBe(200);
    expect(await expiry()).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 60_000);

    await setExpiry(-1);
    expect((await me(bearerOf(account.token))).status).toBe(401);
  });

  it('are read from the cookie or the Authorization header, never the query string', async () => {
    const account = await registerAccount(testApp.app);
    expect((await me({ cookie: `theme=dark; session=${account.token}` })).status).toBe(200);
    const token = encodeURIComponent(account.token);
    for (const query of ['token', 'access_token', 'session', 'authorization', 'bearer']) {
      expect((await me({}, `/api/users/me?${query}=${token}`)).status, query).toBe(401);
    }
    const query = await testApp.app.inject({
      method: 'GET',
      url: `/trpc/auth.me?token=${token}&session=${token}`,
    });
    expect(query.json()).toMatchObject({ result: { data: { json: null } } });
    const wrongCredentials: Record<string, string>[] = [
      { authorization: `Basic ${account.token}` },
      { authorization: `Bearer ${account.token}x` },
      { authorization: `Bearer ${'a'.repeat(5000)}` },
      { cookie: 'session=%E0%A4%A' },
    ];
    for (const headers of wrongCredentials) {
      expect((await me(headers)).status).toBe(401);
    }
  });
});

describe('logging out', () => {
  it('deletes the session; the token then gets 401 from every signed-in route', async () => {
    const { db } = testApp.database;
    const account = await registerAccount(testApp.app);
    const other = (await login(testApp.app, account)).body.token;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearerOf(account.token),
    });
    expect(response.statusCode).toBe(204);
    expect(cookieLine(response.headers, 'session')).toMatch(/^session=; .*Max-Age=0/);
    const rows = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(account.token)));
    expect(rows).toEqual([]);
    expect(await sessionCountOf(db, account.user._id)).toBe(1);
    expect((await me(bearerOf(other))).status).toBe(200);

    const signedInChecks = Object.entries({ ...ACCOUNT_ROWS, ...LIBRARY_ROWS }).flatMap(
      ([key, checks]) =>
        checks
          .filter((check) => check.expect.anonymous === 401 && check.expect.user !== 401)
          .map((check) => ({ key, check })),
    );
    expect(signedInChecks.length).toBeGreaterThanOrEqual(10);
    for (const { key, check } of signedInChecks) {
      const request = await check.request(fixture);
      for (const credentials of [
        bearerOf(account.token),
        { cookie: `session=${account.token}`, origin: SAME_ORIGIN, ...SITE },
      ]) {
        const answer = await testApp.app.inject({
          method: request.method,
          url: request.url,
          headers: { ...request.headers, ...credentials },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        expect(answer.statusCode, `${key} ${answer.body.slice(0, 200)}`).toBe(401);
      }
    }
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearerOf(account.token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('works from the web app (cookie and same-site Origin) and clears the cookie', async () => {
    const account = await registerAccount(testApp.app);
    const cookie = { cookie: `session=${account.token}`, ...SITE };
    const response = await trpcMutationResponse(testApp.app, 'auth.logout', undefined, {
      ...cookie,
      origin: SAME_ORIGIN,
    });
    expect(response.statusCode).toBe(200);
    expect(cookieLine(response.headers, 'session')).toMatch(/^session=; .*Max-Age=0/);
    expect(await sessionCountOf(testApp.database.db, account.user._id)).toBe(0);
    expect(await trpcCall(testApp.app, { path: 'auth.me' }, cookie)).toMatchObject({ data: null });
  });
});

describe('the Origin check on cookie-authenticated changes', () => {
  const rename = (headers: Record<string, string>, name: string) =>
    sendJson<{ user: { name: string } }>(testApp.app, {
      method: 'PUT',
      url: '/api/users/me',
      payload: { name },
      headers,
    });

  it('refuses a missing or foreign Origin (403) and changes nothing', async () => {
    const account = await registerAccount(testApp.app, { name: 'Original Name' });
    const cookie = { cookie: `session=${account.token}`, ...SITE };
    for (const origin of [
      undefined,
      'https://evil.example',
      'http://prompts.test.evil.example',
      'null',
      'https://prompts.test',
    ]) {
      const response = await rename(origin ? { ...cookie, origin } : cookie, 'Forged Name');
      expect(response.status, origin).toBe(403);
      expect(response.body).toEqual({
        error: 'This request did not come from this site',
        code: 'FORBIDDEN',
        requestId: response.headers['x-request-id'],
      });
    }
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: cookie,
    });
    expect(logout.statusCode).toBe(403);
    const trpc = await trpcMutationResponse(
      testApp.app,
      'account.updateProfile',
      { name: 'Forged' },
      cookie,
    );
    expect(trpc.statusCode).toBe(403);
    // Each door answers in its own shape, from the one error table.
    expect(trpc.json()).toMatchObject({
      error: { json: { message: 'This request did not come from this site' } },
    });
    expect((await me(cookie)).body.user).toMatchObject({ name: 'Original Name' });
    expect(await sessionCountOf(testApp.database.db, account.user._id)).toBe(1);
  });

  it('lets a same-site Origin through, and reads (GET) need none', async () => {
    const account = await registerAccount(testApp.app);
    const cookie = { cookie: `session=${account.token}`, ...SITE };
    expect((await rename({ ...cookie, origin: SAME_ORIGIN }, 'Same Site')).body.user.name).toBe(
      'Same Site',
    );
    expect((await me(cookie)).status).toBe(200);
  });

  it('exempts bearer requests, which a browser never sends on its own', async () => {
    const account = await registerAccount(testApp.app);
    const response = await rename(
      { ...bearerOf(account.token), origin: 'https://elsewhere.example' },
      'Integrator',
    );
    expect(response.status).toBe(200);
    expect((await rename(bearerOf(account.token), 'No Origin')).status).toBe(200);
  });
});
