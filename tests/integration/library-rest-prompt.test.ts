/**
 * GET /api/prompts/:id (who may see what) and PUT /api/prompts/:id/usage.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPrompt, promptIdByTitle, usageCountOf } from '../helpers/prompt-fixtures.ts';
import { type ErrorJson, getJson, type PromptJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

/** Every error body also carries the request id. */
const anyRequestId: unknown = expect.any(String);
const PROMPT_NOT_FOUND = { error: 'Prompt not found', code: 'NOT_FOUND', requestId: anyRequestId };

let testApp: TestApp;
let owner: TestUser;
let otherUser: TestUser;
let admin: TestUser;
let approvedId: string;
let pendingId: string;
let rejectedId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  owner = await createTestUser(db, { name: 'Priya Owner' });
  otherUser = await createTestUser(db, { name: 'Someone Else' });
  admin = await createTestUser(db, { role: 'admin', name: 'Ada Admin' });
  approvedId = await promptIdByTitle(db, 'Cold Email That Earns a Reply');
  pendingId = await insertPrompt(db, {
    title: 'Follow-Up Email After a Conference Chat',
    status: 'pending',
    createdById: owner.id,
    categories: ['Email', 'Sales'],
  });
  rejectedId = await insertPrompt(db, {
    title: 'Rejected Giveaway Announcement',
    status: 'rejected',
    createdById: owner.id,
  });
});

afterAll(async () => {
  await testApp.close();
});

async function getPrompt(id: string, user: TestUser | null = null) {
  return getJson<{ prompt: PromptJson } & Partial<ErrorJson>>(
    testApp.app,
    `/api/prompts/${encodeURIComponent(id)}`,
    bearer(user),
  );
}

function putUsage(id: string, user: TestUser | null = null, remoteAddress = '192.0.2.10') {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/prompts/${encodeURIComponent(id)}/usage`,
    headers: bearer(user),
    remoteAddress,
  });
}

describe('GET /api/prompts/:id', () => {
  it('shows an approved prompt to anyone', async () => {
    for (const user of [null, otherUser, owner, admin]) {
      const { status, body } = await getPrompt(approvedId, user);
      expect(status).toBe(200);
      expect(body.prompt).toMatchObject({
        _id: approvedId,
        title: 'Cold Email That Earns a Reply',
        model: 'Gemini',
        status: 'approved',
      });
    }
  });

  it('shows the same prompt the list shows', async () => {
    const list = await getJson<{ prompts: PromptJson[] }>(
      testApp.app,
      '/api/prompts?search=cold%20email',
    );
    const { body } = await getPrompt(approvedId);
    expect(list.body.prompts[0]).toEqual(body.prompt);
  });

  it('shows a pending prompt to its owner, with its creator', async () => {
    const { status, body } = await getPrompt(pendingId, owner);
    expect(status).toBe(200);
    expect(body.prompt).toMatchObject({
      _id: pendingId,
      status: 'pending',
      createdBy: { _id: owner.id, name: 'Priya Owner' },
      categories: ['Email', 'Sales'],
      category: 'Email',
      liked: false,
      saved: false,
    });
  });

  it('shows pending and rejected prompts to an admin', async () => {
    expect((await getPrompt(pendingId, admin)).status).toBe(200);
    const rejected = await getPrompt(rejectedId, admin);
    expect(rejected.status).toBe(200);
    expect(rejected.body.prompt.status).toBe('rejected');
  });

  it('hides a pending prompt from anonymous callers and other users as not found', async () => {
    for (const user of [null, otherUser]) {
      for (const id of [pendingId, rejectedId]) {
        const { status, body } = await getPrompt(id, user);
        expect(status).toBe(404);
        expect(body).toEqual(PROMPT_NOT_FOUND);
      }
    }
  });

  it('answers an unknown id exactly like a hidden one', async () => {
    const { status, body } = await getPrompt(randomUUID(), admin);
    expect(status).toBe(404);
    expect(body).toEqual(PROMPT_NOT_FOUND);
  });

  it.each(['not-an-id', '12345', 'e5f6', `${randomUUID()}x`, "1' or '1'='1", '..%2F..%2Fetc'])(
    'answers the malformed id %j with 404 NOT_FOUND',
    async (id) => {
      const { status, body } = await getPrompt(id);
      expect(status).toBe(404);
      expect(body.code).toBe('NOT_FOUND');
      expect(typeof body.error).toBe('string');
    },
  );

  it('treats an invalid or unknown token as anonymous', async () => {
    const response = await testApp.app.inject({
      url: `/api/prompts/${approvedId}`,
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ prompt: PromptJson }>().prompt).not.toHaveProperty('liked');
    const hidden = await testApp.app.inject({
      url: `/api/prompts/${pendingId}`,
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('accepts the session cookie as well as a bearer token', async () => {
    const response = await testApp.app.inject({
      url: `/api/prompts/${pendingId}`,
      headers: { cookie: `theme=dark; session=${owner.token}` },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('PUT /api/prompts/:id/usage', () => {
  it('adds one use and returns the new count', async () => {
    const before = await usageCountOf(testApp.database.db, approvedId);
    const first = await putUsage(approvedId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ usageCount: before + 1 });
    const second = await putUsage(approvedId, otherUser);
    expect(second.json()).toEqual({ usageCount: before + 2 });
    const { body } = await getPrompt(approvedId);
    expect(body.prompt.usageCount).toBe(before + 2);
  });

  it('counts concurrent uses of different visitors without losing any', async () => {
    const before = await usageCountOf(testApp.database.db, approvedId);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => putUsage(approvedId, null, `198.51.100.${i + 1}`)),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await usageCountOf(testApp.database.db, approvedId)).toBe(before + 10);
  });

  it('refuses a pending prompt with 404, even for its owner and an admin', async () => {
    const before = await usageCountOf(testApp.database.db, pendingId);
    for (const user of [null, owner, admin]) {
      const response = await putUsage(pendingId, user);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(PROMPT_NOT_FOUND);
    }
    expect(await usageCountOf(testApp.database.db, pendingId)).toBe(before);
  });

  it.each([randomUUID(), 'not-an-id', "'; update prompts set usage_count = 0; --"])(
    'answers the unknown or malformed id %j with 404',
    async (id) => {
      const response = await putUsage(id);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorJson>().code).toBe('NOT_FOUND');
    },
  );

  it('does not accept GET: 405, naming PUT', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/prompts/${approvedId}/usage`,
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('PUT');
    expect(response.json<ErrorJson>().code).toBe('METHOD_NOT_ALLOWED');
  });
});
