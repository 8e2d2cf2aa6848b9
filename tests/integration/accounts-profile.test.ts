/**
 * The signed-in person's own account over REST: GET/PUT /api/users/me
 * (name, password, avatar as a data URL), POST /api/users/me/avatar,
 * plans and subscribing, and GET /api/users/prompts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promptSaves } from '../../src/server/db/schema.ts';
import { renderPng } from '../../src/server/db/seed/render-png.ts';
import { MAX_AVATAR_BYTES } from '../../src/shared/account-limits.ts';
import {
  type Account,
  bearerOf,
  login,
  registerAccount,
  sendJson,
  type UserJson,
} from '../helpers/accounts.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import type { ErrorJson, PromptJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser } from '../helpers/test-users.ts';
import { multipartFile } from './authorization/matrix-types.ts';

type UserReply = { user: UserJson } & Partial<ErrorJson>;

const anyString: unknown = expect.any(String);
const anyNumber: unknown = expect.any(Number);
const anyBoolean: unknown = expect.any(Boolean);
const arrayContaining = (items: unknown[]): unknown => expect.arrayContaining(items);

let testApp: TestApp;
let account: Account;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  account = await registerAccount(testApp.app, { name: 'Profile Person' });
});

afterAll(async () => {
  await testApp.close();
});

function putMe(token: string, payload: Record<string, unknown>) {
  return sendJson<UserReply>(testApp.app, {
    method: 'PUT',
    url: '/api/users/me',
    payload,
    headers: bearerOf(token),
  });
}

function postAvatar(token: string, fileName: string, type: string, bytes: Buffer) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/users/me/avatar',
    ...multipartFile('file', fileName, type, bytes),
    headers: { ...multipartFile('file', fileName, type, bytes).headers, ...bearerOf(token) },
  });
}

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** A PNG signature and header followed by padding: a "PNG" of any size. */
const pngOfSize = (size: number) => {
  const png = renderPng('rings', 10);
  return Buffer.concat([png, Buffer.alloc(Math.max(0, size - png.length))]);
};

