/**
 * Bad input to the library's REST door never reaches a 500: it gets a clear
 * 400 `{ error, code: 'BAD_REQUEST', fields }` or an honest empty result,
 * and bad usage calls leave the database as it was.
 */
import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts } from '../../src/server/db/schema.ts';
import { SAMPLE_PROMPTS } from '../../src/server/db/seed/sample-prompts.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { type ErrorJson, getJson, type PromptPageJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let pendingId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const owner = await createTestUser(testApp.database.db);
  pendingId = await insertPrompt(testApp.database.db, {
    title: 'Unreviewed Newsletter Welcome',
    status: 'pending',
    createdById: owner.id,
  });
});

afterAll(async () => {
  await testApp.close();
});

async function expectBadRequest(url: string, field: string) {
  const { status, body } = await getJson<ErrorJson>(testApp.app, url);
  expect(status, url).toBe(400);
  expect(body.code).toBe('BAD_REQUEST');
  expect(body.error).toContain(field);
  expect(body.fields).toBeDefined();
  expect(Object.keys(body.fields ?? {})).toEqual([field]);
  expect(body.fields?.[field]).toMatch(/\w/);
  return body;
}

async function expectEmptyPage(url: string) {
  const { status, body } = await getJson<PromptPageJson>(testApp.app, url);
  expect(status, url).toBe(200);
  expect(body.prompts).toEqual([]);
  expect(body.pagination.totalPrompts).toBe(0);
  return body;
}

const searchUrl = (text: string) => `/api/prompts?search=${encodeURIComponent(text)}`;

describe('page and limit', () => {
  it.each([
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=10001', 'page'],
    ['page=Infinity', 'page'],
    ['page=1&page=2', 'page'],
    ['limit=1000', 'limit'],
    ['limit=49', 'limit'],
    ['limit=0', 'limit'],
    ['limit=-12', 'limit'],
    ['limit=twelve', 'limit'],
    ['limit=12&limit=24', 'limit'],
  ])('?%s is a 400 on field %s', async (query, field) => {
    await expectBadRequest(`/api/prompts?${query}`, field);
  });

  it.each([
    ['sort=popular', 'sort'],
    ['sort=RELEVANCE', 'sort'],
    ['sort=newest&sort=most-used', 'sort'],
    ['sort=newest%00', 'sort'],
    ['literal=yes', 'literal'],
    ['literal=1', 'literal'],
    ['literal=true&literal=false', 'literal'],
  ])('?%s is a 400 on field %s (the order and the literal switch)', async (query, field) => {
    await expectBadRequest(`/api/prompts?${query}`, field);
  });

  it('treats empty sort and literal as the defaults', async () => {
    const { status, body } = await getJson<PromptPageJson>(
      testApp.app,
      '/api/prompts?sort=&literal=',
    );
    expect(status).toBe(200);
    expect(body.prompts.length).toBeGreaterThan(0);
  });

  it('names both fields when both are bad', async () => {
    const { status, body } = await getJson<ErrorJson>(testApp.app, '/api/prompts?page=0&limit=0');
    expect(status).toBe(400);
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['limit', 'page']);
  });

  it('treats empty page and limit as the defaults', async () => {
    const { status, body } = await getJson<PromptPageJson>(
      testApp.app,
      '/api/prompts?page=&limit=',
    );
    expect(status).toBe(200);
    expect(body.prompts).toHaveLength(12);
    expect(body.pagination.currentPage).toBe(1);
  });

  it('answers the largest page number with an honest empty page', async () => {
    const { status, body } = await getJson<PromptPageJson>(
      testApp.app,
      '/api/prompts?page=10000&category=Email',
    );
    expect(status).toBe(200);
    expect(body.prompts).toEqual([]);
    expect(body.pagination).toMatchObject({
      currentPage: 10000,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: true,
    });
  });

  it.each(['limit=abc', 'limit=0', 'limit=51', 'limit=-1', 'limit=2.5'])(
    'trending ?%s is a 400 on field limit',
    async (query) => {
      await expectBadRequest(`/api/prompts/trending?${query}`, 'limit');
    },
  );
});

describe('model and category', () => {
  it('refuses an unknown model with a 400 on field model', async () => {
    const body = await expectBadRequest('/api/prompts?model=GPT-17', 'model');
    expect(body.fields?.model).toContain('ChatGPT');
  });

  it('refuses a model in the wrong case', async () => {
    await expectBadRequest('/api/prompts?model=chatgpt', 'model');
  });

  it('answers an unknown category with an empty list', async () => {
    await expectEmptyPage('/api/prompts?category=Knitting%20Patterns');
  });

  it('refuses an overlong category with a 400 on field category', async () => {
    await expectBadRequest(`/api/prompts?category=${'x'.repeat(41)}`, 'category');
  });
});

