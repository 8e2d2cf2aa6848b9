/**
 * Moderation shows in the public library at once: GET /api/prompts is
 * cached per library version, and an approval, a disabling, a bulk
 * approval or an admin delete must move that version so neither this
 * instance nor another one on the same database (createSiblingApp) serves
 * a stale listing.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removePrompt, setPromptStatus, setPromptStatuses } from '../helpers/admin-doors.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { getJson, type PromptPageJson, promptsUrl } from '../helpers/rest-json.ts';
import { createSiblingApp, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let sibling: FastifyInstance;
let admin: TestUser;
let author: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  sibling = await createSiblingApp(testApp);
  admin = await createTestUser(testApp.database.db, { role: 'admin', name: 'Fey Fresh' });
  author = await createTestUser(testApp.database.db, { name: 'Ugo Author' });
});

afterAll(async () => {
  await sibling.close();
  await testApp.close();
});

/** Titles the library lists for `search`, asked twice so the second answer is the cached one. */
async function listed(app: FastifyInstance, search: string): Promise<string[]> {
  let titles: string[] = [];
  for (let round = 0; round < 2; round += 1) {
    const { status, body } = await getJson<PromptPageJson>(app, promptsUrl({ search }));
    expect(status).toBe(200);
    titles = body.prompts.map((prompt) => prompt.title);
  }
  return titles;
}

async function libraryTotal(app: FastifyInstance): Promise<number> {
  const { body } = await getJson<PromptPageJson>(app, promptsUrl());
  return body.pagination.totalPrompts;
}

async function onBoth(search: string): Promise<[string[], string[]]> {
  return [await listed(testApp.app, search), await listed(sibling, search)];
}

function pending(title: string) {
  return insertPrompt(testApp.database.db, { title, status: 'pending', createdById: author.id });
}

describe('the library follows moderation at once, on every instance', () => {
  it('lists an approved prompt, drops it when disabled, lists it again when enabled', async () => {
    const title = 'Axolotl care sheet';
    const id = await pending(title);
    expect(await onBoth('axolotl')).toEqual([[], []]);
    const totalBefore = await libraryTotal(sibling);

    expect(
      (await setPromptStatus(testApp.app, 'rest', admin, { id, status: 'approved' })).status,
    ).toBe(200);
    expect(await onBoth('axolotl')).toEqual([[title], [title]]);
    expect(await libraryTotal(sibling)).toBe(totalBefore + 1);

    // Through the other instance and the other door.
    expect((await setPromptStatus(sibling, 'trpc', admin, { id, status: 'disabled' })).status).toBe(
      200,
    );
    expect(await onBoth('axolotl')).toEqual([[], []]);
    expect(await libraryTotal(testApp.app)).toBe(totalBefore);

    expect((await setPromptStatus(sibling, 'rest', admin, { id, status: 'approved' })).status).toBe(
      200,
    );
    expect(await onBoth('axolotl')).toEqual([[title], [title]]);
  });

  it('lists every prompt of a bulk approval, and none of a bulk rejection', async () => {
    const approvedTitles = ['Narwhal facts one', 'Narwhal facts two'];
    const approved = [
      await pending(approvedTitles[0] ?? ''),
      await pending(approvedTitles[1] ?? ''),
    ];
    const rejected = await pending('Narwhal facts rejected');
    expect(await onBoth('narwhal')).toEqual([[], []]);

    const bulk = await setPromptStatuses(sibling, admin, { ids: approved, status: 'approved' });
    expect(bulk.data?.changed).toHaveLength(2);
    const [here, there] = await onBoth('narwhal');
    expect([...here].sort()).toEqual(approvedTitles);
    expect([...there].sort()).toEqual(approvedTitles);

    await setPromptStatuses(testApp.app, admin, { ids: [rejected], status: 'rejected' });
    expect((await onBoth('narwhal')).map((titles) => titles.length)).toEqual([2, 2]);
  });

  it('drops a prompt an admin deleted', async () => {
    const id = await insertPrompt(testApp.database.db, {
      title: 'Pangolin poems',
      status: 'approved',
      createdById: author.id,
    });
    expect(await onBoth('pangolin')).toEqual([['Pangolin poems'], ['Pangolin poems']]);
    expect((await removePrompt(sibling, 'trpc', admin, { id })).status).toBe(200);
    expect(await onBoth('pangolin')).toEqual([[], []]);
  });
});
