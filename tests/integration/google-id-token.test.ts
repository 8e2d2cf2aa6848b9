/**
 * POST /api/auth/google (a Google ID token, as Google Identity Services
 * hands it to a page), on a Google-only deployment: PASSWORD_SIGN_IN=false
 * and ADMIN_EMAILS set. Tokens are checked by signature, issuer, audience
 * and expiry; accounts link by verified email only.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { users } from '../../src/server/db/schema.ts';
import { startSession } from '../../src/server/services/accounts/sessions.ts';
import {
  bearerOf,
  countRows,
  freshEmail,
  login,
  PASSWORD,
  sendJson,
  sessionCountOf,
  type SignedInJson,
  trpcMutationResponse,
  userByEmail,
} from '../helpers/accounts.ts';
import {
  type Identity,
  type MockProvider,
  newIdentity,
  startMockProvider,
} from '../helpers/oidc-mock.ts';
import type { ErrorJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

const BOSS = 'boss@test.example';

let provider: MockProvider;
let testApp: TestApp;

beforeAll(async () => {
  provider = await startMockProvider();
  testApp = await createTestApp({
    seed: false,
    env: {
      ...provider.env,
      PASSWORD_SIGN_IN: 'false',
      ADMIN_EMAILS: ` Boss@Test.Example , unverified-boss@test.example`,
    },
  });
});

afterAll(async () => {
  await testApp?.close();
  await provider?.stop();
});

function signIn(token: unknown) {
  return sendJson<SignedInJson & ErrorJson>(testApp.app, {
    method: 'POST',
    url: '/api/auth/google',
    payload: token === undefined ? {} : { token },
  });
}

async function signInAs(identity: Identity) {
  return signIn(await provider.idToken(identity));
}

/** An account made before this deployment turned passwords off. */
async function passwordAccount(email = freshEmail('pw')) {
  const [row] = await testApp.database.db
    .insert(users)
    .values({ name: 'Password Person', email, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return { id: row.id, email };
}

describe('a valid ID token', () => {
  it('signs in (200, token and user) with a working session', async () => {
    const identity = newIdentity({ name: 'Token Person' });
    const response = await signInAs(identity);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['token', 'user']);
    expect(response.body.user).toMatchObject({
      email: identity.email,
      name: 'Token Person',
      role: 'user',
      hasPassword: false,
      // The provider proved the address: nothing more to confirm (decision 041).
      emailVerified: true,
    });
    const me = await sendJson(testApp.app, {
      method: 'GET',
      url: '/api/users/me',
      headers: bearerOf(response.body.token),
    });
    expect(me.status).toBe(200);
    const again = await signInAs(identity);
    expect(again.body.user._id).toBe(response.body.user._id);
    expect(again.body.token).not.toBe(response.body.token);
  });

  it('links to an existing account when the provider verified the email', async () => {
    const { db } = testApp.database;
    const existing = await passwordAccount();
    const earlier = await startSession(db, existing.id, undefined);
    const identity = newIdentity({ email: existing.email.toUpperCase() });
    const response = await signInAs(identity);
    expect(response.status).toBe(200);
    expect(response.body.user._id).toBe(existing.id);
    expect(await userByEmail(db, existing.email)).toMatchObject({
      googleSubject: identity.sub,
      emailVerified: true,
    });
    // Whoever registered the address never proved it: their password and
    // sessions do not come along (pre-hijacking); the owner can set a new one.
    expect(response.body.user.hasPassword).toBe(false);
    expect(await sessionCountOf(db, existing.id)).toBe(1);
    const old = await sendJson(testApp.app, {
      method: 'GET',
      url: '/api/users/me',
      headers: bearerOf(earlier),
    });
    expect(old.status).toBe(401);
  });

  it('keeps the password of an account whose email was already proven', async () => {
    const { db } = testApp.database;
    const existing = await passwordAccount();
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, existing.id));
    const earlier = await startSession(db, existing.id, undefined);
    const response = await signInAs(newIdentity({ email: existing.email }));
    expect(response.body.user).toMatchObject({ _id: existing.id, hasPassword: true });
    expect(await sessionCountOf(db, existing.id)).toBe(2);
    expect(earlier).not.toBe(response.body.token);
  });

  it('never links an unverified email to an existing account (409), and changes nothing', async () => {
    const existing = await passwordAccount();
    const before = await countRows(testApp.database.db);
    const response = await signInAs(newIdentity({ email: existing.email, email_verified: false }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: 'An account with this email exists. Sign in with your password instead.',
      code: 'CONFLICT',
      requestId: response.headers['x-request-id'],
    });
    expect(await countRows(testApp.database.db)).toEqual(before);
    const row = await userByEmail(testApp.database.db, existing.email);
    expect(row).toMatchObject({ googleSubject: null, emailVerified: false });
  });

  it('gives an ADMIN_EMAILS address the admin role, for verified emails only', async () => {
    const boss = await signInAs(newIdentity({ email: BOSS }));
    expect(boss.body.user).toMatchObject({ email: BOSS, role: 'admin' });
    const unverified = await signInAs(
      newIdentity({ email: 'unverified-boss@test.example', email_verified: false }),
    );
    expect(unverified.status).toBe(200);
    expect(unverified.body.user.role).toBe('user');
    expect(await userByEmail(testApp.database.db, 'unverified-boss@test.example')).toMatchObject({
      role: 'user',
      emailVerified: false,
    });
  });

  it('refuses a disabled account (403, clear message) without a session', async () => {
    const identity = newIdentity();
    const first = await signInAs(identity);
    const { db } = testApp.database;
    await db.update(users).set({ status: 'disabled' }).where(eq(users.id, first.body.user._id));
    const before = await countRows(db);
    const response = await signInAs(identity);
    expect(response.status).toBe(403);
    expect(response.body.error).toMatch(/^This account has been disabled/);
    expect(await countRows(db)).toEqual(before);
  });
});

