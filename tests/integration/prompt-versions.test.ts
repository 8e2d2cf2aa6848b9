/**
 * Prompt versions over REST (decision 043): an owner's edit of an approved
 * prompt waits as a pending version while the approved text stays served
 * everywhere (library, page, search, a run by promptId); approval makes it
 * live at once, rejection leaves the live one untouched; parallel edits
 * get distinct numbers and leave one pending; withdraw, restore, diff, the
 * admin's queue, and bad inputs that write nothing.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, prompts, promptVersions } from '../../src/server/db/schema.ts';
import type { PromptSubmissionDraft } from '../../src/shared/prompt-submission-input.ts';
import { sendJson } from '../helpers/accounts.ts';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import { generateJson } from '../helpers/generation.ts';
import type { PromptJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

interface VersionJson {
  number: number;
  status: string;
  kind: string;
  changeNote: string;
  reviewReason?: string;
  content?: { title: string; description: string };
}

let providers: FakeAiProviders;
let testApp: TestApp;
let author: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  providers = await startFakeAiProviders();
  testApp = await createTestApp({ seed: false, listen: true, env: providers.env });
  const { db } = testApp.database;
  author = await createTestUser(db, { name: 'Vera Author', plan: 'pro' });
  stranger = await createTestUser(db, { name: 'Sid Stranger', plan: 'pro' });
  admin = await createTestUser(db, { name: 'Ada Admin', role: 'admin', plan: 'pro' });
});

beforeEach(() => providers.reset());

afterAll(async () => {
  await testApp.close();
  await providers.close();
});

function draft(overrides: Partial<PromptSubmissionDraft> = {}): PromptSubmissionDraft {
  return {
    title: 'Garden Planner',
    description: 'Plan a garden of {plant} for spring.',
    systemprompt: 'You are a gardener.',
    categories: ['Lifestyle'],
    model: 'ChatGPT',
    variables: [{ name: 'plant', defaultValue: 'tulips' }],
    ...overrides,
  };
}

function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  user: TestUser | null,
  payload?: unknown,
) {
  return sendJson<T & { error?: string; code?: string }>(testApp.app, {
    method,
    url,
    headers: bearer(user),
    ...(payload === undefined ? {} : { payload }),
  });
}

const edit = (id: string, body: unknown, user: TestUser) =>
  call<{
    prompt: PromptJson & { version: number; pendingVersion?: number | null };
    version: VersionJson;
  }>('PUT', `/api/prompts/${id}`, user, body);

const decide = (id: string, n: number, body: unknown, user: TestUser = admin) =>
  call<{ prompt: PromptJson }>('PUT', `/api/admin/prompts/${id}/versions/${n}/status`, user, body);

const versionsOf = (id: string, user: TestUser | null) =>
  call<{ versions: VersionJson[] }>('GET', `/api/prompts/${id}/versions`, user);

/** A prompt of the author's, submitted and approved: version 1 live. */
async function approvedPrompt(overrides: Partial<PromptSubmissionDraft> = {}): Promise<string> {
  const created = await call<{ prompt: PromptJson }>(
    'POST',
    '/api/prompts',
    author,
    draft(overrides),
  );
  expect(created.status).toBe(201);
  const id = created.body.prompt._id;
  const approved = await call('PUT', `/api/admin/prompts/${id}/status`, admin, {
    status: 'approved',
  });
  expect(approved.status).toBe(200);
  return id;
}

async function searchIds(word: string): Promise<string[]> {
  const { body } = await call<{ prompts: PromptJson[] }>(
    'GET',
    `/api/prompts?search=${word}`,
    null,
  );
  return body.prompts.map((prompt) => prompt._id);
}

async function runText(id: string): Promise<string | undefined> {
  const answer = await generateJson(testApp.baseUrl, { promptId: id }, stranger);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return providers.requests.at(-1)?.userText;
}

async function versionRows(id: string) {
  return testApp.database.db
    .select({ number: promptVersions.number, status: promptVersions.status })
    .from(promptVersions)
    .where(eq(promptVersions.promptId, id))
    .orderBy(promptVersions.number);
}

