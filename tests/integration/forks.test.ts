/**
 * Forks over REST (issue 28 item 6, decision 053): a member copies an
 * approved prompt's live version (never a pending edit) into a new pending
 * prompt of their own, using one of the month's submissions; the fork names
 * its original ("shown", "unavailable", "deleted", "private"), the original
 * counts its forks (20 parallel forks count 20), its owner hears of it, and
 * the fork's owner can offer the change back as a change request. Bad ids
 * and refused forks write nothing.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  promptForks,
  prompts,
  promptVersions,
  submissionEntries,
} from '../../src/server/db/schema.ts';
import { sendJson } from '../helpers/accounts.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import type { PromptJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let owner: TestUser;
let member: TestUser;
let freeMember: TestUser;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  const { db } = testApp.database;
  owner = await createTestUser(db, { name: 'Orla Original', plan: 'pro' });
  member = await createTestUser(db, { name: 'Fern Forker', plan: 'pro' });
  freeMember = await createTestUser(db, { name: 'Fred Free' });
  admin = await createTestUser(db, { name: 'Ada Admin', role: 'admin' });
});

afterAll(async () => {
  await testApp.close();
});

type Answer = { prompt: PromptJson; error?: string };

function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return sendJson<T & { error?: string }>(testApp.app, {
    method,
    url,
    headers: { ...bearer(user), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

const fork = (id: string, user: TestUser | null, headers: Record<string, string> = {}) =>
  call<Answer>('POST', `/api/prompts/${encodeURIComponent(id)}/fork`, user, undefined, headers);

const read = (id: string, user: TestUser | null) => call<Answer>('GET', `/api/prompts/${id}`, user);

function original(title = 'Haiku Coach', status: 'approved' | 'pending' = 'approved') {
  return insertPrompt(testApp.database.db, {
    title,
    status,
    createdById: owner.id,
    description: 'Write a haiku about {season}.',
    systemPrompt: 'You are a patient poetry teacher.',
    variables: [{ name: 'season', defaultValue: 'autumn' }],
  });
}

async function promptCount(): Promise<number> {
  const [row] = await testApp.database.db.select({ total: count() }).from(prompts);
  return row?.total ?? 0;
}

describe('forking an approved prompt', () => {
  it('copies the live version into a pending prompt of the caller, named as a fork', async () => {
    const id = await original();
    // An owner's edit of an approved prompt waits for review: the fork must not take it.
    const edit = await call('PUT', `/api/prompts/${id}`, owner, {
      title: 'Haiku Coach (unreviewed)',
      description: 'Write a limerick instead.',
      categories: ['Writing'],
      model: 'ChatGPT',
    });
    expect(edit.status).toBe(200);

    const answer = await fork(id, member);
    expect(answer.status).toBe(201);
    const copy = answer.body.prompt;
    expect(answer.headers.location).toBe(`/api/prompts/${copy._id}`);
    expect(copy).toMatchObject({
      title: 'Haiku Coach',
      description: 'Write a haiku about {season}.',
      systemprompt: 'You are a patient poetry teacher.',
      variables: [{ name: 'season', defaultValue: 'autumn' }],
      status: 'pending',
      createdBy: { _id: member.id, name: 'Fern Forker' },
      forkedFrom: { _id: id, title: 'Haiku Coach', author: 'Orla Original', state: 'shown' },
      forkCount: 0,
      version: 1,
    });
    expect((await read(id, null)).body.prompt.forkCount).toBe(1);

    const { db } = testApp.database;
    const versions = await db
      .select({ note: promptVersions.changeNote, status: promptVersions.status })
      .from(promptVersions)
      .where(eq(promptVersions.promptId, copy._id));
    expect(versions).toEqual([{ note: 'Forked from "Haiku Coach" (v1)', status: 'live' }]);
    const ledger = await db
      .select({ userId: submissionEntries.userId })
      .from(submissionEntries)
      .where(eq(submissionEntries.promptId, copy._id));
    expect(ledger).toEqual([{ userId: member.id }]);
    const told = await db
      .select({ userId: notifications.userId, title: notifications.promptTitle })
      .from(notifications)
      .where(and(eq(notifications.kind, 'prompt-forked'), eq(notifications.promptId, id)));
    expect(told).toEqual([{ userId: owner.id, title: 'Haiku Coach' }]);
  });

  it('lets an owner fork their own prompt, and tells no one', async () => {
    const id = await original('Own Variant');
    const answer = await fork(id, owner);
    expect(answer.status).toBe(201);
    expect(answer.body.prompt.forkedFrom?.state).toBe('shown');
    const told = await testApp.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.kind, 'prompt-forked'), eq(notifications.promptId, id)));
    expect(told).toEqual([]);
  });

  it('counts 20 parallel forks exactly', async () => {
    const id = await original('Popular Haiku');
    const answers = await Promise.all(Array.from({ length: 20 }, () => fork(id, member)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.body.prompt._id)).size).toBe(20);
    expect((await read(id, member)).body.prompt.forkCount).toBe(20);
  });
});

describe('what may not be forked', () => {
  it('answers 404 for unknown, malformed and hidden prompts, 409 to who can see a pending one', async () => {
    const pending = await original('Still In Review', 'pending');
    const before = await promptCount();
    expect((await fork('00000000-0000-4000-8000-000000000000', member)).status).toBe(404);
    expect((await fork('not-a-uuid', member)).status).toBe(404);
    expect((await fork(pending, member)).status).toBe(404);
    expect((await fork(pending, owner)).status).toBe(409);
    expect((await fork(pending, admin)).status).toBe(409);
    expect((await fork(pending, null)).status).toBe(401);
    expect((await fork('abc\u0007def', member)).status).toBe(400);
    expect((await fork('x'.repeat(500), member)).status).toBe(400);
    expect(await promptCount()).toBe(before);
  });

  it("answers 404 for someone else's private prompt", async () => {
    const hidden = await insertPrompt(testApp.database.db, {
      title: 'Kept To Myself',
      status: 'private',
      createdById: owner.id,
    });
    const before = await promptCount();
    expect((await fork(hidden, member)).status).toBe(404);
    expect(await promptCount()).toBe(before);
  });

  it("answers 429 past the plan's monthly submissions, writing nothing", async () => {
    const id = await original('One Per Month');
    expect((await fork(id, freeMember)).status).toBe(201);
    const before = await promptCount();
    const refused = await fork(id, freeMember);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await promptCount()).toBe(before);
    expect((await read(id, null)).body.prompt.forkCount).toBe(1);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first fork for the same key and refuses the key for another prompt', async () => {
    const id = await original('Retry Safe');
    const other = await original('Another One');
    const key = { 'idempotency-key': 'fork-retry-1' };
    const first = await fork(id, member, key);
    const again = await fork(id, member, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.prompt._id).toBe(first.body.prompt._id);
    expect((await fork(other, member, key)).status).toBe(422);
    expect((await read(id, null)).body.prompt.forkCount).toBe(1);
    expect((await fork(id, member, { 'idempotency-key': 'bell\u0007' })).status).toBe(400);
  });
});

describe("the fork's line back to its original", () => {
  it('greys the title when the original leaves review, hides it when private, keeps it when deleted', async () => {
    const id = await original('Changing Fortunes');
    const copy = (await fork(id, member)).body.prompt._id;
    const { db } = testApp.database;
    const origin = async (user: TestUser) => (await read(copy, user)).body.prompt.forkedFrom;

    await db.update(prompts).set({ status: 'rejected' }).where(eq(prompts.id, id));
    expect(await origin(member)).toEqual({
      _id: null,
      title: 'Changing Fortunes',
      author: 'Orla Original',
      state: 'unavailable',
    });

    await db.update(prompts).set({ status: 'private' }).where(eq(prompts.id, id));
    expect(await origin(member)).toEqual({
      _id: null,
      title: null,
      author: null,
      state: 'private',
    });
    expect((await origin(admin))?.state).toBe('shown');

    expect((await call('DELETE', `/api/admin/prompts/${id}`, admin)).status).toBe(204);
    expect(await origin(member)).toEqual({
      _id: null,
      title: 'Changing Fortunes',
      author: 'Orla Original',
      state: 'deleted',
    });
    const [lineage] = await db
      .select({ originalId: promptForks.originalId })
      .from(promptForks)
      .where(eq(promptForks.forkId, copy));
    expect(lineage).toEqual({ originalId: null });
  });

  it("forgets a deleted fork in the original's count", async () => {
    const id = await original('Short Lived Fork');
    const copy = (await fork(id, member)).body.prompt._id;
    expect((await read(id, null)).body.prompt.forkCount).toBe(1);
    expect((await call('DELETE', `/api/admin/prompts/${copy}`, admin)).status).toBe(204);
    expect((await read(id, null)).body.prompt.forkCount).toBe(0);
  });
});

describe('offering a change back', () => {
  it("turns the fork's content into a change request to the original", async () => {
    const id = await original('Offer Back Haiku');
    const copy = (await fork(id, member)).body.prompt;
    const offered = await call<{ changeRequest: { status: string; prompt: { _id: string } } }>(
      'POST',
      `/api/prompts/${id}/changes`,
      member,
      {
        changes: {
          title: copy.title,
          description: 'Write a haiku about {season}, with a kigo.',
          systemprompt: copy.systemprompt,
          categories: copy.categories,
          model: copy.model,
          variables: copy.variables,
        },
        reason: 'Offered back from my fork.',
      },
    );
    expect(offered.status).toBe(201);
    expect(offered.body.changeRequest).toMatchObject({ status: 'open', prompt: { _id: id } });
  });
});
