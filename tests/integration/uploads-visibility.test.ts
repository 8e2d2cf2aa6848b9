/**
 * Files of prompts that are not published are private, over real HTTP: an
 * unclaimed upload is its uploader's only; a pending, rejected or disabled
 * prompt's files are its author's and the admins', never stored by a
 * cache; anyone else gets the same 404 as for a file that never was. Once
 * approved, a file is public and cacheable, and only then can a prompt
 * page's preview image point at it. Avatars stay public.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainDraft } from '../helpers/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let clientDir: string;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;

const PUBLIC_CACHE = 'public, max-age=86400';
const PRIVATE_CACHE = 'private, no-store';

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><!-- page-meta: replaced per page --><title>x</title><!-- /page-meta --></head><body><div id="root"></div></body></html>',
  );
  testApp = await createTestApp({
    seed: false,
    listen: true,
    env: { CLIENT_DIST_DIR: clientDir, PUBLIC_URL: 'https://prompts.example.com' },
  });
  const { db } = testApp.database;
  // Enterprise: as many submissions as the tests need (Free allows one a month).
  owner = await createTestUser(db, { name: 'Owner', plan: 'enterprise' });
  other = await createTestUser(db, { name: 'Other' });
  admin = await createTestUser(db, { role: 'admin', name: 'Admin' });
});

afterAll(async () => {
  await testApp.close();
  await rm(clientDir, { recursive: true, force: true });
});

type Caller = 'anonymous' | 'other' | 'owner' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'other', 'owner', 'admin'];

function credentialOf(caller: Caller): Record<string, string> {
  const user = { anonymous: null, other, owner, admin }[caller];
  return user ? { authorization: `Bearer ${user.token}` } : {};
}

async function download(url: string, headers: Record<string, string>) {
  const response = await fetch(`${testApp.baseUrl}${url}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, cache: response.headers.get('cache-control'), bytes };
}

/** Who sees the file, and with which Cache-Control, caller by caller. */
async function seenBy(url: string): Promise<Record<Caller, string>> {
  const seen = {} as Record<Caller, string>;
  for (const caller of CALLERS) {
    const { status, cache } = await download(url, credentialOf(caller));
    seen[caller] = `${status} ${cache ?? ''}`;
  }
  return seen;
}

const hidden = `404 no-store`;
const privateTo = `200 ${PRIVATE_CACHE}`;
const publicTo = `200 ${PUBLIC_CACHE}`;

async function uploadImage(user: TestUser): Promise<string> {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'cover.png');
  const response = await fetch(`${testApp.baseUrl}/api/upload/single`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  const body = (await response.json()) as { file: { fileUrl: string } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.file.fileUrl;
}

async function sendJson(method: string, url: string, user: TestUser, payload: unknown) {
  const response = await fetch(`${testApp.baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function submitWithImage(title: string): Promise<{ id: string; fileUrl: string }> {
  const fileUrl = await uploadImage(owner);
  const draft = plainDraft(title, [{ fileUrl }]);
  const { status, body } = await sendJson('POST', '/api/prompts', owner, draft);
  expect(status, JSON.stringify(body)).toBe(201);
  return { id: (body.prompt as { _id: string })._id, fileUrl };
}

async function moderate(id: string, status: string, reason?: string): Promise<void> {
  const payload = reason ? { status, reason } : { status };
  const answer = await sendJson('PUT', `/api/admin/prompts/${id}/status`, admin, payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe('who may download a file', () => {
  it('serves an unclaimed upload to its uploader only, never cached', async () => {
    const fileUrl = await uploadImage(owner);
    expect(await seenBy(fileUrl)).toEqual({
      anonymous: hidden,
      other: hidden,
      owner: privateTo,
      admin: hidden,
    });
  });

  it('keeps a pending and a rejected prompt’s files to its author and admins', async () => {
    const { id, fileUrl } = await submitWithImage('Pending Garden Guide');
    const privateSight = { anonymous: hidden, other: hidden, owner: privateTo, admin: privateTo };
    expect(await seenBy(fileUrl)).toEqual(privateSight);
    await moderate(id, 'rejected', 'Too short');
    expect(await seenBy(fileUrl)).toEqual(privateSight);
  });

  it('makes the files public on approval, and private again when disabled', async () => {
    const { id, fileUrl } = await submitWithImage('Approved Garden Guide');
    await moderate(id, 'approved');
    expect(await seenBy(fileUrl)).toEqual({
      anonymous: publicTo,
      other: publicTo,
      owner: publicTo,
      admin: publicTo,
    });
    await moderate(id, 'disabled', 'Reported');
    expect(await seenBy(fileUrl)).toEqual({
      anonymous: hidden,
      other: hidden,
      owner: privateTo,
      admin: privateTo,
    });
  });

  it('answers a hidden file exactly as a missing one', async () => {
    const { fileUrl } = await submitWithImage('Hidden Garden Guide');
    const hiddenFile = await download(fileUrl, {});
    const missing = await download(`/uploads/${'0'.repeat(32)}.png`, {});
    expect(hiddenFile).toEqual(missing);
    expect(hiddenFile.status).toBe(404);
  });

  it('serves the owner by the session cookie, as the web app sends it', async () => {
    const { fileUrl } = await submitWithImage('Cookie Garden Guide');
    const served = await download(fileUrl, { cookie: `session=${owner.token}` });
    expect(served.status).toBe(200);
    expect(served.cache).toBe(PRIVATE_CACHE);
    expect((await sharp(served.bytes).metadata()).format).toBe('png');
  });

  it('keeps avatars public', async () => {
    const avatar = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#cc6633' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([avatar], { type: 'image/png' }), 'me.png');
    const response = await fetch(`${testApp.baseUrl}/api/users/me/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    const body = (await response.json()) as { user?: { avatar?: string } };
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(await seenBy(body.user?.avatar ?? '')).toEqual({
      anonymous: publicTo,
      other: publicTo,
      owner: publicTo,
      admin: publicTo,
    });
  });
});

describe('a prompt page’s preview image', () => {
  async function pageHtml(id: string, headers: Record<string, string>): Promise<string> {
    const response = await fetch(`${testApp.baseUrl}/prompts/${id}`, { headers });
    return response.text();
  }

  it('never names a private file, even to the author', async () => {
    const { id, fileUrl } = await submitWithImage('Preview Garden Guide');
    const html = await pageHtml(id, { cookie: `session=${owner.token}` });
    expect(html).not.toContain('og:image');
    expect(html).not.toContain(fileUrl);

    await moderate(id, 'approved');
    const published = await pageHtml(id, {});
    expect(published).toContain(
      `<meta property="og:image" content="https://prompts.example.com${fileUrl}" />`,
    );
    expect((await download(fileUrl, {})).status).toBe(200);
  });
});