describe("an owner's edit of an approved prompt", () => {
  it('keeps the approved text served everywhere until a moderator approves it', async () => {
    const id = await approvedPrompt({
      title: 'Quillwort Planner',
      description: 'Plan quillwort beds for {plant}.',
    });
    const edited = await edit(
      id,
      draft({
        title: 'Bramblecress Planner',
        description: 'Plan bramblecress beds for {plant}.',
        changeNote: 'New plant',
      }),
      author,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.version).toMatchObject({
      number: 2,
      status: 'pending',
      changeNote: 'New plant',
    });
    expect(edited.body.prompt).toMatchObject({
      title: 'Quillwort Planner',
      status: 'approved',
      version: 1,
      pendingVersion: 2,
    });

    // The page (anyone), the library's search, and a run by promptId serve version 1.
    const page = await call<{ prompt: PromptJson & { version: number; pendingVersion?: number } }>(
      'GET',
      `/api/prompts/${id}`,
      null,
    );
    expect(page.body.prompt).toMatchObject({ title: 'Quillwort Planner', version: 1 });
    expect(page.body.prompt.pendingVersion).toBeUndefined();
    expect(await searchIds('quillwort')).toContain(id);
    expect(await searchIds('bramblecress')).not.toContain(id);
    const library = await call<{ prompts: PromptJson[] }>('GET', '/api/prompts', null);
    expect(library.body.prompts.find((prompt) => prompt._id === id)?.title).toBe(
      'Quillwort Planner',
    );
    expect(await runText(id)).toBe('Plan quillwort beds for tulips.');

    // Strangers see the live version only; the owner sees the pending one.
    expect((await versionsOf(id, null)).body.versions.map((v) => v.number)).toEqual([1]);
    expect((await call('GET', `/api/prompts/${id}/versions/2`, stranger)).status).toBe(404);
    const own = await versionsOf(id, author);
    expect(own.body.versions.map((v) => [v.number, v.status])).toEqual([
      [2, 'pending'],
      [1, 'live'],
    ]);

    // Approval: live at once, search follows.
    const approved = await decide(id, 2, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.prompt).toMatchObject({ title: 'Bramblecress Planner', version: 2 });
    expect(await searchIds('bramblecress')).toContain(id);
    expect(await searchIds('quillwort')).not.toContain(id);
    expect(await runText(id)).toBe('Plan bramblecress beds for tulips.');
    expect((await versionsOf(id, null)).body.versions.map((v) => [v.number, v.status])).toEqual([
      [2, 'live'],
      [1, 'previous'],
    ]);
    // Deciding it again is a conflict, not a second change.
    expect((await decide(id, 2, { status: 'rejected' })).status).toBe(409);
  });

  it('leaves the live version untouched when the pending one is rejected', async () => {
    const id = await approvedPrompt({ title: 'Marigold Timer' });
    await edit(id, draft({ title: 'Marigold Timer, Worse' }), author);
    const rejected = await decide(id, 2, { status: 'rejected', reason: 'Keep the original title' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.prompt).toMatchObject({ title: 'Marigold Timer', status: 'approved' });
    const own = await versionsOf(id, author);
    expect(own.body.versions[0]).toMatchObject({
      number: 2,
      status: 'rejected',
      reviewReason: 'Keep the original title',
    });
    expect((await versionsOf(id, null)).body.versions.map((v) => v.number)).toEqual([1]);
    const [row] = await testApp.database.db
      .select({ title: prompts.title, liveVersion: prompts.liveVersion })
      .from(prompts)
      .where(eq(prompts.id, id));
    expect(row).toEqual({ title: 'Marigold Timer', liveVersion: 1 });
  });

  it("tells the owner each decision on an edit, with a rejection's reason", async () => {
    const id = await approvedPrompt({ title: 'Heliotrope Notes' });
    await edit(id, draft({ title: 'Heliotrope Notes, Longer' }), author);
    await decide(id, 2, { status: 'rejected', reason: 'Too long a title' });
    await edit(id, draft({ title: 'Heliotrope Notes, Short' }), author);
    await decide(id, 3, { status: 'approved' });
    const told = await testApp.database.db
      .select({
        kind: notifications.kind,
        title: notifications.promptTitle,
        reason: notifications.reason,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.promptId, id)));
    expect(told).toEqual(
      expect.arrayContaining([
        { kind: 'version-rejected', title: 'Heliotrope Notes', reason: 'Too long a title' },
        { kind: 'version-approved', title: 'Heliotrope Notes, Short', reason: null },
      ]),
    );
    expect(told.filter((n) => n.kind.startsWith('version-'))).toHaveLength(2);
  });

  it('keeps one pending version: 20 parallel owner edits leave 1 pending and 19 superseded', async () => {
    const id = await approvedPrompt({ title: 'Parallel Owner Edits' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => edit(id, draft({ title: `Owner edit ${i}` }), author)),
    );
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    const rows = await versionRows(id);
    expect(rows.map((row) => row.number)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    const statuses = rows.map((row) => row.status);
    expect(statuses.filter((status) => status === 'pending')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'superseded')).toHaveLength(19);
    expect(statuses.filter((status) => status === 'live')).toHaveLength(1);
    // The last number handed out is the one still pending.
    expect(rows.at(-1)?.status).toBe('pending');
  });

  it('can be withdrawn by its owner, once', async () => {
    const id = await approvedPrompt({ title: 'Withdrawn Edit' });
    await edit(id, draft({ title: 'Withdrawn Edit, changed' }), author);
    expect((await call('POST', `/api/prompts/${id}/versions/2/withdraw`, stranger)).status).toBe(
      404,
    );
    const withdrawn = await call<{ version: VersionJson }>(
      'POST',
      `/api/prompts/${id}/versions/2/withdraw`,
      author,
    );
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.version.status).toBe('withdrawn');
    expect((await call('POST', `/api/prompts/${id}/versions/2/withdraw`, author)).status).toBe(409);
    expect((await decide(id, 2, { status: 'approved' })).status).toBe(409);
    const page = await call<{ prompt: PromptJson & { pendingVersion: number | null } }>(
      'GET',
      `/api/prompts/${id}`,
      author,
    );
    expect(page.body.prompt).toMatchObject({ title: 'Withdrawn Edit', pendingVersion: null });
  });
});

