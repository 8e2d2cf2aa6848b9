/**
 * HTTP semantics of the REST door (issue 26 item 4): conditional GETs with
 * ETag / If-None-Match and a stated Cache-Control, and Location on every
 * 201. A 304 made with an API key still counts as a call (decision 034).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCallCounts } from '../../src/server/db/schema.ts';
import { keyCaller, makeApiKey } from '../helpers/api-keys.ts';
import { sendJson } from '../helpers/accounts.ts';
import { promptIdByTitle } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let member: TestUser;
let admin: TestUser;
let approvedId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  member = await createTestUser(db, { name: 'Cache Member' });
  admin = await createTestUser(db, { role: 'admin', name: 'Cache Admin' });
  approvedId = await promptIdByTitle(db, 'Cold Email That Earns a Reply');
});

afterAll(async () => {
  await testApp.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

async function callsOf(userId: string): Promise<number> {
  const rows = await testApp.database.db
    .select({ calls: apiCallCounts.calls })
    .from(apiCallCounts)
    .where(eq(apiCallCounts.userId, userId));
  return rows.reduce((sum, row) => sum + row.calls, 0);
}

describe('conditional GETs', () => {
  const publicPaths = () => [
    '/api/prompts',
    '/api/prompts?category=Email',
    '/api/prompts/trending',
    `/api/prompts/${approvedId}`,
    '/api/models',
  ];

  it('tags public answers, lets anyone cache them anonymously, and answers 304', async () => {
    for (const path of publicPaths()) {
      const first = await get(path);
      expect(first.statusCode, path).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, path).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control'], path).toBe('public, max-age=60');
      expect(first.headers.vary, path).toContain('Authorization');
      const again = await get(path, { 'if-none-match': etag });
      expect(again.statusCode, path).toBe(304);
      expect(again.body, path).toBe('');
      expect(again.headers.etag, path).toBe(etag);
      // A strong form of the same tag, or one in a list, matches too (weak comparison).
      const listed = await get(path, { 'if-none-match': `"other", ${etag.slice(2)}` });
      expect(listed.statusCode, path).toBe(304);
      const stale = await get(path, { 'if-none-match': 'W/"stale"' });
      expect(stale.statusCode, path).toBe(200);
      expect(stale.json()).toEqual(first.json());
    }
  });

  it('keeps any answer about a signed-in caller private', async () => {
    for (const path of [...publicPaths(), '/api/users/me', '/api/users/prompts']) {
      const first = await get(path, bearer(member));
      expect(first.statusCode, path).toBe(200);
      expect(first.headers['cache-control'], path).toBe('private, no-cache');
      const again = await get(path, {
        ...bearer(member),
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode, path).toBe(304);
    }
  });

  it('changes the tag when the resource changes', async () => {
    const first = await get('/api/users/me', bearer(member));
    const changed = await sendJson(testApp.app, {
      method: 'PUT',
      url: '/api/users/me',
      headers: bearer(member),
      payload: { name: 'Cache Member Renamed' },
    });
    expect(changed.status).toBe(200);
    const after = await get('/api/users/me', {
      ...bearer(member),
      'if-none-match': String(first.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('counts a 304 made with an API key as a call', async () => {
    const owner = await createTestUser(testApp.database.db, { name: 'Key Owner' });
    const key = await makeApiKey(testApp.app, owner, { scopes: ['read'] });
    const caller = bearer(keyCaller(owner, key));
    const first = await get('/api/prompts', caller);
    expect(first.statusCode).toBe(200);
    const before = await callsOf(owner.id);
    const again = await get('/api/prompts', {
      ...caller,
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(await callsOf(owner.id)).toBe(before + 1);
  });

  it('tags no error and no write', async () => {
    const missing = await get('/api/prompts/000000000000000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const anonymousMe = await get('/api/users/me');
    expect(anonymousMe.statusCode).toBe(401);
    expect(anonymousMe.headers.etag).toBeUndefined();
  });
});

describe('Location on 201', () => {
  it('names the created prompt, key, webhook and account', async () => {
    const prompt = await sendJson<{ prompt: { _id: string } }>(testApp.app, {
      method: 'POST',
      url: '/api/prompts',
      headers: bearer(member),
      payload: {
        title: 'Location Header Prompt',
        description: 'Write a short note about {topic}.',
        categories: ['Writing'],
        model: 'ChatGPT',
        variables: [{ name: 'topic', defaultValue: 'headers' }],
      },
    });
    expect(prompt.status).toBe(201);
    expect(prompt.headers.location).toBe(`/api/prompts/${prompt.body.prompt._id}`);
    const fetched = await get(String(prompt.headers.location), bearer(member));
    expect(fetched.statusCode).toBe(200);

    const key = await sendJson<{ apiKey: { _id: string } }>(testApp.app, {
      method: 'POST',
      url: '/api/users/me/api-keys',
      headers: bearer(member),
      payload: { name: 'Location key', scopes: ['read'] },
    });
    expect(key.status).toBe(201);
    expect(key.headers.location).toBe(`/api/users/me/api-keys/${key.body.apiKey._id}`);

    const webhook = await sendJson<{ webhook: { _id: string } }>(testApp.app, {
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: bearer(admin),
      payload: { url: 'https://203.0.113.10/hook', events: ['prompt.approved'] },
    });
    expect(webhook.status, JSON.stringify(webhook.body)).toBe(201);
    expect(webhook.headers.location).toBe(`/api/admin/webhooks/${webhook.body.webhook._id}`);

    const account = await sendJson(testApp.app, {
      method: 'POST',
      url: '/api/users/register',
      payload: {
        name: 'Location Person',
        email: 'location@example.com',
        password: 'a-long-password-1',
      },
    });
    expect(account.status).toBe(201);
    expect(account.headers.location).toBe('/api/users/me');
  });
});
