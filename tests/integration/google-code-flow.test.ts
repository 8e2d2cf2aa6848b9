/**
 * Google sign-in in the browser: GET /api/auth/google/start and /callback,
 * the authorization code flow with state and PKCE, over real HTTP against a
 * local OpenID provider (which itself checks the PKCE verifier).
 */
import { createHash } from 'node:crypto';
import { generateCodeVerifier } from 'arctic';
import { eq } from 'drizzle-orm';
import type {
  MutableResponse,
  TokenRequest,
  TokenRequestIncomingMessage,
} from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { cookieLine, cookieValue, countRows } from '../helpers/accounts.ts';
import {
  type Identity,
  type MockProvider,
  newIdentity,
  startMockProvider,
} from '../helpers/oidc-mock.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let provider: MockProvider;
let testApp: TestApp;

beforeAll(async () => {
  provider = await startMockProvider();
  testApp = await createTestApp({ seed: false, listen: true, env: provider.env });
});

afterAll(async () => {
  await testApp?.close();
  await provider?.stop();
});

interface Flow {
  state: string;
  verifier: string;
  redirect: string;
}

const parseFlow = (value: string): Flow => {
  const [state = '', verifier = '', redirect = ''] = value.split('|');
  return { state, verifier, redirect };
};
const flowCookie = (flow: Flow) =>
  `oauth_flow=${encodeURIComponent(`${flow.state}|${flow.verifier}|${flow.redirect}`)}`;

/** Start: our 302 to the provider, and the flow cookie that came with it. */
async function start(redirect: string) {
  const response = await fetch(
    `${testApp.baseUrl}/api/auth/google/start?redirect=${encodeURIComponent(redirect)}`,
    { redirect: 'manual' },
  );
  expect(response.status).toBe(302);
  const flow = parseFlow(cookieValue(response.headers, 'oauth_flow') ?? '');
  return { response, flow, authorizeUrl: new URL(response.headers.get('location') ?? '') };
}

/** The provider signs `identity` in and sends the browser back: our callback URL. */
async function authorize(authorizeUrl: URL, identity: Identity): Promise<URL> {
  provider.signInAs(identity);
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

function callback(url: URL, cookie?: string) {
  return fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
}

async function fullFlow(redirect: string, identity = newIdentity()) {
  const { flow, authorizeUrl } = await start(redirect);
  const back = await authorize(authorizeUrl, identity);
  return callback(back, flowCookie(flow));
}

async function expectRefused(response: Response, message: RegExp) {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await response.text()).toMatch(message);
  expect(cookieLine(response.headers, 'session')).toBeUndefined();
}

