/**
 * The doors behind bulk selection (issue 29: "cards can be selected in
 * bulk: add to a collection, export the selection, make private"):
 * POST /api/collections/:id/items/bulk, POST /api/users/me/prompts/private
 * and GET /api/users/me/prompts/export?ids=. Each is all or nothing: a bad
 * id, someone else's prompt or collection refuses the whole selection and
 * writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionItems, prompts, promptSaves } from '../../src/server/db/schema.ts';
import { MAX_ID_LENGTH, MAX_SELECTION } from '../../src/shared/library-limits.ts';
import { sendJson } from '../helpers/accounts.ts';
import { insertCollection } from '../helpers/collection-fixtures.ts';
import { getExport } from '../helpers/import-files.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import type { ErrorJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let approved: string[];
let strangerDraft: string;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  const { db } = testApp.database;
  owner = await createTestUser(db, { name: 'Bo Bulk' });
  stranger = await createTestUser(db, { name: 'Sam Stranger' });
  admin = await createTestUser(db, { name: 'Ada Admin', role: 'admin' });
  approved = [];
  for (let i = 0; i < 4; i++) {
    approved.push(await insertPrompt(db, { title: `Shared ${i}`, status: 'approved' }));
  }
  strangerDraft = await insertPrompt(db, {
    title: 'Stranger draft',
    status: 'pending',
    createdById: stranger.id,
  });
});

afterAll(async () => {
  await testApp.close();
});

function post<T>(url: string, user: TestUser | null, payload: unknown) {
  return sendJson<T & ErrorJson>(testApp.app, {
    method: 'POST',
    url: `/api${url}`,
    headers: bearer(user),
    payload,
  });
}

async function itemsOf(id: string): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ promptId: collectionItems.promptId })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, id))
    .orderBy(asc(collectionItems.position));
  return rows.map((row) => row.promptId);
}

async function statusesOf(ids: string[]): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ id: prompts.id, status: prompts.status })
    .from(prompts)
    .where(inArray(prompts.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.status ?? 'gone');
}

async function savedCollectionOf(user: TestUser): Promise<string> {
  const mine = await sendJson<{ collections: { _id: string; isDefault: boolean }[] }>(testApp.app, {
    method: 'GET',
    url: '/api/users/me/collections',
    headers: bearer(user),
  });
  return mine.body.collections.find((c) => c.isDefault)?._id ?? '';
}

async function savesOf(user: TestUser): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ promptId: promptSaves.promptId })
    .from(promptSaves)
    .where(eq(promptSaves.userId, user.id));
  return rows.map((row) => row.promptId).sort();
}

async function saveCountsOf(ids: string[]): Promise<number[]> {
  const rows = await testApp.database.db
    .select({ id: prompts.id, saveCount: prompts.saveCount })
    .from(prompts)
    .where(inArray(prompts.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.saveCount ?? -1);
}

/** Bad selections every bulk door refuses with 400 naming the field. */
const badLists: [string, unknown][] = [
  ['missing', undefined],
  ['empty', []],
  ['too many', Array.from({ length: MAX_SELECTION + 1 }, () => randomUUID())],
  ['not a list', 'abc'],
  ['numbers', [1, 2]],
  ['an id too long', ['x'.repeat(MAX_ID_LENGTH + 1)]],
  ['control characters', ['abc\u0000def']],
];

