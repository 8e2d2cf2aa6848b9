/**
 * The library's listing cache never shows a stale listing: every change that
 * could alter what a search or filter lists moves library_state.version (the
 * triggers of drizzle/0004), and a cached listing is only served at the
 * version it was loaded at. Two app instances on one database stand in for
 * a deployment with several instances, each with its own cache. The
 * search's own freshness, uncached, has its tests too
 * (search-follows-database.test.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryState, prompts, users } from '../../src/server/db/schema.ts';
import { readLibraryVersion } from '../../src/server/services/library/library-listing.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { getJson, type PromptPageJson, promptsUrl } from '../helpers/rest-json.ts';
import { createSiblingApp, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

const WORD = 'quokka';

let testApp: TestApp;
/** A second instance on the same database, with a cache of its own. */
let otherInstance: FastifyInstance;
let owner: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  otherInstance = await createSiblingApp(testApp);
  owner = await createTestUser(testApp.database.db);
});

afterAll(async () => {
  await otherInstance.close();
  await testApp.close();
});

async function listing(app: FastifyInstance, params: Record<string, string>) {
  const { status, body } = await getJson<PromptPageJson>(app, promptsUrl(params));
  expect(status).toBe(200);
  return { titles: body.prompts.map((prompt) => prompt.title), body };
}

const version = () => readLibraryVersion(testApp.database.db);

async function setPrompt(id: string, values: Partial<typeof prompts.$inferInsert>) {
  await testApp.database.db.update(prompts).set(values).where(eq(prompts.id, id));
}