describe("an admin's edit", () => {
  it('is live at once; 20 parallel admin edits make 20 versions with distinct numbers', async () => {
    const id = await approvedPrompt({ title: 'Parallel Admin Edits' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => edit(id, draft({ title: `Admin edit ${i}` }), admin)),
    );
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    const numbers = results.map((result) => result.body.version.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    const rows = await versionRows(id);
    expect(rows.filter((row) => row.status === 'live').map((row) => row.number)).toEqual([21]);
    expect(rows.filter((row) => row.status === 'previous')).toHaveLength(20);
    const [row] = await testApp.database.db
      .select({ status: prompts.status, liveVersion: prompts.liveVersion })
      .from(prompts)
      .where(eq(prompts.id, id));
    expect(row).toEqual({ status: 'approved', liveVersion: 21 });
    const live = results.find((result) => result.body.version.number === 21);
    const page = await call<{ prompt: PromptJson }>('GET', `/api/prompts/${id}`, null);
    expect(page.body.prompt.title).toBe(live?.body.prompt.title);
  });
});

describe('restore', () => {
  it('goes through review for the owner, and is live at once for an admin', async () => {
    const id = await approvedPrompt({ title: 'Restorable Recipe' });
    await edit(id, draft({ title: 'Restorable Recipe v2' }), admin);
    const restored = await call<{ version: VersionJson }>(
      'POST',
      `/api/prompts/${id}/versions/1/restore`,
      author,
      { changeNote: 'the first was better' },
    );
    expect(restored.status).toBe(201);
    expect(restored.body.version).toMatchObject({
      number: 3,
      status: 'pending',
      kind: 'restore',
      changeNote: 'restored from v1: the first was better',
    });
    expect(
      (await call<{ prompt: PromptJson }>('GET', `/api/prompts/${id}`, null)).body.prompt.title,
    ).toBe('Restorable Recipe v2');
    expect((await decide(id, 3, { status: 'approved' })).body.prompt.title).toBe(
      'Restorable Recipe',
    );

    const byAdmin = await call<{ version: VersionJson }>(
      'POST',
      `/api/prompts/${id}/versions/2/restore`,
      admin,
      {},
    );
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.version).toMatchObject({
      number: 4,
      status: 'live',
      changeNote: 'restored from v2',
    });
    expect(
      (await call<{ prompt: PromptJson }>('GET', `/api/prompts/${id}`, null)).body.prompt.title,
    ).toBe('Restorable Recipe v2');
    // The live version has nothing to restore; someone else's prompt is not found.
    expect((await call('POST', `/api/prompts/${id}/versions/4/restore`, admin, {})).status).toBe(
      409,
    );
    expect((await call('POST', `/api/prompts/${id}/versions/1/restore`, stranger, {})).status).toBe(
      404,
    );
  });
});