describe('search text', () => {
  it.each([`"''"`, '%%%', '\\\\', '&|!:*()', `"'%\\&|!:*()`, '<>', '🚀✨🔥', ':*'])(
    'answers %j (nothing searchable) with an empty page',
    async (text) => {
      const body = await expectEmptyPage(searchUrl(text));
      expect(body.pagination).toEqual({
        currentPage: 1,
        totalPages: 0,
        totalPrompts: 0,
        hasNextPage: false,
        hasPrevPage: false,
      });
    },
  );

  it.each([
    'email:*',
    'email & | !',
    "email'",
    '"email"',
    'email%',
    'email\\',
    '(email)',
    'email 🚀',
  ])('finds the email prompts through %j', async (text) => {
    const { status, body } = await getJson<PromptPageJson>(testApp.app, searchUrl(text));
    expect(status).toBe(200);
    expect(body.prompts.map((prompt) => prompt.title)).toContain('Cold Email That Earns a Reply');
  });

  it.each([
    "'; drop table prompts; --",
    "1' or '1'='1",
    '") or 1=1 --',
    "email') || to_tsquery('simple', 'a:*",
    'union select password_hash from users',
  ])('treats the SQL-looking %j as words', async (text) => {
    const { status, body } = await getJson<PromptPageJson>(testApp.app, searchUrl(text));
    expect(status).toBe(200);
    expect(Array.isArray(body.prompts)).toBe(true);
  });

  it('treats an SQL-looking category as a category nobody used', async () => {
    await expectEmptyPage(`/api/prompts?category=${encodeURIComponent("Art' OR '1'='1")}`);
  });

  it('still has every prompt after the SQL-looking searches', async () => {
    const [row] = await testApp.database.db
      .select({ total: count() })
      .from(prompts)
      .where(eq(prompts.status, 'approved'));
    expect(row?.total).toBe(SAMPLE_PROMPTS.length);
  });

  it.each(['café', 'naïve', '東京', 'Ünïcödé', 'ﬁle', '٣٤'])(
    'accepts the unicode search %j',
    async (text) => {
      const { status } = await getJson<PromptPageJson>(testApp.app, searchUrl(text));
      expect(status).toBe(200);
    },
  );

  it('refuses a search longer than 200 characters', async () => {
    await expectBadRequest(searchUrl('email '.repeat(34)), 'search');
  });

  it('accepts a search of exactly 200 characters', async () => {
    const { status } = await getJson<PromptPageJson>(testApp.app, searchUrl('a'.repeat(200)));
    expect(status).toBe(200);
  });

  it('uses only the first eight words', async () => {
    const { status, body } = await getJson<PromptPageJson>(
      testApp.app,
      searchUrl('cold email reply cold email reply cold email xylophonics'),
    );
    expect(status).toBe(200);
    expect(body.prompts.map((prompt) => prompt.title)).toEqual(['Cold Email That Earns a Reply']);
  });

  it('reads a repeated search key as bad input, not a crash', async () => {
    await expectBadRequest('/api/prompts?search=email&search=cold', 'search');
  });
});

describe('prompt ids', () => {
  it.each(['abc', '1', 'null', 'undefined', randomUUID().toUpperCase().slice(0, 30)])(
    'GET /api/prompts/%s answers 404 NOT_FOUND',
    async (id) => {
      const { status, body } = await getJson<ErrorJson>(testApp.app, `/api/prompts/${id}`);
      expect(status).toBe(404);
      expect(body.code).toBe('NOT_FOUND');
    },
  );

  it.each(['%00', 'a%07b', '%1B'])('GET /api/prompts/%s answers 400 naming the id', async (id) => {
    const { status, body } = await getJson<ErrorJson>(testApp.app, `/api/prompts/${id}`);
    expect(status).toBe(400);
    expect(body.fields).toEqual({ id: 'must not contain control characters' });
  });

  it.each(['GET', 'PUT'] as const)(
    '%s answers an id over 100 characters with 400 naming it',
    async (method) => {
      const url = `/api/prompts/${'a'.repeat(101)}${method === 'PUT' ? '/usage' : ''}`;
      const response = await testApp.app.inject({ method, url });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorJson>().fields).toHaveProperty('id');
    },
  );

  it.each(['GET', 'PUT'] as const)('%s answers an undecodable id with 400', async (method) => {
    const url = `/api/prompts/%zz${method === 'PUT' ? '/usage' : ''}`;
    const response = await testApp.app.inject({ method, url });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorJson>()).toEqual({
      error: 'The URL is not valid',
      code: 'BAD_REQUEST',
      requestId: response.headers['x-request-id'],
    });
  });
});

describe('bad usage calls', () => {
  async function usageSnapshot() {
    return testApp.database.db
      .select({ id: prompts.id, usageCount: prompts.usageCount, status: prompts.status })
      .from(prompts)
      .orderBy(asc(prompts.id));
  }

  it('leave the database unchanged', async () => {
    const before = await usageSnapshot();
    const ids = [
      pendingId,
      randomUUID(),
      'not-an-id',
      "' or 1=1 --",
      '%00',
      'a'.repeat(101),
      '%zz',
      `${pendingId}' or '1'='1`,
    ];
    for (const id of ids) {
      const response = await testApp.app.inject({
        method: 'PUT',
        url: `/api/prompts/${id === '%zz' ? id : encodeURIComponent(id)}/usage`,
      });
      expect(response.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, id).toBeLessThan(500);
      expect(response.json<ErrorJson>().code).toMatch(/^(NOT_FOUND|BAD_REQUEST)$/);
    }
    expect(await usageSnapshot()).toEqual(before);
  });
});
