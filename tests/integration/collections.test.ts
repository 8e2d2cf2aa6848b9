/**
 * Collections over REST (API.md; decision 044): who sees what, the owner's
 * writes, the order under parallel reorders, bad input, and "Saved" as the
 * same thing the prompt save toggle and the saved list have always used.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionItems, collections } from '../../src/server/db/schema.ts';
import {
  MAX_COLLECTION_DESCRIPTION_LENGTH,
  MAX_COLLECTION_TITLE_LENGTH,
} from '../../src/shared/collection-limits.ts';
import type { CollectionView } from '../../src/shared/collection-views.ts';
import { sendJson } from '../helpers/accounts.ts';
import { insertCollection } from '../helpers/collection-fixtures.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import type { ErrorJson, PromptJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

type CollectionJson = Omit<CollectionView, 'createdAt' | 'updatedAt'>;
interface CollectionBody extends ErrorJson {
  collection: CollectionJson;
  prompts: PromptJson[];
}

/** A built client of one page, so the server answers /collections/:id with its head. */
const INDEX_HTML = `<!doctype html><html lang="en"><head>
<!-- page-meta --><title>default</title><!-- /page-meta -->
</head><body><div id="root"></div></body></html>`;

let clientDir: string;
let testApp: TestApp;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let approvedIds: string[];
let ownPendingId: string;
let strangerPendingId: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-collections-'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  testApp = await createTestApp({ seed: false, env: { CLIENT_DIST_DIR: clientDir } });
  const { db } = testApp.database;
  owner = await createTestUser(db, { name: 'Cora Curator' });
  stranger = await createTestUser(db, { name: 'Sam Stranger' });
  admin = await createTestUser(db, { name: 'Ada Admin', role: 'admin' });
  approvedIds = [];
  for (let i = 0; i < 5; i++) {
    approvedIds.push(await insertPrompt(db, { title: `Approved ${i}`, status: 'approved' }));
  }
  ownPendingId = await insertPrompt(db, {
    title: 'Own Draft',
    status: 'pending',
    createdById: owner.id,
  });
  strangerPendingId = await insertPrompt(db, {
    title: 'Stranger Draft',
    status: 'pending',
    createdById: stranger.id,
  });
});

afterAll(async () => {
  await testApp.close();
  await rm(clientDir, { recursive: true, force: true });
});

