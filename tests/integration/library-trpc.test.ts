/**
 * The library through the tRPC door, over real HTTP (`app.inject`): the wire
 * format the web app's client speaks, the same answers as the REST door,
 * field errors on bad input, and liked/saved only for a signed-in caller.
 */
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promptLikes, promptSaves } from '../../src/server/db/schema.ts';
import type { AppRouter } from '../../src/server/trpc/root.ts';
import type { PromptPage, PromptView } from '../../src/shared/prompt-views.ts';
import { insertPrompt, promptIdByTitle, usageCountOf } from '../helpers/prompt-fixtures.ts';
import { getJson, type PromptPageJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { createInjectClient, trpcCall } from '../helpers/trpc-inject.ts';

let testApp: TestApp;
let reader: TestUser;
let owner: TestUser;
let likedId: string;
let savedId: string;
let pendingId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  reader = await createTestUser(db, { name: 'Rita Reader' });
  owner = await createTestUser(db, { name: 'Omar Owner' });
  likedId = await promptIdByTitle(db, 'Cold Email That Earns a Reply');
  savedId = await promptIdByTitle(db, 'Waitlist Launch Email Sequence');
  await db.insert(promptLikes).values({ userId: reader.id, promptId: likedId });
  await db.insert(promptSaves).values({ userId: reader.id, promptId: savedId });
  pendingId = await insertPrompt(db, {
    title: 'Draft Onboarding Email for Beta Users',
    status: 'pending',
    createdById: owner.id,
  });
});

afterAll(async () => {
  await testApp.close();
});

describe('library.list over HTTP', () => {
  it('answers a GET with the superjson envelope', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { category: 'Email', limit: 6 } }));
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/trpc/library.list?input=${input}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ result: { data: { json: PromptPageJson } } }>();
    expect(body.result.data.json.prompts).toHaveLength(6);
    expect(body.result.data.json.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalPrompts: 6,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });

  it('returns dates as Dates through superjson', async () => {
    const result = await trpcCall<PromptPage>(testApp.app, { path: 'library.list', input: {} });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.prompts).toHaveLength(12);
    expect(result.data.prompts[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('gives the same prompts, in the same order, as the REST door', async () => {
    const params = { search: 'email', page: 1, limit: 24 };
    const result = await trpcCall<PromptPage>(testApp.app, { path: 'library.list', input: params });
    if (!result.ok) throw new Error(result.error.message);
    const rest = await getJson<PromptPageJson>(
      testApp.app,
      '/api/prompts?search=email&page=1&limit=24',
    );
    expect(result.data.prompts.map((prompt) => prompt._id)).toEqual(
      rest.body.prompts.map((prompt) => prompt._id),
    );
    expect(result.data.pagination).toEqual(rest.body.pagination);
  });
});

describe('bad input over tRPC', () => {
  it.each([
    [{ page: -1 }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ limit: 1000 }, 'limit'],
    [{ limit: 0 }, 'limit'],
    [{ model: 'GPT-17' }, 'model'],
    [{ search: 'x'.repeat(201) }, 'search'],
  ])('%j is an HTTP 400 with a field error on %s', async (input, field) => {
    const result = await trpcCall(testApp.app, { path: 'library.list', input });
    expect(result.status).toBe(400);
    if (result.ok) throw new Error('expected an error');
    expect(result.error.data.code).toBe('BAD_REQUEST');
    expect(Object.keys(result.error.data.fields ?? {})).toEqual([field]);
  });

  it('puts the field errors at error.json.data.fields on the wire', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { page: 0 } }));
    const response = await testApp.app.inject({ url: `/trpc/library.list?input=${input}` });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { json: { data: { fields: Record<string, string> } } } }>();
    expect(body.error.json.data.fields).toEqual({ page: 'must be 1 or more' });
  });

  it('answers a call without any input with 400, not a crash', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/trpc/library.list' });
    expect(response.statusCode).toBe(400);
  });

  it('answers input that is not JSON with 400', async () => {
    const result = await trpcCall(testApp.app, { path: 'library.list', rawInput: '{nope' });
    expect(result.status).toBe(400);
  });

  it('refuses trending limit 51', async () => {
    const result = await trpcCall(testApp.app, { path: 'library.trending', input: { limit: 51 } });
    expect(result.status).toBe(400);
    if (result.ok) throw new Error('expected an error');
    expect(result.error.data.fields).toHaveProperty('limit');
  });

  it('answers a malformed id with 404 NOT_FOUND', async () => {
    const result = await trpcCall(testApp.app, { path: 'library.byId', input: { id: 'nope' } });
    expect(result.status).toBe(404);
    if (result.ok) throw new Error('expected an error');
    expect(result.error.data.appCode).toBe('NOT_FOUND');
  });

  it('refuses a query sent as a mutation', async () => {
    const result = await trpcCall(testApp.app, {
      path: 'library.list',
      input: {},
      type: 'mutation',
    });
    expect(result.status).toBe(405);
  });
});

