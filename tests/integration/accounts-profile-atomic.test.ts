/**
 * PUT /api/users/me changes name, password and picture together or not at
 * all; and the session cookie carries Secure when the app is served over TLS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPng } from '../../src/server/db/seed/render-png.ts';
import {
  type Account,
  bearerOf,
  login,
  PASSWORD,
  registerAccount,
  sendJson,
  setCookies,
  type UserJson,
} from '../helpers/accounts.ts';
import type { ErrorJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type UserReply = { user: UserJson } & Partial<ErrorJson>;

const pngDataUrl = `data:image/png;base64,${renderPng('rings', 30).toString('base64')}`;
const svgDataUrl = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;

describe('all or nothing', () => {
  let testApp: TestApp;
  let account: Account;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
    account = await registerAccount(testApp.app, { name: 'Atomic Person' });
  });
  afterAll(() => testApp.close());

  const putMe = (payload: Record<string, unknown>) =>
    sendJson<UserReply>(testApp.app, {
      method: 'PUT',
      url: '/api/users/me',
      payload,
      headers: bearerOf(account.token),
    });
  const me = async () =>
    (
      await sendJson<UserReply>(testApp.app, {
        method: 'GET',
        url: '/api/users/me',
        headers: bearerOf(account.token),
      })
    ).body.user;

  it('a wrong current password keeps the new picture and name out', async () => {
    const reply = await putMe({
      name: 'Changed Name',
      avatar: pngDataUrl,
      currentPassword: 'not the password',
      newPassword: 'a brand new password',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ currentPassword: 'is incorrect' });
    const user = await me();
    expect(user.name).toBe('Atomic Person');
    expect(user.avatar).toBeNull();
  });

  it('a picture that is not an image keeps the name and password unchanged', async () => {
    const reply = await putMe({
      name: 'Changed Name',
      avatar: svgDataUrl,
      currentPassword: PASSWORD,
      newPassword: 'a brand new password',
    });
    expect(reply.status).toBe(415);
    expect((await me()).name).toBe('Atomic Person');
    const oldPassword = await login(testApp.app, { email: account.user.email, password: PASSWORD });
    expect(oldPassword.status).toBe(200);
  });

  it('all three changes land together when everything is valid', async () => {
    const reply = await putMe({ name: 'New Name', avatar: pngDataUrl });
    expect(reply.status).toBe(200);
    expect(reply.body.user.name).toBe('New Name');
    expect(reply.body.user.avatar).toMatch(/^\/uploads\/[a-f0-9]+\.png$/);
  });
});

describe('the session cookie behind TLS', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      seed: false,
      env: { PUBLIC_URL: 'https://prompts.example.com' },
    });
  });
  afterAll(() => testApp.close());

  it('is Secure, HttpOnly and SameSite=Lax', async () => {
    await registerAccount(testApp.app, { name: 'TLS Person', email: 'tls@example.com' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'content-type': 'application/json' },
      payload: { json: { email: 'tls@example.com', password: PASSWORD } },
    });
    expect(response.statusCode).toBe(200);
    const cookie = setCookies(response.headers).find((line) => line.startsWith('session='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Secure/);
  });
});