describe('adding a selection to a collection', () => {
  it('adds in the order given after the last one, skipping those already in', async () => {
    const id = await insertCollection(testApp.database.db, {
      ownerId: owner.id,
      visibility: 'public',
      promptIds: [approved[1] ?? ''],
    });
    const added = await post<{ added: number; collection: { itemCount: number } }>(
      `/collections/${id}/items/bulk`,
      owner,
      { promptIds: [approved[3], approved[1], approved[0], approved[3]] },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.added).toBe(2);
    expect(added.body.collection.itemCount).toBe(3);
    expect(await itemsOf(id)).toEqual([approved[1], approved[3], approved[0]]);
  });

  it('keeps positions 0..n-1 without duplicates under 12 parallel overlapping adds', async () => {
    const { db } = testApp.database;
    const id = await insertCollection(db, { ownerId: owner.id, visibility: 'private' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        post<{ added: number }>(`/collections/${id}/items/bulk`, owner, {
          promptIds: [approved[index % 4], approved[(index + 1) % 4]],
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(answers.reduce((sum, answer) => sum + answer.body.added, 0)).toBe(4);
    const rows = await db
      .select({ promptId: collectionItems.promptId, position: collectionItems.position })
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, id))
      .orderBy(asc(collectionItems.position));
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2, 3]);
    expect(new Set(rows.map((row) => row.promptId)).size).toBe(4);
  });

  it('adds none when one prompt is hidden from the owner (404)', async () => {
    const id = await insertCollection(testApp.database.db, {
      ownerId: owner.id,
      visibility: 'private',
    });
    for (const hidden of [strangerDraft, randomUUID(), 'not-an-id']) {
      const refused = await post(`/collections/${id}/items/bulk`, owner, {
        promptIds: [approved[0], hidden],
      });
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('NOT_FOUND');
    }
    expect(await itemsOf(id)).toEqual([]);
  });

  it("refuses someone else's collection: 404 when private, 403 when shown", async () => {
    const hidden = await insertCollection(testApp.database.db, {
      ownerId: stranger.id,
      visibility: 'private',
    });
    const shown = await insertCollection(testApp.database.db, {
      ownerId: stranger.id,
      visibility: 'public',
    });
    const body = { promptIds: [approved[0]] };
    expect((await post(`/collections/${hidden}/items/bulk`, owner, body)).status).toBe(404);
    expect((await post(`/collections/${shown}/items/bulk`, owner, body)).status).toBe(403);
    expect((await post(`/collections/${shown}/items/bulk`, admin, body)).status).toBe(403);
    expect(await itemsOf(shown)).toEqual([]);
  });

  it('saves each prompt when the collection is Saved', async () => {
    const mine = await sendJson<{ collections: { _id: string; isDefault: boolean }[] }>(
      testApp.app,
      { method: 'GET', url: '/api/users/me/collections', headers: bearer(stranger) },
    );
    const saved = mine.body.collections.find((c) => c.isDefault)?._id ?? '';
    const done = await post<{ added: number }>(`/collections/${saved}/items/bulk`, stranger, {
      promptIds: [approved[2], strangerDraft],
    });
    expect(done.status).toBe(200);
    expect(done.body.added).toBe(2);
    const again = await post<{ added: number }>(`/collections/${saved}/items/bulk`, stranger, {
      promptIds: [approved[2]],
    });
    expect(again.body.added).toBe(0);
    const rows = await testApp.database.db
      .select({ promptId: promptSaves.promptId })
      .from(promptSaves)
      .where(eq(promptSaves.userId, stranger.id));
    expect(rows.map((row) => row.promptId).sort()).toEqual([approved[2], strangerDraft].sort());
  });

  it('saves none in Saved when one prompt is hidden, and leaves the counters alone', async () => {
    const { db } = testApp.database;
    const saver = await createTestUser(db, { name: 'Noor None' });
    const saved = await savedCollectionOf(saver);
    const before = await saveCountsOf([approved[0] ?? '', approved[1] ?? '']);
    for (const hidden of [strangerDraft, randomUUID(), 'not-an-id']) {
      const refused = await post(`/collections/${saved}/items/bulk`, saver, {
        promptIds: [approved[0], approved[1], hidden],
      });
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('NOT_FOUND');
    }
    expect(await savesOf(saver)).toEqual([]);
    expect(await saveCountsOf([approved[0] ?? '', approved[1] ?? ''])).toEqual(before);
  });

  it('keeps save counters exact under 20 parallel overlapping adds to Saved', async () => {
    const { db } = testApp.database;
    const fresh: string[] = [];
    for (let i = 0; i < 6; i++) {
      fresh.push(await insertPrompt(db, { title: `Counted ${i}`, status: 'approved' }));
    }
    const savers = [
      await createTestUser(db, { name: 'Para One' }),
      await createTestUser(db, { name: 'Para Two' }),
      await createTestUser(db, { name: 'Para Three' }),
      await createTestUser(db, { name: 'Para Four' }),
    ];
    const savedIds = await Promise.all(savers.map(savedCollectionOf));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const who = index % savers.length;
        // Overlapping windows of three, some reversed, so the locks are asked for in either order.
        const window = [0, 1, 2].map((step) => fresh[(index + step) % fresh.length]);
        return post<{ added: number }>(
          `/collections/${savedIds[who]}/items/bulk`,
          savers[who] ?? null,
          { promptIds: index % 2 === 0 ? window : window.reverse() },
        );
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    for (const [who, saver] of savers.entries()) {
      const mine = await savesOf(saver);
      const added = answers
        .filter((_, index) => index % savers.length === who)
        .reduce((sum, answer) => sum + answer.body.added, 0);
      expect(added).toBe(mine.length);
    }
    const rows = await db
      .select({ promptId: promptSaves.promptId })
      .from(promptSaves)
      .where(inArray(promptSaves.promptId, fresh));
    const counts = await saveCountsOf(fresh);
    expect(counts).toEqual(fresh.map((id) => rows.filter((row) => row.promptId === id).length));
    expect(counts.every((n) => n > 0)).toBe(true);
  });

  it('lists a selection added to Saved newest first, in the order given, each seen live', async () => {
    const saver = await createTestUser(testApp.database.db, { name: 'Ola Order' });
    const saved = await savedCollectionOf(saver);
    const picked = [approved[2], approved[0], approved[3]];
    expect(
      (await post(`/collections/${saved}/items/bulk`, saver, { promptIds: picked })).status,
    ).toBe(200);
    const page = await sendJson<{ prompts: { _id: string }[] }>(testApp.app, {
      method: 'GET',
      url: `/api/collections/${saved}`,
      headers: bearer(saver),
    });
    expect(page.body.prompts.map((prompt) => prompt._id)).toEqual([...picked].reverse());
    const seen = await testApp.database.db
      .select({ seen: promptSaves.seenVersion, live: prompts.liveVersion })
      .from(promptSaves)
      .innerJoin(prompts, eq(prompts.id, promptSaves.promptId))
      .where(eq(promptSaves.userId, saver.id));
    expect(seen).toHaveLength(3);
    expect(seen.every((row) => row.seen !== null && row.seen === row.live)).toBe(true);
  });

  it.each(badLists)('refuses a selection that is %s (400)', async (_, promptIds) => {
    const id = await insertCollection(testApp.database.db, {
      ownerId: owner.id,
      visibility: 'public',
    });
    const refused = await post(
      `/collections/${id}/items/bulk`,
      owner,
      promptIds === undefined ? {} : { promptIds },
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields ?? {})[0]).toMatch(/^promptIds/);
    expect(await itemsOf(id)).toEqual([]);
  });
});