describe('liked and saved', () => {
  it('are absent for an anonymous caller', async () => {
    const result = await trpcCall<PromptPage>(testApp.app, {
      path: 'library.list',
      input: { search: 'email' },
    });
    if (!result.ok) throw new Error(result.error.message);
    for (const prompt of result.data.prompts) {
      expect(prompt).not.toHaveProperty('liked');
      expect(prompt).not.toHaveProperty('saved');
    }
  });

  it("are the signed-in caller's own booleans", async () => {
    const result = await trpcCall<PromptPage>(
      testApp.app,
      { path: 'library.list', input: { search: 'email' } },
      bearer(reader),
    );
    if (!result.ok) throw new Error(result.error.message);
    const byId = new Map(result.data.prompts.map((prompt) => [prompt._id, prompt]));
    expect(byId.get(likedId)).toMatchObject({ liked: true, saved: false });
    expect(byId.get(savedId)).toMatchObject({ liked: false, saved: true });
    const others = result.data.prompts.filter((p) => p._id !== likedId && p._id !== savedId);
    expect(others.length).toBeGreaterThan(0);
    for (const prompt of others) expect(prompt).toMatchObject({ liked: false, saved: false });
  });

  it("do not leak another user's reactions", async () => {
    const result = await trpcCall<PromptView>(
      testApp.app,
      { path: 'library.byId', input: { id: likedId } },
      bearer(owner),
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data).toMatchObject({ liked: false, saved: false });
  });

  it('appear on trending too', async () => {
    const result = await trpcCall<PromptView[]>(
      testApp.app,
      { path: 'library.trending', input: { limit: 3 } },
      bearer(reader),
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.every((prompt) => typeof prompt.liked === 'boolean')).toBe(true);
  });
});

describe('the typed client (batched, fetch through app.inject)', () => {
  it('batches queries and reads a pending prompt as its owner', async () => {
    const client = createInjectClient(testApp.app, bearer(owner));
    const [trending, mine] = await Promise.all([
      client.library.trending.query({ limit: 2 }),
      client.library.byId.query({ id: pendingId }),
    ]);
    expect(trending).toHaveLength(2);
    expect(mine).toMatchObject({ _id: pendingId, status: 'pending', liked: false });
    expect(mine.createdAt).toBeInstanceOf(Date);
  });

  it('hides the pending prompt from anonymous callers as NOT_FOUND', async () => {
    const client = createInjectClient(testApp.app);
    const error = await client.library.byId.query({ id: pendingId }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).data?.code).toBe('NOT_FOUND');
  });

  it('records a use with a mutation', async () => {
    const client = createInjectClient(testApp.app);
    const before = await usageCountOf(testApp.database.db, likedId);
    await expect(client.library.recordUsage.mutate({ id: likedId })).resolves.toEqual({
      usageCount: before + 1,
    });
    await expect(client.library.recordUsage.mutate({ id: pendingId })).rejects.toThrow(
      'Prompt not found',
    );
  });
});
