/**
 * HTTP semantics of the REST door (issue 26 item 4): conditional GETs with
 * ETag / If-None-Match and a stated Cache-Control, Location on every 201,
 * and CORS for the origins of CORS_ORIGINS. A 304 made with an API key
 * still counts as a call (decision 034).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCallCounts } from '../../src/server/db/schema.ts';
import { keyCaller, makeApiKey } from '../helpers/api-keys.ts';
import { sendJson } from '../helpers/accounts.ts';
import { promptIdByTitle } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

const TOOL_ORIGIN = 'https://tools.example.com';
let testApp: TestApp;
let member: TestUser;
let admin: TestUser;
let approvedId: string;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { CORS_ORIGINS: `${TOOL_ORIGIN}, https://other.example.org` },
  });
  const { db } = testApp.database;
  member = await createTestUser(db, { name: 'Cache Member' });
  admin = await createTestUser(db, { role: 'admin', name: 'Cache Admin' });
  approvedId = await promptIdByTitle(db, 'Cold Email That Earns a Reply');
});

afterAll(async () => {
  await testApp.close();
});

function newPrompt(title: string) {
  return {
    title,
    description: 'Write a short note about {topic}.',
    categories: ['Writing'],
    model: 'ChatGPT',
    variables: [{ name: 'topic', defaultValue: 'headers' }],
  };
}

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
    `/api/prompts/${approvedId}/versions`,
    `/api/prompts/${approvedId}/versions/1`,
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

describe('RateLimit fields', () => {
  const field = (value: unknown) => String(value);
  const remainingIn = (value: unknown) => Number(/;r=(\d+)/.exec(field(value))?.[1]);

  it('say the plan policy and the calls left, one fewer each call', async () => {
    const owner = await createTestUser(testApp.database.db, { name: 'Metered Owner' });
    const key = await makeApiKey(testApp.app, owner, { scopes: ['read'] });
    const caller = bearer(keyCaller(owner, key));
    const answers = [];
    for (const path of ['/api/prompts', '/api/models', '/api/users/me'])
      answers.push(await get(path, caller));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(field(answer.headers['ratelimit-policy'])).toMatch(/^"api-calls";q=100;w=\d+$/);
      expect(field(answer.headers.ratelimit)).toMatch(/^"api-calls";r=\d+;t=\d+$/);
    }
    const left = answers.map((answer) => remainingIn(answer.headers.ratelimit));
    expect(left).toEqual([99, 98, 97]);
    // A session (no key) is not metered, and says nothing.
    const bySession = await get('/api/prompts', bearer(owner));
    expect(bySession.headers.ratelimit).toBeUndefined();
  });

  it('say r=0 with Retry-After once the month is used up', async () => {
    const owner = await createTestUser(testApp.database.db, { name: 'Spent Owner' });
    const key = await makeApiKey(testApp.app, owner, { scopes: ['read'] });
    const now = new Date();
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    await testApp.database.db
      .insert(apiCallCounts)
      .values({ userId: owner.id, month: month.toISOString().slice(0, 10), calls: 100 });
    const refused = await get('/api/prompts', bearer(keyCaller(owner, key)));
    expect(refused.statusCode).toBe(429);
    const retryAfter = field(refused.headers['retry-after']);
    expect(field(refused.headers.ratelimit)).toBe(`"api-calls";r=0;t=${retryAfter}`);
  });
});

describe('Location on 201', () => {
  it('names the created prompt, key, webhook and account', async () => {
    const prompt = await sendJson<{ prompt: { _id: string } }>(testApp.app, {
      method: 'POST',
      url: '/api/prompts',
      headers: bearer(member),
      payload: newPrompt('Location Header Prompt'),
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

  it('names what the later 201s made: a submission, a version, a change, an item, a link', async () => {
    const { db } = testApp.database;
    const writer = await createTestUser(db, { name: 'Location Writer', plan: 'pro' });
    const post = <T>(url: string, user: TestUser, payload: object = {}) =>
      sendJson<T>(testApp.app, { method: 'POST', url, headers: bearer(user), payload });

    const draft = await post<{ prompt: { _id: string } }>('/api/prompts', writer, {
      ...newPrompt('Location Private Draft'),
      visibility: 'private',
    });
    expect(draft.status).toBe(201);
    const id = draft.body.prompt._id;
    const submitted = await post(`/api/prompts/${id}/submit`, writer);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(submitted.headers.location).toBe(`/api/prompts/${id}`);

    const approved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/prompts/${id}/status`,
      headers: bearer(admin),
      payload: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    // An admin's edit is live at once, so version 1 becomes one to restore.
    const edited = await testApp.app.inject({
      method: 'PUT',
      url: `/api/prompts/${id}`,
      headers: bearer(admin),
      payload: { ...newPrompt('Location Private Draft'), description: 'A second wording.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const restored = await post<{ version: { number: number } }>(
      `/api/prompts/${id}/versions/1/restore`,
      writer,
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(201);
    expect(restored.headers.location).toBe(
      `/api/prompts/${id}/versions/${restored.body.version.number}`,
    );
    expect((await get(String(restored.headers.location), bearer(writer))).statusCode).toBe(200);

    const change = await post<{ changeRequest: { _id: string } }>(
      `/api/prompts/${id}/changes`,
      member,
      { changes: newPrompt('Location Private Draft, clearer'), reason: 'A clearer title.' },
    );
    expect(change.status, JSON.stringify(change.body)).toBe(201);
    expect(change.headers.location).toBe(
      `/api/prompts/${id}/changes/${change.body.changeRequest._id}`,
    );

    const collection = await post<{ collection: { _id: string } }>('/api/collections', writer, {
      title: 'Location shelf',
      visibility: 'public',
    });
    const item = await post(`/api/collections/${collection.body.collection._id}/items`, writer, {
      promptId: id,
    });
    expect(item.status).toBe(201);
    expect(item.headers.location).toBe(
      `/api/collections/${collection.body.collection._id}/items/${id}`,
    );

    const link = await post(`/api/admin/users/${writer.id}/reset-link`, admin);
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    expect(link.headers.location).toBe(`/api/admin/users/${writer.id}/reset-link`);
  });
});

describe('CORS', () => {
  function preflight(origin: string, method = 'POST') {
    return testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/prompts',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization, idempotency-key, content-type',
      },
    });
  }

  it('answers a preflight from a listed origin, never allowing credentials', async () => {
    const response = await preflight(TOOL_ORIGIN);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(TOOL_ORIGIN);
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const name of ['authorization', 'idempotency-key', 'content-type'])
      expect(allowed).toContain(name);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers.vary).toContain('Origin');
  });

  it('gives an origin not listed no CORS header', async () => {
    const refused = await preflight('https://evil.example.net');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-methods']).toBeUndefined();
    const read = await get('/api/prompts', { origin: 'https://evil.example.net' });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets a page of a listed origin read and write with a bearer token', async () => {
    const read = await get('/api/users/me', { origin: TOOL_ORIGIN, ...bearer(member) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(TOOL_ORIGIN);
    const exposed = String(read.headers['access-control-expose-headers']);
    for (const name of ['ETag', 'RateLimit', 'RateLimit-Policy', 'Retry-After', 'Location'])
      expect(exposed).toContain(name);
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    // A fresh author: each member may only submit so many prompts at a time.
    const author = await createTestUser(testApp.database.db, { name: 'Tool Author' });
    const written = await sendJson(testApp.app, {
      method: 'POST',
      url: '/api/prompts',
      headers: { origin: TOOL_ORIGIN, ...bearer(author) },
      payload: newPrompt('Cross Origin Prompt'),
    });
    expect(written.status).toBe(201);
    expect(written.headers['access-control-allow-origin']).toBe(TOOL_ORIGIN);
    // An error is readable by the page too.
    const refused = await get('/api/users/me', { origin: TOOL_ORIGIN });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(TOOL_ORIGIN);
  });

  it('lets listed origins reach the MCP server and refuses other pages', async () => {
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/mcp',
      headers: {
        origin: TOOL_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, mcp-protocol-version',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(TOOL_ORIGIN);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain(
      'Mcp-Protocol-Version',
    );
    const listTools = (origin: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/mcp',
        headers: {
          origin,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
      });
    const listed = await listTools(TOOL_ORIGIN);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['access-control-allow-origin']).toBe(TOOL_ORIGIN);
    // DNS rebinding: a hostile page reaching the server under another name.
    const foreign = await listTools('https://evil.example.net');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({
      jsonrpc: '2.0',
      error: { data: { code: 'FORBIDDEN' } },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('still refuses a cookie-authenticated write from a listed origin', async () => {
    const response = await sendJson(testApp.app, {
      method: 'POST',
      url: '/api/prompts',
      headers: { origin: TOOL_ORIGIN, cookie: `session=${member.token}` },
      payload: newPrompt('Cookie Cross Origin Prompt'),
    });
    expect(response.status).toBe(403);
  });
});