describe('library listings stay current while cached', () => {
  it('shows a newly approved prompt on both instances at once', async () => {
    for (const app of [testApp.app, otherInstance]) {
      expect((await listing(app, { search: WORD })).titles).toEqual([]);
    }
    await insertPrompt(testApp.database.db, {
      title: `The ${WORD} field guide`,
      status: 'approved',
      createdById: owner.id,
    });
    for (const app of [testApp.app, otherInstance]) {
      const { titles, body } = await listing(app, { search: WORD });
      expect(titles).toEqual([`The ${WORD} field guide`]);
      expect(body.pagination.totalPrompts).toBe(1);
    }
  });

  it('drops a prompt as soon as it is disabled, and brings it back when approved', async () => {
    const id = await insertPrompt(testApp.database.db, {
      title: `${WORD} habitat notes`,
      status: 'approved',
      createdById: owner.id,
    });
    expect((await listing(otherInstance, { search: WORD })).titles).toContain(
      `${WORD} habitat notes`,
    );
    await setPrompt(id, { status: 'disabled' });
    expect((await listing(otherInstance, { search: WORD })).titles).not.toContain(
      `${WORD} habitat notes`,
    );
    await setPrompt(id, { status: 'approved' });
    expect((await listing(otherInstance, { search: WORD })).titles).toContain(
      `${WORD} habitat notes`,
    );
  });

  it('follows edits of searched and filtered columns', async () => {
    const id = await insertPrompt(testApp.database.db, {
      title: `${WORD} photo walk`,
      description: 'A slow walk with a camera and {lens}.',
      status: 'approved',
      categories: ['Photography'],
      model: 'ChatGPT',
      createdById: owner.id,
    });
    const filtered = { search: WORD, category: 'Photography', model: 'ChatGPT' };
    expect((await listing(testApp.app, filtered)).titles).toEqual([`${WORD} photo walk`]);
    await setPrompt(id, { categories: ['Travel'], category: 'Travel' });
    expect((await listing(testApp.app, filtered)).titles).toEqual([]);
    await setPrompt(id, { categories: ['Photography'], model: 'Claude' });
    expect((await listing(testApp.app, filtered)).titles).toEqual([]);
    await setPrompt(id, { model: 'ChatGPT', title: 'A photo walk' });
    expect((await listing(testApp.app, filtered)).titles).toEqual([]);
  });

  it('serves fresh counters from a cached listing without moving the version', async () => {
    const id = await insertPrompt(testApp.database.db, {
      title: `${WORD} counter check`,
      status: 'approved',
      createdById: owner.id,
    });
    const params = { search: `${WORD} counter` };
    expect((await listing(testApp.app, params)).body.prompts[0]?.usageCount).toBe(0);
    const before = await version();
    const used = await testApp.app.inject({ method: 'PUT', url: `/api/prompts/${id}/usage` });
    expect(used.statusCode).toBe(200);
    await setPrompt(id, { upvotes: 7 });
    expect(await version()).toBe(before);
    const [shown] = (await listing(testApp.app, params)).body.prompts;
    expect(shown?.usageCount).toBe(1);
    expect(shown?.upvotes).toBe(7);
  });

  it('leaves the version alone for prompts outside the library', async () => {
    const before = await version();
    const id = await insertPrompt(testApp.database.db, {
      title: `${WORD} pending draft`,
      status: 'pending',
      createdById: owner.id,
    });
    await setPrompt(id, { title: `${WORD} pending draft, edited`, status: 'rejected' });
    await testApp.database.db.delete(prompts).where(eq(prompts.id, id));
    expect(await version()).toBe(before);
  });

  it('moves once per statement for a bulk insert of approved prompts', async () => {
    const before = await version();
    await testApp.database.db.insert(prompts).values(
      ['one', 'two', 'three'].map((n) => ({
        title: `${WORD} bulk ${n}`,
        description: 'Bulk inserted',
        categories: ['Writing'],
        category: 'Writing',
        model: 'ChatGPT',
        status: 'approved' as const,
        createdById: owner.id,
      })),
    );
    expect(await version()).toBe(before + 1);
    expect((await listing(testApp.app, { search: `${WORD} bulk` })).body.pagination).toMatchObject({
      totalPrompts: 3,
    });
  });

  it('removes a deleted creator’s prompts from cached listings (cascade)', async () => {
    const creator = await createTestUser(testApp.database.db);
    await insertPrompt(testApp.database.db, {
      title: `${WORD} by a departing creator`,
      status: 'approved',
      createdById: creator.id,
    });
    expect((await listing(otherInstance, { search: WORD })).titles).toContain(
      `${WORD} by a departing creator`,
    );
    await testApp.database.db.delete(users).where(eq(users.id, creator.id));
    expect((await listing(otherInstance, { search: WORD })).titles).not.toContain(
      `${WORD} by a departing creator`,
    );
  });

  it('keeps the total of an unfiltered listing exact after a change', async () => {
    const first = (await listing(testApp.app, {})).body.pagination.totalPrompts;
    await insertPrompt(testApp.database.db, {
      title: 'One more approved prompt',
      status: 'approved',
      createdById: owner.id,
    });
    expect((await listing(testApp.app, {})).body.pagination.totalPrompts).toBe(first + 1);
    const [row] = await testApp.database.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(prompts)
      .where(eq(prompts.status, 'approved'));
    expect(first + 1).toBe(row?.total);
  });

  it('lists exactly what an instance without the cache lists', async () => {
    const uncached = await createSiblingApp(testApp, { env: { LIBRARY_CACHE_ENTRIES: 0 } });
    try {
      const listings: Record<string, string>[] = [
        {},
        { page: '2', limit: '6' },
        { search: 'email' },
        { search: 'photo', model: 'Midjourney' },
        { category: 'Marketing', limit: '48' },
        { search: '%%%' },
        { search: 'email', page: '99' },
      ];
      for (const params of listings) {
        // Twice on the cached instance: the second answer comes from its cache.
        await listing(testApp.app, params);
        const cached = (await listing(testApp.app, params)).body;
        expect(cached).toEqual((await listing(uncached, params)).body);
      }
    } finally {
      await uncached.close();
    }
  });

  it('keeps exactly one library_state row', async () => {
    const rows = await testApp.database.db.select().from(libraryState);
    expect(rows).toHaveLength(1);
    await expect(
      testApp.database.db.insert(libraryState).values({ id: 2, version: 0 }),
    ).rejects.toThrow();
  });
});
