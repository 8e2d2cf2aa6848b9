/**
 * POST /api/users/register and POST /api/users/login (and their tRPC twins):
 * every bad input, duplicate emails, one message for every wrong credential,
 * and disabled accounts. The throttle has its own file (sign-in-throttle).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import {
  type Account,
  bearerOf,
  cookieLine,
  cookieValue,
  countRows,
  freshEmail,
  login,
  PASSWORD,
  registerAccount,
  sendJson,
  sessionCountOf,
  type SignedInJson,
  trpcMutationResponse,
  type UserJson,
  whoAmI,
} from '../helpers/accounts.ts';
import type { ErrorJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

const anyString: unknown = expect.any(String);
const WRONG_CREDENTIALS = {
  error: 'Incorrect email or password',
  code: 'UNAUTHORIZED',
  requestId: anyString,
};
const isoDate: unknown = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});

afterAll(async () => {
  await testApp.close();
});

function register(payload: Record<string, unknown>) {
  return sendJson<SignedInJson & ErrorJson>(testApp.app, {
    method: 'POST',
    url: '/api/users/register',
    payload,
  });
}

const me = (token: string) => whoAmI(testApp.app, token);

describe('POST /api/users/register', () => {
  it('creates an account and signs it in (201, token and user, never a hash)', async () => {
    const email = freshEmail('ada');
    const response = await register({ name: '  Ada Lovelace ', email, password: PASSWORD });
    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(['token', 'user']);
    expect(response.body.token).toMatch(/^[\w-]{43}$/);
    expect(response.body.user).toEqual({
      _id: anyString,
      name: 'Ada Lovelace',
      email,
      emailVerified: false,
      avatar: null,
      role: 'user',
      subscriptionPlan: 'free',
      subscription: {
        planId: 'free',
        status: 'active',
        currentPeriodEnd: null,
        trialEnd: null,
        cancelAtPeriodEnd: false,
        graceUntil: null,
        interval: null,
        scheduledChange: null,
        pendingUpgrade: null,
      },
      status: 'active',
      subscriptionStatus: 'active',
      hasPassword: true,
      mailRefused: false,
      createdAt: isoDate,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordHash/);
    expect((await me(response.body.token)).body.user.email).toBe(email);
  });

  it.each(['name', 'email', 'password'])(
    'refuses a missing %s with 400 naming it',
    async (field) => {
      const full = { name: 'Someone', email: freshEmail(), password: PASSWORD };
      const response = await register({ ...full, [field]: undefined });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('BAD_REQUEST');
      expect(response.body.fields).toEqual({ [field]: anyString });
    },
  );

  it('names every missing field of an empty body, and refuses no body at all', async () => {
    const empty = await register({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields ?? {}).sort()).toEqual(['email', 'name', 'password']);
    const none = await testApp.app.inject({ method: 'POST', url: '/api/users/register' });
    expect(none.statusCode).toBe(400);
  });

  it('refuses a blank name and a malformed email', async () => {
    const blank = await register({ name: '   ', email: freshEmail(), password: PASSWORD });
    expect(blank.body.fields).toHaveProperty('name');
    const malformed = await register({ name: 'X', email: 'not-an-email', password: PASSWORD });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toEqual({ email: 'must be a valid email address' });
  });

  it('refuses a 7-character password and accepts an 8-character one', async () => {
    const short = await register({ name: 'Short', email: freshEmail(), password: '1234567' });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ password: 'must be at least 8 characters' });
    const exact = await register({ name: 'Exact', email: freshEmail(), password: '12345678' });
    expect(exact.status).toBe(201);
    const signedIn = await login(testApp.app, {
      email: exact.body.user.email,
      password: '12345678',
    });
    expect(signedIn.status).toBe(200);
  });

  it('answers 409 for an email already taken, whatever its case, and adds no one', async () => {
    const first = await registerAccount(testApp.app);
    const before = await countRows(testApp.database.db);
    for (const email of [first.email, ` ${first.email.toUpperCase()} `]) {
      const again = await register({ name: 'Copycat', email, password: PASSWORD });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'CONFLICT', fields: { email: anyString } });
      expect(again.body).not.toHaveProperty('token');
    }
    expect(await countRows(testApp.database.db)).toEqual(before);
  });
});

describe('POST /api/users/login', () => {
  let account: Account;

  beforeAll(async () => {
    account = await registerAccount(testApp.app, { name: 'Grace Hopper' });
  });

  it('signs in with the right password: a new token, the user, no hash', async () => {
    const response = await login(testApp.app, account);
    expect(response.status).toBe(200);
    expect(response.body.token).not.toBe(account.token);
    expect(response.body.user).toEqual(account.user);
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordHash/);
    expect((await me(response.body.token)).status).toBe(200);
    expect((await me(account.token)).status).toBe(200);
  });

  it('takes the email in any case and with surrounding spaces', async () => {
    const response = await login(testApp.app, {
      email: `  ${account.email.toUpperCase()}`,
      password: account.password,
    });
    expect(response.status).toBe(200);
  });

  it('gives one message for a wrong password, an unknown email and a Google-only account', async () => {
    const googleOnly = await createTestUser(testApp.database.db);
    const attempts = [
      { email: account.email, password: 'not the password' },
      { email: freshEmail('nobody'), password: account.password },
      { email: googleOnly.email, password: account.password },
    ];
    for (const [index, attempt] of attempts.entries()) {
      const response = await login(testApp.app, attempt, `192.0.2.${index + 1}`);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(WRONG_CREDENTIALS);
    }
  });

  it.each([
    [{ password: PASSWORD }, 'email'],
    [{ email: 'someone@test.example' }, 'password'],
    [{ email: 'someone@test.example', password: '' }, 'password'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const response = await sendJson<ErrorJson>(testApp.app, {
      method: 'POST',
      url: '/api/users/login',
      payload,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields ?? {})).toEqual([field]);
  });
});

describe('a disabled account', () => {
  it('has every session refused at once (403, clear message) and cannot sign in', async () => {
    const { db } = testApp.database;
    const account = await registerAccount(testApp.app);
    const second = await login(testApp.app, account);
    expect((await me(second.body.token)).status).toBe(200);
    await db.update(users).set({ status: 'disabled' }).where(eq(users.id, account.user._id));

    for (const token of [account.token, second.body.token]) {
      const refusedMe = await me(token);
      expect(refusedMe.status).toBe(403);
      expect(refusedMe.body).toEqual(DISABLED);
      // The web app asks "who am I" on every page: it hears why, once...
      const asWebApp = await trpcCall(testApp.app, { path: 'auth.me' }, bearerOf(token));
      expect(asWebApp).toMatchObject({ status: 403, error: { message: DISABLED.error } });
      // ...and its cookie is cleared, so the tab browses on as a visitor's.
      const withCookie = await testApp.app.inject({
        method: 'GET',
        url: '/trpc/auth.me',
        headers: { cookie: `session=${token}` },
      });
      expect(withCookie.statusCode).toBe(403);
      expect(String(withCookie.headers['set-cookie'])).toMatch(/^session=;.*Max-Age=0/i);
    }
    const sessionsBefore = await sessionCountOf(db, account.user._id);
    const refused = await login(testApp.app, account);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(DISABLED);
    expect(await sessionCountOf(db, account.user._id)).toBe(sessionsBefore);
    // A wrong password still says only "incorrect": no hint the account exists.
    const wrong = await login(testApp.app, { email: account.email, password: 'wrong password' });
    expect(wrong.body).toEqual(WRONG_CREDENTIALS);
  });
});

const DISABLED = {
  error: 'This account has been disabled. Contact support if you think this is a mistake.',
  code: 'FORBIDDEN',
  requestId: anyString,
};

describe('the web app door (tRPC)', () => {
  it('tells the sign-in screen that passwords are on and Google is not configured', async () => {
    const options = await trpcCall(testApp.app, { path: 'auth.options' });
    expect(options).toMatchObject({
      ok: true,
      data: { passwordSignIn: true, googleSignIn: false, mail: false },
    });
    expect(await trpcCall(testApp.app, { path: 'auth.me' })).toMatchObject({ data: null });
  });

  it('registers and signs in with an HttpOnly cookie, never a token in the body', async () => {
    const email = freshEmail('web');
    const registered = await trpcMutationResponse(testApp.app, 'auth.register', {
      name: 'Web Person',
      email,
      password: PASSWORD,
    });
    expect(registered.statusCode).toBe(200);
    const line = cookieLine(registered.headers, 'session') ?? '';
    expect(line).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const token = cookieValue(registered.headers, 'session') ?? '';
    expect(registered.body).not.toContain(token);
    expect(registered.body).not.toMatch(/argon2|passwordHash/);
    const who = await trpcCall<UserJson>(testApp.app, { path: 'auth.me' }, { cookie: line });
    expect(who).toMatchObject({ ok: true, data: { email } });

    const signedIn = await trpcMutationResponse(testApp.app, 'auth.login', {
      email,
      password: PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(cookieValue(signedIn.headers, 'session')).toMatch(/^[\w-]{43}$/);

    const wrong = await trpcCall(
      testApp.app,
      { path: 'auth.login', type: 'mutation', input: { email, password: 'nope nope nope' } },
      {},
    );
    expect(wrong).toMatchObject({
      status: 401,
      ok: false,
      error: { message: WRONG_CREDENTIALS.error },
    });
  });

  it('refuses bad input with field errors and a duplicate with 409', async () => {
    const short = await trpcCall(testApp.app, {
      path: 'auth.register',
      type: 'mutation',
      input: { name: 'Short', email: freshEmail(), password: '1234567' },
    });
    expect(short).toMatchObject({
      status: 400,
      error: { data: { fields: { password: anyString } } },
    });
    const taken = await registerAccount(testApp.app);
    const duplicate = await trpcCall(testApp.app, {
      path: 'auth.register',
      type: 'mutation',
      input: { name: 'Again', email: taken.email, password: PASSWORD },
    });
    expect(duplicate).toMatchObject({ status: 409, ok: false });
  });
});