describe('diff', () => {
  it('answers the changed words, variables and categories', async () => {
    const id = await approvedPrompt({ title: 'Herb Spiral Guide', categories: ['Lifestyle'] });
    await edit(
      id,
      draft({
        title: 'Herb Spiral Builder',
        categories: ['Lifestyle', 'Education'],
        variables: [{ name: 'plant', defaultValue: 'thyme' }],
      }),
      author,
    );
    const { status, body } = await call<{ diff: { from: number; to: number; changes: unknown[] } }>(
      'GET',
      `/api/prompts/${id}/versions/1/diff/2`,
      author,
    );
    expect(status).toBe(200);
    expect(body.diff.from).toBe(1);
    expect(body.diff.changes).toEqual([
      {
        field: 'title',
        kind: 'text',
        parts: [
          { value: 'Herb Spiral ' },
          { value: 'Guide', removed: true },
          { value: 'Builder', added: true },
        ],
      },
      { field: 'categories', kind: 'list', added: ['Education'], removed: [], reordered: false },
      {
        field: 'variables',
        kind: 'variables',
        added: [],
        removed: [],
        changed: [{ name: 'plant', from: 'tulips', to: 'thyme' }],
      },
    ]);
    expect((await call('GET', `/api/prompts/${id}/versions/1/diff/2`, null)).status).toBe(404);
  });

  it('lists pending versions with their diff in the admin queue', async () => {
    const id = await approvedPrompt({ title: 'Queue Visible Prompt' });
    await edit(id, draft({ title: 'Queue Visible Prompt, edited' }), author);
    const { status, body } = await call<{
      pendingVersions: {
        prompt: PromptJson;
        version: VersionJson;
        diff: { changes: { field: string }[] };
      }[];
      pendingVersionsTotal: number;
    }>('GET', '/api/admin/prompts?status=pending&limit=100', admin);
    expect(status).toBe(200);
    const entry = body.pendingVersions.find((item) => item.prompt._id === id);
    expect(entry?.version.number).toBe(2);
    expect(entry?.diff.changes.map((change) => change.field)).toEqual(['title']);
    expect(body.pendingVersionsTotal).toBeGreaterThanOrEqual(1);
  });
});

describe('bad input', () => {
  it('refuses malformed numbers, long or control-character notes, and writes nothing', async () => {
    const id = await approvedPrompt({ title: 'Bad Input Target' });
    const countVersions = async () => {
      const [row] = await testApp.database.db
        .select({ total: count() })
        .from(promptVersions)
        .where(eq(promptVersions.promptId, id));
      return row?.total;
    };
    const before = await countVersions();
    for (const bad of ['1.5', 'abc', '0', '-1', '0x10', '1e3', '99999999999999999999']) {
      const answer = await call('GET', `/api/prompts/${id}/versions/${bad}`, author);
      expect(answer.status, bad).toBe(400);
    }
    expect((await call('GET', `/api/prompts/${id}/versions/999999`, author)).status).toBe(404);
    expect((await call('GET', `/api/prompts/${id}/versions/1/diff/abc`, author)).status).toBe(400);
    expect((await decide(id, 1, { status: 'approved' }, admin)).status).toBe(409);
    expect((await decide(id, 1, { status: 'live' }, admin)).status).toBe(400);
    expect(
      (
        await call('PUT', `/api/admin/prompts/not-an-id/versions/1/status`, admin, {
          status: 'approved',
        })
      ).status,
    ).toBe(400);
    const tooLong = await edit(id, draft({ changeNote: 'x'.repeat(201) }), author);
    expect(tooLong.status).toBe(400);
    const control = await edit(id, draft({ changeNote: 'tab\there' }), author);
    expect(control.status).toBe(400);
    const restoreControl = await call('POST', `/api/prompts/${id}/versions/1/restore`, author, {
      changeNote: 'bell\u0007',
    });
    expect(restoreControl.status).toBe(400);
    expect(await countVersions()).toBe(before);
    const [pending] = await testApp.database.db
      .select({ total: count() })
      .from(promptVersions)
      .where(and(eq(promptVersions.promptId, id), eq(promptVersions.status, 'pending')));
    expect(pending?.total).toBe(0);
  });
});