describe('a token that does not verify', () => {
  const person = newIdentity();
  const cases: [string, () => Promise<string>][] = [
    ['signed by another key', () => provider.forgedIdToken(person)],
    [
      'signed by another key under the real key id',
      () => provider.forgedIdToken(person, { sameKid: true }),
    ],
    [
      'for another client',
      () => provider.idToken(person, { adjust: (p) => void (p.aud = 'other-client') }),
    ],
    ['expired', () => provider.idToken(person, { expiresIn: -300 })],
    [
      'from another issuer',
      () => provider.idToken(person, { adjust: (p) => void (p.iss = 'https://evil.example') }),
    ],
    ['without an email', () => provider.idToken(person, { adjust: (p) => void delete p.email })],
    [
      'unsigned (alg none)',
      async () => {
        const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        const now = Math.floor(Date.now() / 1000);
        const claims = {
          ...person,
          aud: 'test-client',
          iss: provider.issuer,
          exp: now + 600,
          iat: now,
        };
        return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
      },
    ],
    ['not a JWT at all', async () => 'not-a-jwt'],
  ];

  it.each(cases)('refuses one %s (401) and creates nothing', async (_label, mint) => {
    const before = await countRows(testApp.database.db);
    const response = await signIn(await mint());
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHORIZED');
    expect(response.body).not.toHaveProperty('token');
    expect(await countRows(testApp.database.db)).toEqual(before);
  });

  it('refuses a missing or empty token with 400', async () => {
    for (const token of [undefined, '', 42]) {
      const response = await signIn(token);
      expect(response.status).toBe(400);
      expect(response.body.fields).toHaveProperty('token');
    }
  });
});

describe('with password sign-in switched off', () => {
  it('refuses register and login with 403, even for the right password', async () => {
    const existing = await passwordAccount();
    const before = await countRows(testApp.database.db);
    const register = await sendJson<ErrorJson>(testApp.app, {
      method: 'POST',
      url: '/api/users/register',
      payload: { name: 'New', email: freshEmail(), password: PASSWORD },
    });
    const signedIn = await login(testApp.app, { email: existing.email, password: PASSWORD });
    for (const response of [register, signedIn]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        error: 'Email and password sign-in is turned off here. Sign in with Google.',
        code: 'FORBIDDEN',
        requestId: response.headers['x-request-id'],
      });
    }
    const web = await trpcMutationResponse(testApp.app, 'auth.register', {
      name: 'Web',
      email: freshEmail(),
      password: PASSWORD,
    });
    expect(web.statusCode).toBe(403);
    expect(await countRows(testApp.database.db)).toEqual(before);
  });

  it('says so in auth.options, with Google on', async () => {
    const options = await trpcCall(testApp.app, { path: 'auth.options' });
    expect(options).toMatchObject({
      ok: true,
      data: { passwordSignIn: false, googleSignIn: true, mail: false },
    });
  });
});