describe('GET and PUT /api/users/me', () => {
  it('returns the signed-in user, without token or hash', async () => {
    const response = await sendJson<UserReply>(testApp.app, {
      method: 'GET',
      url: '/api/users/me',
      headers: bearerOf(account.token),
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual(account.user);
    expect(JSON.stringify(response.body)).not.toContain(account.token);
    expect(JSON.stringify(response.body)).not.toMatch(/argon2/);
  });

  it('renames, and refuses a blank or overlong name', async () => {
    const renamed = await putMe(account.token, { name: '  Renamed Person ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user).toMatchObject({ _id: account.user._id, name: 'Renamed Person' });
    for (const name of ['   ', 'x'.repeat(81)]) {
      const bad = await putMe(account.token, { name });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toHaveProperty('name');
    }
  });

  it('changes the password only with the right current one', async () => {
    const person = await registerAccount(testApp.app, { password: 'first password' });
    const wrong = await putMe(person.token, {
      currentPassword: 'not the current one',
      newPassword: 'second password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: 'Current password is incorrect',
      fields: { currentPassword: 'is incorrect' },
    });
    const missing = await putMe(person.token, { newPassword: 'second password' });
    expect(missing.status).toBe(400);
    expect((await login(testApp.app, person)).status).toBe(200);

    const changed = await putMe(person.token, {
      currentPassword: 'first password',
      newPassword: '12345678',
    });
    expect(changed.status).toBe(200);
    expect((await login(testApp.app, person)).status).toBe(401);
    expect((await login(testApp.app, { ...person, password: '12345678' })).status).toBe(200);
  });

  it('refuses a 7-character new password, and a current password alone', async () => {
    const short = await putMe(account.token, {
      currentPassword: account.password,
      newPassword: '1234567',
    });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ newPassword: 'must be at least 8 characters' });
    const alone = await putMe(account.token, { currentPassword: account.password });
    expect(alone.status).toBe(400);
    expect(alone.body.fields).toHaveProperty('newPassword');
  });

  it('lets a Google-only account set its first password without a current one', async () => {
    const googleOnly = await createTestUser(testApp.database.db);
    const set = await putMe(googleOnly.token, { newPassword: 'a first password' });
    expect(set.status).toBe(200);
    expect(set.body.user.hasPassword).toBe(true);
    const signedIn = await login(testApp.app, {
      email: googleOnly.email,
      password: 'a first password',
    });
    expect(signedIn.status).toBe(200);
  });
});

describe('avatars', () => {
  async function served(url: string | null) {
    const response = await testApp.app.inject({ method: 'GET', url: url ?? '/uploads/none' });
    return { status: response.statusCode, type: response.headers['content-type'] };
  }

  it('takes a PNG upload, serves it, and removes the old one when replaced', async () => {
    const person = await registerAccount(testApp.app);
    const first = await postAvatar(person.token, 'me.png', 'image/png', renderPng('rings', 20));
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json<UserReply>().user.avatar;
    expect(firstUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(await served(firstUrl)).toEqual({ status: 200, type: 'image/png' });

    const second = await postAvatar(person.token, 'x.bin', 'text/plain', renderPng('waves', 90));
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json<UserReply>().user.avatar;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await served(firstUrl)).status).toBe(404);
    expect((await served(secondUrl)).status).toBe(200);
  });

  it('refuses a file that is not an image, whatever its name and type say (415)', async () => {
    const person = await registerAccount(testApp.app);
    const script = Buffer.from('<svg onload="alert(1)"></svg>');
    for (const [name, type, bytes] of [
      ['me.png', 'image/png', Buffer.from('just some text, not a picture')],
      ['me.svg', 'image/svg+xml', script],
      ['me.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')],
    ] as const) {
      const response = await postAvatar(person.token, name, type, bytes);
      expect(response.statusCode, name).toBe(415);
      expect(response.json<ErrorJson>().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const after = await sendJson<UserReply>(testApp.app, {
      method: 'GET',
      url: '/api/users/me',
      headers: bearerOf(person.token),
    });
    expect(after.body.user.avatar).toBeNull();
  });

  it('refuses a picture over 2 MB (413) and takes one of exactly 2 MB', async () => {
    const person = await registerAccount(testApp.app);
    const over = await postAvatar(
      person.token,
      'big.png',
      'image/png',
      pngOfSize(MAX_AVATAR_BYTES + 1),
    );
    expect(over.statusCode).toBe(413);
    const exact = await postAvatar(
      person.token,
      'ok.png',
      'image/png',
      pngOfSize(MAX_AVATAR_BYTES),
    );
    expect(exact.statusCode).toBe(200);
  });

  it('refuses a request without a file', async () => {
    const noFile = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      headers: { ...bearerOf(account.token), 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
    });
    expect(noFile.statusCode).toBe(400);
    const json = await sendJson<ErrorJson>(testApp.app, {
      method: 'POST',
      url: '/api/users/me/avatar',
      payload: { file: 'not a file' },
      headers: bearerOf(account.token),
    });
    expect(json.status).toBe(400);
  });

  it('takes a data URL in PUT /api/users/me, as the original client sends it', async () => {
    const person = await registerAccount(testApp.app);
    const response = await putMe(person.token, {
      name: 'With Picture',
      avatar: dataUrl('image/png', renderPng('grid', 200)),
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ name: 'With Picture' });
    expect((await served(response.body.user.avatar)).type).toBe('image/png');
  });

  it.each([
    ['not a data URL', 'https://evil.example/me.png', 400],
    ['text in a data URL', dataUrl('image/png', Buffer.from('plain text, honestly')), 415],
    ['a data URL just over 2 MB', dataUrl('image/png', pngOfSize(MAX_AVATAR_BYTES + 1)), 413],
    ['a data URL of 2.5 MB', dataUrl('image/png', pngOfSize(2.5 * 1024 * 1024)), 413],
    ['a data URL of 3.5 MB', dataUrl('image/png', pngOfSize(3.5 * 1024 * 1024)), 413],
  ])('refuses %s in PUT /api/users/me', async (_label, avatar, status) => {
    const person = await registerAccount(testApp.app);
    const response = await putMe(person.token, { avatar });
    expect(response.status).toBe(status);
  });
});

describe('plans', () => {
  it('lists the plans for anyone', async () => {
    const response = await sendJson<{ plans: { id: string }[] }>(testApp.app, {
      method: 'GET',
      url: '/api/users/plans',
    });
    expect(response.status).toBe(200);
    expect(response.body.plans.map((plan) => plan.id)).toEqual(['free', 'pro', 'enterprise']);
    expect(response.body.plans[1]).toMatchObject({
      name: anyString,
      price: anyNumber,
      interval: anyString,
      features: arrayContaining([{ name: anyString, included: anyBoolean }]),
    });
  });

  it('moves to Free, refuses a paid plan here (403), an unknown (404) or missing (400) plan', async () => {
    const subscribe = (payload: Record<string, unknown>) =>
      sendJson<UserReply>(testApp.app, {
        method: 'POST',
        url: '/api/users/subscribe',
        payload,
        headers: bearerOf(account.token),
      });
    // Self-hosted, the default: a paid plan is an admin's to give (plans-self-hosted.test.ts).
    expect((await subscribe({ planId: 'pro' })).status).toBe(403);
    const free = await subscribe({ planId: 'free' });
    expect(free.status).toBe(200);
    expect(free.body.user).toMatchObject({
      subscriptionPlan: 'free',
      subscriptionStatus: 'active',
    });
    expect((await subscribe({ planId: 'platinum' })).status).toBe(404);
    for (const payload of [{}, { planId: '  ' }]) {
      const bad = await subscribe(payload);
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toHaveProperty('planId');
    }
  });
});

describe('GET /api/users/prompts', () => {
  it('lists what I saved (visible ones) and everything I created, any status', async () => {
    const { db } = testApp.database;
    const me = await createTestUser(db, { name: 'Lister' });
    const other = await createTestUser(db, { name: 'Author' });
    const mine = await insertPrompt(db, {
      title: 'My Pending Draft',
      status: 'pending',
      createdById: me.id,
    });
    const rejected = await insertPrompt(db, {
      title: 'My Rejected One',
      status: 'rejected',
      createdById: me.id,
    });
    const public_ = await insertPrompt(db, {
      title: 'Their Public One',
      status: 'approved',
      createdById: other.id,
    });
    const hidden = await insertPrompt(db, {
      title: 'Their Hidden One',
      status: 'disabled',
      createdById: other.id,
    });
    await db
      .insert(promptSaves)
      .values([public_, hidden, mine].map((promptId) => ({ userId: me.id, promptId })));

    const response = await sendJson<{ savedPrompts: PromptJson[]; createdPrompts: PromptJson[] }>(
      testApp.app,
      { method: 'GET', url: '/api/users/prompts', headers: bearer(me) },
    );
    expect(response.status).toBe(200);
    expect(response.body.createdPrompts.map((prompt) => prompt._id).sort()).toEqual(
      [mine, rejected].sort(),
    );
    expect(response.body.savedPrompts.map((prompt) => prompt._id).sort()).toEqual(
      [mine, public_].sort(),
    );
    expect(response.body.savedPrompts.every((prompt) => prompt.saved)).toBe(true);
  });

  it('keeps a hidden saved prompt in an admin’s list: admins see every status', async () => {
    const { db } = testApp.database;
    const admin = await createTestUser(db, { name: 'Saving Admin', role: 'admin' });
    const author = await createTestUser(db, { name: 'Hidden Author' });
    const hidden = await insertPrompt(db, {
      title: 'Disabled Since Saved',
      status: 'disabled',
      createdById: author.id,
    });
    await db.insert(promptSaves).values({ userId: admin.id, promptId: hidden });
    const response = await sendJson<{ savedPrompts: PromptJson[] }>(testApp.app, {
      method: 'GET',
      url: '/api/users/prompts',
      headers: bearer(admin),
    });
    expect(response.body.savedPrompts.map((prompt) => prompt._id)).toEqual([hidden]);
  });
});