describe('the authorization code flow', () => {
  it('signs in: start, provider, callback, session cookie, back to the saved path', async () => {
    const identity = newIdentity({ name: 'Flow Person' });
    const { response, flow, authorizeUrl } = await start('/settings');
    expect(cookieLine(response.headers, 'oauth_flow')).toMatch(
      /; Path=\/api\/auth\/google; HttpOnly; SameSite=Lax; Max-Age=600$/,
    );
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${provider.issuer}/authorize`);
    const challenge = createHash('sha256').update(flow.verifier).digest('base64url');
    expect(Object.fromEntries(authorizeUrl.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'test-client',
      redirect_uri: `${testApp.baseUrl}/api/auth/google/callback`,
      state: flow.state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    expect(authorizeUrl.searchParams.get('scope')?.split(' ')).toEqual([
      'openid',
      'email',
      'profile',
    ]);
    expect(flow.state.length).toBeGreaterThanOrEqual(32);
    expect(flow.redirect).toBe('/settings');

    const back = await authorize(authorizeUrl, identity);
    expect(back.searchParams.get('state')).toBe(flow.state);
    let tokenRequest: Partial<TokenRequest> = {};
    provider.server.service.once(
      'beforeResponse',
      (_response: MutableResponse, request: TokenRequestIncomingMessage) => {
        tokenRequest = request.body;
      },
    );
    const done = await callback(back, flowCookie(flow));
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/settings');
    // The exchange carried this browser's verifier (and the provider checked it).
    expect(tokenRequest).toMatchObject({
      grant_type: 'authorization_code',
      code_verifier: flow.verifier,
    });
    expect(cookieLine(done.headers, 'oauth_flow')).toMatch(/^oauth_flow=; .*Max-Age=0/);
    const session = cookieLine(done.headers, 'session') ?? '';
    expect(session).toMatch(
      /^session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/,
    );

    const me = await fetch(`${testApp.baseUrl}/api/users/me`, {
      headers: { cookie: session.split(';')[0] ?? '' },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { email: identity.email, name: 'Flow Person', role: 'user', hasPassword: false },
    });
  });

  it('signs the same Google account into the same user next time', async () => {
    const identity = newIdentity();
    const first = await fullFlow('/library', identity);
    const before = await countRows(testApp.database.db);
    const second = await fullFlow('/library', identity);
    expect([first.status, second.status]).toEqual([302, 302]);
    const after = await countRows(testApp.database.db);
    expect(after).toEqual({ users: before.users, sessions: before.sessions + 1 });
  });
});

describe('a callback that does not belong to this browser', () => {
  it('refuses a state mismatch, a missing flow cookie or a missing code (400), creating nothing', async () => {
    const before = await countRows(testApp.database.db);
    const { flow, authorizeUrl } = await start('/library');
    const back = await authorize(authorizeUrl, newIdentity());

    const forgedState = new URL(back);
    forgedState.searchParams.set('state', `${flow.state.slice(0, -1)}x`);
    await expectRefused(await callback(forgedState, flowCookie(flow)), /did not match/);
    await expectRefused(await callback(back), /did not match/);
    const noCode = new URL(back);
    noCode.searchParams.delete('code');
    await expectRefused(await callback(noCode, flowCookie(flow)), /did not match/);
    const otherFlow = (await start('/library')).flow;
    await expectRefused(await callback(back, flowCookie(otherFlow)), /did not match/);

    expect(await countRows(testApp.database.db)).toEqual(before);
  });

  it('refuses a PKCE mismatch (the provider rejects the verifier), creating nothing', async () => {
    const before = await countRows(testApp.database.db);
    const { flow, authorizeUrl } = await start('/library');
    const back = await authorize(authorizeUrl, newIdentity());
    let providerAnswer = 0;
    provider.server.service.once('beforeResponse', (response: MutableResponse) => {
      providerAnswer = response.statusCode;
    });
    const tampered = await callback(
      back,
      flowCookie({ ...flow, verifier: generateCodeVerifier() }),
    );
    await expectRefused(tampered, /did not accept the sign-in code/);
    // The mock's PKCE check throws before its response hook, so no hook ran.
    expect(providerAnswer).toBe(0);
    expect(await countRows(testApp.database.db)).toEqual(before);
  });

  it('sends a provider error (person said no) back to the sign-in page', async () => {
    const { flow } = await start('/library');
    const url = new URL(`${testApp.baseUrl}/api/auth/google/callback`);
    url.searchParams.set('error', 'access_denied');
    url.searchParams.set('state', flow.state);
    const response = await callback(url, flowCookie(flow));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?error=google');
    expect(cookieLine(response.headers, 'session')).toBeUndefined();
  });
});

describe('who the flow lets in', () => {
  it('refuses a disabled account (403 page with the reason), without a session', async () => {
    const identity = newIdentity();
    expect((await fullFlow('/library', identity)).status).toBe(302);
    const { db } = testApp.database;
    await db.update(users).set({ status: 'disabled' }).where(eq(users.email, identity.email));
    const before = await countRows(db);
    const refused = await fullFlow('/library', identity);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('This account has been disabled.');
    expect(cookieLine(refused.headers, 'session')).toBeUndefined();
    expect(await countRows(db)).toEqual(before);
  });

  it('does not link an unverified email to an existing account (409 page)', async () => {
    const { db } = testApp.database;
    const email = newIdentity().email;
    await db.insert(users).values({ name: 'Has Password', email, passwordHash: 'x' });
    const before = await countRows(db);
    const refused = await fullFlow('/library', newIdentity({ email, email_verified: false }));
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Sign in with your password instead.');
    expect(await countRows(db)).toEqual(before);
    const [row] = await db.select().from(users).where(eq(users.email, email));
    expect(row?.googleSubject).toBeNull();
  });
});

describe('where the flow ends', () => {
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
  ])('never leaves the site: redirect=%s ends at /library', async (redirect) => {
    const done = await fullFlow(redirect);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/library');
  });

  it('keeps a path with its query, and ignores a tampered return path in the cookie', async () => {
    expect((await fullFlow('/library?category=Writing')).headers.get('location')).toBe(
      '/library?category=Writing',
    );
    const { flow, authorizeUrl } = await start('/settings');
    const back = await authorize(authorizeUrl, newIdentity());
    const done = await callback(back, flowCookie({ ...flow, redirect: 'https://evil.example' }));
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/library');
  });
});
