/**
 * Likes, saves and uses: PUT /api/prompts/:id/upvote, /save and /usage and
 * their tRPC twins. Counters equal the rows however many arrive at once; a
 * visitor's uses count once a day; members see their own reactions.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promptLikes, prompts, promptUses } from '../../src/server/db/schema.ts';
import {
  pruneUseMarks,
  recordPromptUsage,
} from '../../src/server/services/prompts/prompt-usage.ts';
import { sendJson } from '../helpers/accounts.ts';
import { insertPrompt, usageCountOf } from '../helpers/prompt-fixtures.ts';
import type { ErrorJson, PromptJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

let testApp: TestApp;
let member: TestUser;
let owner: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  member = await createTestUser(testApp.database.db, { name: 'Lia Member' });
  owner = await createTestUser(testApp.database.db, { name: 'Omar Owner' });
});

afterAll(async () => {
  await testApp.close();
});

function approvedPrompt(title: string) {
  return insertPrompt(testApp.database.db, { title, status: 'approved', createdById: owner.id });
}

function put<T>(url: string, user: TestUser | null, remoteAddress?: string) {
  return sendJson<T & ErrorJson>(testApp.app, {
    method: 'PUT',
    url,
    headers: bearer(user),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const like = (id: string, user: TestUser | null = member) =>
  put<{ upvotes: number; liked: boolean }>(`/api/prompts/${id}/upvote`, user);
const save = (id: string, user: TestUser | null = member) =>
  put<{ saved: boolean; saves: number }>(`/api/prompts/${id}/save`, user);
const use = (id: string, user: TestUser | null, address = '203.0.113.7') =>
  put<{ usageCount: number }>(`/api/prompts/${id}/usage`, user, address);

async function countersOf(id: string) {
  const [row] = await testApp.database.db
    .select({ upvotes: prompts.upvotes, saveCount: prompts.saveCount })
    .from(prompts)
    .where(eq(prompts.id, id));
  const [likes] = await testApp.database.db
    .select({ total: count() })
    .from(promptLikes)
    .where(eq(promptLikes.promptId, id));
  return { upvotes: row?.upvotes, saveCount: row?.saveCount, likeRows: likes?.total };
}

describe('PUT /api/prompts/:id/upvote', () => {
  it('toggles the member’s like and answers the new count', async () => {
    const id = await approvedPrompt('Like Me');
    expect((await like(id)).body).toEqual({ upvotes: 1, liked: true });
    expect((await like(id)).body).toEqual({ upvotes: 0, liked: false });
    expect(await countersOf(id)).toMatchObject({ upvotes: 0, likeRows: 0 });
  });

  it('shows the member’s like on the prompt, in lists and on its own', async () => {
    const id = await approvedPrompt('Liked And Shown');
    await like(id);
    const one = await sendJson<{ prompt: PromptJson }>(testApp.app, {
      method: 'GET',
      url: `/api/prompts/${id}`,
      headers: bearer(member),
    });
    expect(one.body.prompt).toMatchObject({ liked: true, upvotes: 1, saved: false });
    const other = await sendJson<{ prompt: PromptJson }>(testApp.app, {
      method: 'GET',
      url: `/api/prompts/${id}`,
      headers: bearer(owner),
    });
    expect(other.body.prompt).toMatchObject({ liked: false, upvotes: 1 });
  });

  it('asks anonymous callers to sign in (401)', async () => {
    const id = await approvedPrompt('Anonymous Like');
    const { status, body } = await like(id, null);
    expect(status).toBe(401);
    expect(body.code).toBe('UNAUTHORIZED');
    expect(await countersOf(id)).toMatchObject({ upvotes: 0, likeRows: 0 });
  });

  it('answers 404 for a prompt the member cannot see, and for nonsense ids', async () => {
    const pending = await insertPrompt(testApp.database.db, {
      title: 'Someone Else’s Draft',
      status: 'pending',
      createdById: owner.id,
    });
    expect((await like(pending)).status).toBe(404);
    expect((await like('nonsense')).status).toBe(404);
    expect(await countersOf(pending)).toMatchObject({ upvotes: 0, likeRows: 0 });
    // The owner may like their own draft.
    expect((await like(pending, owner)).status).toBe(200);
  });

  it('counts exactly 50 when 50 members like one prompt at once', async () => {
    const id = await approvedPrompt('Popular Prompt');
    const members = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createTestUser(testApp.database.db, { name: `Fan ${i}` }),
      ),
    );
    const results = await Promise.all(members.map((fan) => like(id, fan)));
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(await countersOf(id)).toEqual({ upvotes: 50, saveCount: 0, likeRows: 50 });
  });

  it('leaves the count unchanged when one member toggles twice at once', async () => {
    const id = await approvedPrompt('Double Click');
    const results = await Promise.all([like(id), like(id)]);
    expect(results.map((r) => r.body.liked).sort()).toEqual([false, true]);
    expect(await countersOf(id)).toMatchObject({ upvotes: 0, likeRows: 0 });
  });
});

describe('tRPC prompts.like and prompts.save set a state', () => {
  it('sets the like to what the member asked, however often they ask', async () => {
    const id = await approvedPrompt('Idempotent Like');
    const set = (liked: boolean) =>
      trpcCall<{ liked: boolean; upvotes: number }>(
        testApp.app,
        { path: 'prompts.like', type: 'mutation', input: { id, liked } },
        bearer(member),
      );
    await Promise.all([set(true), set(true), set(true)]);
    expect(await countersOf(id)).toMatchObject({ upvotes: 1, likeRows: 1 });
    const unliked = await set(false);
    expect(unliked.ok && unliked.data).toEqual({ liked: false, upvotes: 0 });
    const badInput = await trpcCall(
      testApp.app,
      { path: 'prompts.like', type: 'mutation', input: { id, liked: 'yes' } },
      bearer(member),
    );
    expect(badInput.status).toBe(400);
  });
});

describe('PUT /api/prompts/:id/save', () => {
  it('toggles the save and lists saved prompts in the member’s Saved list', async () => {
    const id = await approvedPrompt('Save For Later');
    expect((await save(id)).body).toEqual({ saved: true, saves: 1 });
    const mine = await sendJson<{ savedPrompts: PromptJson[] }>(testApp.app, {
      method: 'GET',
      url: '/api/users/prompts',
      headers: bearer(member),
    });
    expect(mine.body.savedPrompts.map((p) => p.title)).toContain('Save For Later');
    expect(mine.body.savedPrompts.find((p) => p._id === id)?.saved).toBe(true);
    expect((await save(id)).body).toEqual({ saved: false, saves: 0 });
    expect((await save(id, null)).status).toBe(401);
  });
});

describe('PUT /api/prompts/:id/usage', () => {
  it('counts one use per visitor and day, however often they click', async () => {
    const id = await approvedPrompt('Try Me');
    const results = await Promise.all(Array.from({ length: 10 }, () => use(id, null)));
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(await usageCountOf(testApp.database.db, id)).toBe(1);
    expect((await use(id, null, '198.51.100.4')).body).toEqual({ usageCount: 2 });
  });

  it('counts a member once whatever address they come from', async () => {
    const id = await approvedPrompt('Member Uses');
    await use(id, member, '192.0.2.1');
    await use(id, member, '192.0.2.2');
    expect(await usageCountOf(testApp.database.db, id)).toBe(1);
  });

  it('counts an IPv6 visitor once across their /64', async () => {
    const id = await approvedPrompt('IPv6 Uses');
    await use(id, null, '2001:db8:1:2::1');
    await use(id, null, '2001:db8:1:2:ffff::9');
    expect(await usageCountOf(testApp.database.db, id)).toBe(1);
  });

  it('answers 404 for prompts that are not public, and counts nothing', async () => {
    const pending = await insertPrompt(testApp.database.db, {
      title: 'Not Public Yet',
      status: 'pending',
      createdById: owner.id,
    });
    expect((await use(pending, owner)).status).toBe(404);
    expect(await usageCountOf(testApp.database.db, pending)).toBe(0);
  });

  it('forgets use marks after two days, so the table stays small', async () => {
    const id = await approvedPrompt('Old Marks');
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    await recordPromptUsage(testApp.deps, { actor: null, address: '192.0.2.50' }, id, threeDaysAgo);
    await use(id, null, '192.0.2.50');
    expect(await pruneUseMarks(testApp.deps)).toBeGreaterThanOrEqual(1);
    const rows = await testApp.database.db
      .select({ day: promptUses.day })
      .from(promptUses)
      .where(eq(promptUses.promptId, id));
    expect(rows).toHaveLength(1);
    expect(await usageCountOf(testApp.database.db, id)).toBe(2);
  });

  it('stores no address', async () => {
    const id = await approvedPrompt('Private Uses');
    await use(id, null, '203.0.113.99');
    // Raw on purpose: the test reads the table as it is stored.
    const rows = await testApp.database.db.execute(
      sql`select * from prompt_uses where prompt_id = ${id}`,
    );
    expect(JSON.stringify(rows)).not.toContain('203.0.113.99');
  });
});

it('removes a like when its member is deleted, and keeps the count true', async () => {
  const id = await approvedPrompt('Outlived Like');
  const leaver = await createTestUser(testApp.database.db, { name: 'Leaver' });
  await like(id, leaver);
  const deleted = await testApp.app.inject({
    method: 'DELETE',
    url: '/api/users/me',
    headers: bearer(leaver),
  });
  expect(deleted.statusCode).toBe(204);
  const [row] = await testApp.database.db
    .select({ total: count() })
    .from(promptLikes)
    .where(eq(promptLikes.promptId, id));
  expect(row?.total).toBe(0);
  expect((await countersOf(id)).upvotes).toBe(0);
});