describe('making a selection private', () => {
  it("makes the owner's prompts private, counting only those that changed", async () => {
    const { db } = testApp.database;
    const mine = [
      await insertPrompt(db, { title: 'Mine live', status: 'approved', createdById: owner.id }),
      await insertPrompt(db, { title: 'Mine waiting', status: 'pending', createdById: owner.id }),
      await insertPrompt(db, { title: 'Mine hidden', status: 'private', createdById: owner.id }),
    ];
    const done = await post<{ madePrivate: number }>('/users/me/prompts/private', owner, {
      promptIds: mine,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.madePrivate).toBe(2);
    expect(await statusesOf(mine)).toEqual(['private', 'private', 'private']);
  });

  it("changes nothing when the selection holds someone else's prompt", async () => {
    const { db } = testApp.database;
    const mine = await insertPrompt(db, {
      title: 'Mine',
      status: 'approved',
      createdById: owner.id,
    });
    const others = [
      [approved[0] ?? '', 403],
      [strangerDraft, 404],
      [randomUUID(), 404],
      ['not-an-id', 404],
    ] as const;
    for (const [other, status] of others) {
      const refused = await post('/users/me/prompts/private', owner, { promptIds: [mine, other] });
      expect(refused.status, other).toBe(status);
    }
    expect(await statusesOf([mine, approved[0] ?? '', strangerDraft])).toEqual([
      'approved',
      'approved',
      'pending',
    ]);
    // Admins see every prompt but only owners say who one is for.
    expect((await post('/users/me/prompts/private', admin, { promptIds: [mine] })).status).toBe(
      403,
    );
    expect(await statusesOf([mine])).toEqual(['approved']);
  });

  it('takes overlapping selections in any order at once without a deadlock', async () => {
    const { db } = testApp.database;
    const mine: string[] = [];
    for (let i = 0; i < 4; i++) {
      mine.push(
        await insertPrompt(db, { title: `Race ${i}`, status: 'approved', createdById: owner.id }),
      );
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post<{ madePrivate: number }>('/users/me/prompts/private', owner, {
          promptIds: index % 2 === 0 ? mine : [...mine].reverse(),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.reduce((sum, answer) => sum + answer.body.madePrivate, 0)).toBe(4);
    expect(await statusesOf(mine)).toEqual(Array(4).fill('private'));
  });

  it('refuses a disabled prompt (409) and changes none of the others', async () => {
    const { db } = testApp.database;
    const live = await insertPrompt(db, {
      title: 'Live',
      status: 'approved',
      createdById: owner.id,
    });
    const disabled = await insertPrompt(db, {
      title: 'Disabled',
      status: 'disabled',
      createdById: owner.id,
    });
    const refused = await post('/users/me/prompts/private', owner, {
      promptIds: [live, disabled],
    });
    expect(refused.status).toBe(409);
    expect(await statusesOf([live, disabled])).toEqual(['approved', 'disabled']);
  });

  it.each(badLists)('refuses a selection that is %s (400)', async (_, promptIds) => {
    const refused = await post(
      '/users/me/prompts/private',
      owner,
      promptIds === undefined ? {} : { promptIds },
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields ?? {})[0]).toMatch(/^promptIds/);
  });
});

describe('exporting a selection', () => {
  const exportUrl = (query: string) => `/api/users/me/prompts/export?${query}`;

  it('exports the prompts named, in that order, once each', async () => {
    const ids = [approved[2], approved[0], approved[2]].join(',');
    const file = await getExport(testApp.app, owner, exportUrl(`format=json&ids=${ids}`));
    expect(file.status).toBe(200);
    expect(String(file.headers['content-disposition'])).toMatch(/selection-.*\.json/);
    const document = JSON.parse(file.body.toString('utf8')) as { prompts: { title: string }[] };
    expect(document.prompts.map((prompt) => prompt.title)).toEqual(['Shared 2', 'Shared 0']);
    const csv = await getExport(testApp.app, owner, exportUrl(`format=csv&ids=${approved[1]}`));
    expect(csv.status).toBe(200);
    expect(csv.body.toString('utf8')).toContain('Shared 1');
  });

  it('answers 404 before any byte when one prompt is hidden from the caller', async () => {
    for (const hidden of [strangerDraft, randomUUID(), 'not-an-id']) {
      const file = await getExport(
        testApp.app,
        owner,
        exportUrl(`ids=${approved[0]},${encodeURIComponent(hidden)}`),
      );
      expect(file.status).toBe(404);
      expect(JSON.parse(file.body.toString('utf8'))).toMatchObject({ code: 'NOT_FOUND' });
    }
    const own = await getExport(testApp.app, stranger, exportUrl(`ids=${strangerDraft}`));
    expect(own.status).toBe(200);
  });

  it.each([
    ['too many', Array.from({ length: MAX_SELECTION + 1 }, () => randomUUID()).join(',')],
    ['an empty id', `${randomUUID()},,${randomUUID()}`],
    ['an id too long', 'x'.repeat(MAX_ID_LENGTH + 1)],
    ['control characters', 'abc\u0001def'],
  ])('refuses ids that are %s (400)', async (_, ids) => {
    const file = await getExport(testApp.app, owner, exportUrl(`ids=${encodeURIComponent(ids)}`));
    expect(file.status).toBe(400);
    expect((JSON.parse(file.body.toString('utf8')) as ErrorJson).fields).toHaveProperty('ids');
  });

  it('refuses ids with a collection (400)', async () => {
    const id = await insertCollection(testApp.database.db, {
      ownerId: owner.id,
      visibility: 'public',
    });
    const file = await getExport(
      testApp.app,
      owner,
      exportUrl(`collection=${id}&ids=${approved[0]}`),
    );
    expect(file.status).toBe(400);
    expect((JSON.parse(file.body.toString('utf8')) as ErrorJson).fields).toEqual({
      ids: 'not with collection',
    });
  });
});