function call<T = CollectionBody>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: unknown,
) {
  return sendJson<T & ErrorJson>(testApp.app, {
    method,
    url: `/api${url}`,
    headers: bearer(user),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function create(body: Record<string, unknown>, user: TestUser = owner): Promise<string> {
  const made = await call('POST', '/collections', user, body);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.collection._id;
}

async function positionsOf(id: string) {
  return testApp.database.db
    .select({ promptId: collectionItems.promptId, position: collectionItems.position })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, id))
    .orderBy(asc(collectionItems.position));
}

describe('making and editing', () => {
  it('makes a collection, private by default, and lists it after Saved', async () => {
    const id = await create({ title: '  Launch  copy ', description: 'For launches' });
    const got = await call('GET', `/collections/${id}`, owner);
    expect(got.body.collection).toMatchObject({
      title: 'Launch  copy',
      description: 'For launches',
      visibility: 'private',
      isDefault: false,
      owner: { _id: owner.id, name: 'Cora Curator' },
      itemCount: 0,
    });
    const mine = await call<{ collections: CollectionJson[] }>(
      'GET',
      '/users/me/collections',
      owner,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.collections[0]).toMatchObject({ title: 'Saved', isDefault: true });
    expect(mine.body.collections.map((c) => c._id)).toContain(id);
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const before = await testApp.database.db.$count(collections);
    const cases: [unknown, string][] = [
      [{}, 'title'],
      [{ title: 'a\u0000b' }, 'title'],
      [{ title: 'x'.repeat(MAX_COLLECTION_TITLE_LENGTH + 1) }, 'title'],
      [
        { title: 'ok', description: 'y'.repeat(MAX_COLLECTION_DESCRIPTION_LENGTH + 1) },
        'description',
      ],
      [{ title: 'ok', description: 'bell\u0007' }, 'description'],
      [{ title: 'ok', visibility: 'friends' }, 'visibility'],
      [{ title: 42 }, 'title'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('POST', '/collections', owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields).toHaveProperty(field);
    }
    expect(await testApp.database.db.$count(collections)).toBe(before);
  });

  it('renames Saved but keeps it private and undeletable', async () => {
    const mine = await call<{ collections: CollectionJson[] }>(
      'GET',
      '/users/me/collections',
      owner,
    );
    const saved = mine.body.collections.find((c) => c.isDefault);
    if (!saved) throw new Error('no Saved collection');
    const renamed = await call('PUT', `/collections/${saved._id}`, owner, { title: 'Keepers' });
    expect(renamed.body.collection).toMatchObject({ title: 'Keepers', visibility: 'private' });
    const opened = await call('PUT', `/collections/${saved._id}`, owner, { visibility: 'public' });
    expect(opened.status).toBe(400);
    expect((await call('DELETE', `/collections/${saved._id}`, owner)).status).toBe(400);
    await call('PUT', `/collections/${saved._id}`, owner, { title: 'Saved' });
  });

  it("answers 404 or 403 to someone else's writes, and changes nothing", async () => {
    const hidden = await create({ title: 'Hidden', visibility: 'private' });
    const shown = await create({ title: 'Shown', visibility: 'public' });
    expect((await call('PUT', `/collections/${hidden}`, stranger, { title: 'x' })).status).toBe(
      404,
    );
    expect((await call('PUT', `/collections/${shown}`, stranger, { title: 'x' })).status).toBe(403);
    expect((await call('PUT', `/collections/${shown}`, admin, { title: 'x' })).status).toBe(403);
    expect(
      (await call('POST', `/collections/${shown}/items`, stranger, { promptId: approvedIds[0] }))
        .status,
    ).toBe(403);
    expect((await call('DELETE', `/collections/${hidden}`, stranger)).status).toBe(404);
    const still = await call('GET', `/collections/${shown}`, owner);
    expect(still.body.collection).toMatchObject({ title: 'Shown', itemCount: 0 });
  });
});

describe('who sees a collection', () => {
  let publicId: string;

  beforeAll(async () => {
    publicId = await create({ title: 'Mixed', visibility: 'public' });
    for (const promptId of [approvedIds[0], ownPendingId, approvedIds[1]]) {
      const added = await call('POST', `/collections/${publicId}/items`, owner, { promptId });
      expect(added.status).toBe(201);
    }
  });

  it('shows others its approved prompts only, and the owner all of them', async () => {
    const asOwner = await call('GET', `/collections/${publicId}`, owner);
    expect(asOwner.body.prompts.map((p) => p._id)).toEqual([
      approvedIds[0],
      ownPendingId,
      approvedIds[1],
    ]);
    for (const viewer of [null, stranger]) {
      const asOther = await call('GET', `/collections/${publicId}`, viewer);
      expect(asOther.status).toBe(200);
      expect(asOther.body.prompts.map((p) => p._id)).toEqual([approvedIds[0], approvedIds[1]]);
      expect(asOther.body.collection.itemCount).toBe(2);
    }
  });

  it('hides a private collection from strangers (404) but not from admins', async () => {
    const id = await create({ title: 'Mine only', visibility: 'private' });
    expect((await call('GET', `/collections/${id}`, null)).status).toBe(404);
    expect((await call('GET', `/collections/${id}`, stranger)).status).toBe(404);
    expect((await call('GET', `/collections/${id}`, admin)).status).toBe(200);
    expect((await call('GET', '/collections/not-an-id', stranger)).status).toBe(404);
  });

  it('opens an unlisted collection by its link, but lists only public ones in the sitemap', async () => {
    const unlisted = await create({ title: 'By link', visibility: 'unlisted' });
    const hidden = await create({ title: 'Nobody', visibility: 'private' });
    expect((await call('GET', `/collections/${unlisted}`, null)).status).toBe(200);
    const sitemap = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/collections/${publicId}<`);
    expect(sitemap.body).not.toContain(unlisted);
    expect(sitemap.body).not.toContain(hidden);
  });

  it("refuses to add a prompt the owner cannot see (404), and someone's draft stays out", async () => {
    const answer = await call('POST', `/collections/${publicId}/items`, owner, {
      promptId: strangerPendingId,
    });
    expect(answer.status).toBe(404);
    const missing = await call('POST', `/collections/${publicId}/items`, owner, {
      promptId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    const bad = await call('POST', `/collections/${publicId}/items`, owner, {
      promptId: 'x\u0001',
    });
    expect(bad.status).toBe(400);
    expect((await positionsOf(publicId)).length).toBe(3);
  });
});

describe('order', () => {
  it('survives 20 parallel reorders without duplicates or gaps', async () => {
    const id = await create({ title: 'Ordered', visibility: 'public' });
    await Promise.all(
      approvedIds.map(async (promptId) => {
        const added = await call('POST', `/collections/${id}/items`, owner, { promptId });
        expect(added.status).toBe(201);
      }),
    );
    expect((await positionsOf(id)).map((row) => row.position)).toEqual([0, 1, 2, 3, 4]);
    const orders = Array.from({ length: 20 }, (_, i) => {
      const rotated = [...approvedIds.slice(i % 5), ...approvedIds.slice(0, i % 5)];
      return i % 2 === 0 ? rotated : rotated.reverse();
    });
    const answers = await Promise.all(
      orders.map((promptIds) => call('PUT', `/collections/${id}/order`, owner, { promptIds })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(orders.map(() => 200));
    const rows = await positionsOf(id);
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(rows.map((row) => row.promptId)).size).toBe(5);
    // The final order is one of the orders asked for, whole.
    const final = rows.map((row) => row.promptId);
    expect(orders.some((order) => order.join() === final.join())).toBe(true);
    const read = await call('GET', `/collections/${id}`, null);
    expect(read.body.prompts.map((p) => p._id)).toEqual(final);
  });

  it('refuses an order that is not the same set of prompts (400), changing nothing', async () => {
    const id = await create({ title: 'Strict', visibility: 'private' });
    for (const promptId of approvedIds.slice(0, 3)) {
      await call('POST', `/collections/${id}/items`, owner, { promptId });
    }
    const before = await positionsOf(id);
    const wrong = [
      approvedIds.slice(0, 2),
      [...approvedIds.slice(0, 3), approvedIds[3]],
      [approvedIds[0], approvedIds[1], approvedIds[3]],
      [approvedIds[0], approvedIds[0], approvedIds[1]],
      'not a list',
    ];
    for (const promptIds of wrong) {
      const answer = await call('PUT', `/collections/${id}/order`, owner, { promptIds });
      expect(answer.status, JSON.stringify(promptIds)).toBe(400);
    }
    expect(await positionsOf(id)).toEqual(before);
  });

  it('closes the gap a removed prompt leaves', async () => {
    const id = await create({ title: 'Gaps', visibility: 'private' });
    for (const promptId of approvedIds.slice(0, 4)) {
      await call('POST', `/collections/${id}/items`, owner, { promptId });
    }
    expect((await call('DELETE', `/collections/${id}/items/${approvedIds[1]}`, owner)).status).toBe(
      204,
    );
    expect((await call('DELETE', `/collections/${id}/items/${approvedIds[1]}`, owner)).status).toBe(
      404,
    );
    expect(await positionsOf(id)).toEqual([
      { promptId: approvedIds[0], position: 0 },
      { promptId: approvedIds[2], position: 1 },
      { promptId: approvedIds[3], position: 2 },
    ]);
  });
});

describe('saving a collection', () => {
  it("toggles a member's save of a public collection and counts savers", async () => {
    const id = await create({ title: 'Worth saving', visibility: 'public' });
    const first = await call<{ saved: boolean; saves: number }>(
      'PUT',
      `/collections/${id}/save`,
      stranger,
    );
    expect(first.body).toEqual({ saved: true, saves: 1 });
    const byAdmin = await call<{ saved: boolean; saves: number }>(
      'PUT',
      `/collections/${id}/save`,
      admin,
    );
    expect(byAdmin.body).toEqual({ saved: true, saves: 2 });
    const seen = await call('GET', `/collections/${id}`, stranger);
    expect(seen.body.collection).toMatchObject({ saved: true, saveCount: 2 });
    const mine = await call<{ collections: CollectionJson[] }>(
      'GET',
      '/users/me/collections',
      stranger,
    );
    expect(mine.body.collections.map((c) => c._id)).toContain(id);
    const undone = await call<{ saved: boolean; saves: number }>(
      'PUT',
      `/collections/${id}/save`,
      stranger,
    );
    expect(undone.body).toEqual({ saved: false, saves: 1 });
    expect((await call('PUT', `/collections/${id}/save`, owner)).status).toBe(400);
  });

  it('keeps the count equal to the savers under parallel toggles', async () => {
    const id = await create({ title: 'Popular', visibility: 'unlisted' });
    const savers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createTestUser(testApp.database.db, { name: `Saver ${i}` }),
      ),
    );
    await Promise.all(savers.map((saver) => call('PUT', `/collections/${id}/save`, saver)));
    const got = await call('GET', `/collections/${id}`, null);
    expect(got.body.collection.saveCount).toBe(8);
  });
});

describe('Saved is the prompt saves of old', () => {
  it('shows what PUT /api/prompts/:id/save saved, and writes through to it', async () => {
    const member = await createTestUser(testApp.database.db, { name: 'Old Saver' });
    // A save made the way it always was, before the member ever opened their collections.
    expect((await call('PUT', `/prompts/${approvedIds[0]}/save`, member)).status).toBe(200);
    const mine = await call<{ collections: CollectionJson[] }>(
      'GET',
      '/users/me/collections',
      member,
    );
    const saved = mine.body.collections.find((c) => c.isDefault);
    expect(saved).toMatchObject({ title: 'Saved', visibility: 'private', itemCount: 1 });
    if (!saved) throw new Error('no Saved collection');
    const added = await call('POST', `/collections/${saved._id}/items`, member, {
      promptId: approvedIds[1],
    });
    expect(added.status).toBe(201);
    const lists = await call<{ savedPrompts: PromptJson[] }>('GET', '/users/prompts', member);
    expect(lists.body.savedPrompts.map((p) => p._id).sort()).toEqual(
      [approvedIds[0], approvedIds[1]].sort(),
    );
    const opened = await call('GET', `/collections/${saved._id}`, member);
    expect(opened.body.prompts.map((p) => p._id)).toEqual([approvedIds[1], approvedIds[0]]);
    expect((await call('GET', `/collections/${saved._id}`, stranger)).status).toBe(404);
    expect(
      (await call('DELETE', `/collections/${saved._id}/items/${approvedIds[0]}`, member)).status,
    ).toBe(204);
    const after = await call<{ savedPrompts: PromptJson[] }>('GET', '/users/prompts', member);
    expect(after.body.savedPrompts.map((p) => p._id)).toEqual([approvedIds[1]]);
    const reorder = await call('PUT', `/collections/${saved._id}/order`, member, {
      promptIds: [approvedIds[1]],
    });
    expect(reorder.status).toBe(400);
  });

  it('makes one Saved collection for parallel first reads', async () => {
    const member = await createTestUser(testApp.database.db, { name: 'Eager' });
    await Promise.all(
      Array.from({ length: 6 }, () => call('GET', '/users/me/collections', member)),
    );
    const rows = await testApp.database.db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.ownerId, member.id));
    expect(rows).toHaveLength(1);
  });
});

describe('the page', () => {
  it('carries the collection in its head when public, 404 for a private one', async () => {
    const id = await create({
      title: 'Team <prompts>',
      description: 'What the team runs',
      visibility: 'public',
    });
    const page = await testApp.app.inject({ method: 'GET', url: `/collections/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Team &lt;prompts&gt; · Prompt Hub</title>');
    expect(page.body).toContain('content="What the team runs"');
    const hidden = await insertCollection(testApp.database.db, {
      ownerId: owner.id,
      visibility: 'private',
      title: 'Secret plans',
    });
    const stranger404 = await testApp.app.inject({ method: 'GET', url: `/collections/${hidden}` });
    expect(stranger404.statusCode).toBe(404);
    expect(stranger404.body).not.toContain('Secret plans');
    const own = await testApp.app.inject({
      method: 'GET',
      url: `/collections/${hidden}`,
      headers: bearer(owner),
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('Secret plans');
  });
});
