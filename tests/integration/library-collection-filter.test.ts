/**
 * The library opened on a collection (issue 29: "a collection can be opened
 * in the library as a filter"): GET /api/prompts?collection= and tRPC
 * library.list answer the collection's approved prompts with the library's
 * search, filters and order; a collection the caller may not see answers
 * 404 as an unknown id does (API.md), and bad ids never reach a 500.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID_LENGTH } from '../../src/shared/library-limits.ts';
import type { PromptPage } from '../../src/shared/prompt-views.ts';
import { sendJson } from '../helpers/accounts.ts';
import { insertCollection } from '../helpers/collection-fixtures.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { type ErrorJson, getJson, type PromptPageJson, promptsUrl } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

let testApp: TestApp;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let publicId: string;
let unlistedId: string;
let privateId: string;
let emptyId: string;
const titles = ['Lantern haiku', 'Harbor haiku', 'Lantern sonnet', 'Quiet limerick'];
const ids: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  const { db } = testApp.database;
  owner = await createTestUser(db, { name: 'Cora Curator' });
  stranger = await createTestUser(db, { name: 'Sam Stranger' });
  admin = await createTestUser(db, { name: 'Ada Admin', role: 'admin' });
  for (const [index, title] of titles.entries()) {
    ids[title] = await insertPrompt(db, {
      title,
      status: 'approved',
      model: index % 2 === 0 ? 'Claude' : 'ChatGPT',
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
    });
  }
  ids['Outside haiku'] = await insertPrompt(db, { title: 'Outside haiku', status: 'approved' });
  ids['Own draft haiku'] = await insertPrompt(db, {
    title: 'Own draft haiku',
    status: 'pending',
    createdById: owner.id,
  });
  const inside = [...titles, 'Own draft haiku'].map((title) => ids[title] ?? '');
  publicId = await insertCollection(db, {
    ownerId: owner.id,
    visibility: 'public',
    title: 'Evening poems',
    promptIds: inside,
  });
  unlistedId = await insertCollection(db, {
    ownerId: owner.id,
    visibility: 'unlisted',
    title: 'Link only',
    promptIds: inside.slice(0, 2),
  });
  privateId = await insertCollection(db, {
    ownerId: owner.id,
    visibility: 'private',
    title: 'Mine alone',
    promptIds: inside.slice(0, 1),
  });
  emptyId = await insertCollection(db, { ownerId: owner.id, visibility: 'public' });
});

afterAll(async () => {
  await testApp.close();
});

function list(params: Record<string, string | number>, user: TestUser | null = null) {
  return getJson<PromptPageJson & ErrorJson>(testApp.app, promptsUrl(params), bearer(user));
}

const titlesOf = (page: PromptPageJson) => page.prompts.map((prompt) => prompt.title);

describe('a collection opened in the library', () => {
  it("lists the collection's approved prompts, newest first, and names the collection", async () => {
    const { status, body } = await list({ collection: publicId });
    expect(status).toBe(200);
    expect(titlesOf(body)).toEqual([...titles].reverse());
    expect(body.pagination.totalPrompts).toBe(4);
    expect(body.collection).toEqual({ _id: publicId, title: 'Evening poems' });
  });

  it('combines with search, model, sort and pages', async () => {
    const searched = await list({ collection: publicId, search: 'haiku' });
    expect(searched.status).toBe(200);
    expect(titlesOf(searched.body).sort()).toEqual(['Harbor haiku', 'Lantern haiku']);
    const byModel = await list({ collection: publicId, model: 'Claude' });
    expect(titlesOf(byModel.body)).toEqual(['Lantern sonnet', 'Lantern haiku']);
    const paged = await list({ collection: publicId, limit: 3, page: 2, sort: 'newest' });
    expect(titlesOf(paged.body)).toEqual(['Lantern haiku']);
    expect(paged.body.pagination).toMatchObject({ totalPages: 2, hasPrevPage: true });
    const respelled = await list({ collection: publicId, search: 'lantren' });
    expect(titlesOf(respelled.body).sort()).toEqual(['Lantern haiku', 'Lantern sonnet']);
  });

  it('answers an empty page for an empty collection, not the whole library', async () => {
    const { status, body } = await list({ collection: emptyId });
    expect(status).toBe(200);
    expect(body.prompts).toEqual([]);
    expect(body.pagination.totalPrompts).toBe(0);
    const searched = await list({ collection: emptyId, search: 'haiku' });
    expect(searched.body.prompts).toEqual([]);
  });

  it('opens an unlisted collection for anyone with its id', async () => {
    const { status, body } = await list({ collection: unlistedId });
    expect(status).toBe(200);
    expect(titlesOf(body)).toEqual(['Harbor haiku', 'Lantern haiku']);
  });

  it('opens a private collection for its owner and admins only; others hear 404', async () => {
    expect((await list({ collection: privateId }, owner)).body.prompts).toHaveLength(1);
    expect((await list({ collection: privateId }, admin)).status).toBe(200);
    for (const caller of [null, stranger]) {
      const { status, body } = await list({ collection: privateId }, caller);
      expect(status).toBe(404);
      expect(body.code).toBe('NOT_FOUND');
      expect(body.prompts).toBeUndefined();
    }
  });

  it('follows the collection: a prompt taken out leaves the listing at once', async () => {
    const made = await sendJson<{ collection: { _id: string } }>(testApp.app, {
      method: 'POST',
      url: '/api/collections',
      headers: bearer(owner),
      payload: { title: 'Changing', visibility: 'public' },
    });
    const id = made.body.collection._id;
    const add = (promptId: string) =>
      sendJson(testApp.app, {
        method: 'POST',
        url: `/api/collections/${id}/items`,
        headers: bearer(owner),
        payload: { promptId },
      });
    expect((await add(ids['Quiet limerick'] ?? '')).status).toBe(201);
    expect(titlesOf((await list({ collection: id })).body)).toEqual(['Quiet limerick']);
    const removed = await sendJson(testApp.app, {
      method: 'DELETE',
      url: `/api/collections/${id}/items/${ids['Quiet limerick']}`,
      headers: bearer(owner),
    });
    expect(removed.status).toBe(204);
    expect((await list({ collection: id })).body.prompts).toEqual([]);
  });

  it('opens "Saved" on the prompt saves, for its owner only', async () => {
    const saved = await sendJson(testApp.app, {
      method: 'PUT',
      url: `/api/prompts/${ids['Harbor haiku']}/save`,
      headers: bearer(stranger),
    });
    expect(saved.status).toBe(200);
    const mine = await getJson<{ collections: { _id: string; isDefault: boolean }[] }>(
      testApp.app,
      '/api/users/me/collections',
      bearer(stranger),
    );
    const savedId = mine.body.collections.find((c) => c.isDefault)?._id ?? '';
    const own = await list({ collection: savedId }, stranger);
    expect(own.status).toBe(200);
    expect(titlesOf(own.body)).toEqual(['Harbor haiku']);
    expect((await list({ collection: savedId }, owner)).status).toBe(404);
  });

  it('answers the same through tRPC, 404 included', async () => {
    const page = await trpcCall<PromptPage>(testApp.app, {
      path: 'library.list',
      input: { collection: unlistedId },
    });
    expect(page.ok && page.data.collection?.title).toBe('Link only');
    const hidden = await trpcCall<PromptPage>(
      testApp.app,
      { path: 'library.list', input: { collection: privateId } },
      bearer(stranger),
    );
    expect(hidden.ok).toBe(false);
    expect(hidden.status).toBe(404);
  });
});

describe('bad collection ids', () => {
  it.each([
    ['not-an-id', 404],
    [randomUUID(), 404],
    ['x'.repeat(MAX_ID_LENGTH + 1), 400],
    ['abc\u0000def', 400],
    ['abc\u001bdef', 400],
  ])('answers %j with %i and no prompts', async (collection, expected) => {
    const { status, body } = await list({ collection });
    expect(status).toBe(expected);
    expect(body.prompts).toBeUndefined();
    if (expected === 400) expect(Object.keys(body.fields ?? {})).toEqual(['collection']);
  });

  it('treats an empty collection parameter as none', async () => {
    const { status, body } = await list({ collection: '', limit: 48 });
    expect(status).toBe(200);
    expect(body.collection).toBeUndefined();
    expect(body.pagination.totalPrompts).toBe(titles.length + 1);
  });

  it('refuses a collection with updatedSince', async () => {
    const { status, body } = await list({
      collection: publicId,
      updatedSince: '2026-01-01T00:00:00Z',
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ collection: 'not with updatedSince' });
  });
});
