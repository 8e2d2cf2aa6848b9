/**
 * Private prompts over REST and tRPC (issue 29 item 1, decision 049): a
 * private prompt is invisible to strangers on every door and visible to
 * its owner and admins; the submissions ledger counts entries into review
 * only (20 parallel submissions at the limit admit exactly what is left);
 * the plan's private prompts are a limit; making an approved prompt
 * private takes it out of others' saves and collections at once.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promptSaves, prompts, submissionEntries } from '../../src/server/db/schema.ts';
import { PLANS } from '../../src/shared/plans.ts';
import { sendJson } from '../helpers/accounts.ts';
import { insertCollection } from '../helpers/collection-fixtures.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import type { ErrorJson, PromptJson, PromptPageJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

const INDEX_HTML = `<!doctype html><html lang="en"><head>
<!-- page-meta --><title>default</title><!-- /page-meta -->
</head><body><div id="root"></div></body></html>`;

const FREE_PRIVATE = PLANS.find((plan) => plan.id === 'free')?.maxPrivatePrompts ?? 0;

let clientDir: string;
let testApp: TestApp;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;

interface PromptBody extends ErrorJson {
  prompt: PromptJson;
}

function call<T = PromptBody>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: unknown,
) {
  return sendJson<T & ErrorJson>(testApp.app, {
    method,
    url,
    headers: bearer(user),
    ...(payload === undefined ? {} : { payload }),
  });
}

function submission(title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    description: `Write about {topic} for ${title}`,
    categories: ['Writing'],
    model: 'ChatGPT',
    ...extra,
  };
}

async function createPrivate(user: TestUser, title: string): Promise<string> {
  const made = await call(
    'POST',
    '/api/prompts',
    user,
    submission(title, { visibility: 'private' }),
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  expect(made.body.prompt).toMatchObject({ status: 'private', visibility: 'private' });
  return made.body.prompt._id;
}

async function ledgerOf(userId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ total: count() })
    .from(submissionEntries)
    .where(eq(submissionEntries.userId, userId));
  return row?.total ?? 0;
}

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-private-'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  testApp = await createTestApp({ seed: false, env: { CLIENT_DIST_DIR: clientDir } });
  const { db } = testApp.database;
  owner = await createTestUser(db, { name: 'Priya Private', plan: 'pro' });
  stranger = await createTestUser(db, { name: 'Sam Stranger', plan: 'pro' });
  admin = await createTestUser(db, { name: 'Ada Admin', role: 'admin' });
  await insertPrompt(db, { title: 'Public Neighbour zebra', status: 'approved' });
});

afterAll(async () => {
  await testApp.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** Every door a stranger could try, and whether the prompt shows there. */
async function doorsSee(id: string, title: string, user: TestUser | null) {
  const word = title.split(' ').at(-1) ?? title;
  const list = await call<PromptPageJson>('GET', '/api/prompts', user);
  const search = await call<PromptPageJson>(
    'GET',
    `/api/prompts?search=${encodeURIComponent(word)}`,
    user,
  );
  const trending = await call<{ prompts: PromptJson[] }>('GET', '/api/prompts/trending', user);
  const byId = await call('GET', `/api/prompts/${id}`, user);
  const versions = await call('GET', `/api/prompts/${id}/versions`, user);
  const trpc = await trpcCall(testApp.app, { path: 'library.byId', input: { id } }, bearer(user));
  const page = await testApp.app.inject({
    method: 'GET',
    url: `/prompts/${id}`,
    headers: bearer(user),
  });
  const sitemap = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
  return {
    list: list.body.prompts.some((p) => p._id === id),
    search: search.body.prompts.some((p) => p._id === id),
    trending: trending.body.prompts.some((p) => p._id === id),
    byId: byId.status,
    versions: versions.status,
    trpc: trpc.status,
    page: page.statusCode,
    pageNamesIt: page.body.includes(title),
    sitemap: sitemap.body.includes(id),
  };
}

describe('who sees a private prompt', () => {
  let id: string;
  const title = 'Secret Outline quokka';

  beforeAll(async () => {
    id = await createPrivate(owner, title);
  });

  it('is on no door for a stranger or anyone signed out', async () => {
    for (const user of [stranger, null]) {
      expect(await doorsSee(id, title, user)).toEqual({
        list: false,
        search: false,
        trending: false,
        byId: 404,
        versions: 404,
        trpc: 404,
        page: 404,
        pageNamesIt: false,
        sitemap: false,
      });
    }
  });

  it('is seen by its owner and admins by id, never listed', async () => {
    for (const user of [owner, admin]) {
      const seen = await doorsSee(id, title, user);
      expect(seen).toMatchObject({ list: false, search: false, byId: 200, trpc: 200, page: 200 });
    }
    const mine = await call<{ createdPrompts: PromptJson[] }>('GET', '/api/users/prompts', owner);
    expect(mine.body.createdPrompts.find((p) => p._id === id)).toMatchObject({
      status: 'private',
      visibility: 'private',
    });
  });

  it('uses no submission and sends no webhook, and its edits apply at once', async () => {
    expect(await ledgerOf(owner.id)).toBe(0);
    const edited = await call<PromptBody & { version: { status: string } }>(
      'PUT',
      `/api/prompts/${id}`,
      owner,
      submission(title, { description: 'Rewritten for {topic}' }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.version.status).toBe('live');
    expect(edited.body.prompt).toMatchObject({
      status: 'private',
      description: 'Rewritten for {topic}',
    });
  });

  it('runs in the playground for its owner only', async () => {
    const body = { promptId: id, variables: { topic: 'otters' }, model: 'ChatGPT' };
    const theirs = await call('POST', '/api/prompts/generate', stranger, body);
    expect(theirs.status).toBe(404);
  });

  it("a stranger can't save, like or collect it", async () => {
    expect((await call('PUT', `/api/prompts/${id}/save`, stranger)).status).toBe(404);
    expect((await call('PUT', `/api/prompts/${id}/upvote`, stranger)).status).toBe(404);
    const theirs = await insertCollection(testApp.database.db, {
      ownerId: stranger.id,
      visibility: 'public',
    });
    const added = await call('POST', `/api/collections/${theirs}/items`, stranger, {
      promptId: id,
    });
    expect(added.status).toBe(404);
  });
});

describe('approved, then made private', () => {
  it("leaves the library, others' saves and collections at once", async () => {
    const { db } = testApp.database;
    const title = 'Shared Then Hidden wombat';
    const id = await insertPrompt(db, { title, status: 'approved', createdById: owner.id });
    await db.insert(promptSaves).values({ userId: stranger.id, promptId: id });
    const collection = await insertCollection(db, {
      ownerId: stranger.id,
      visibility: 'public',
      promptIds: [id],
    });
    expect((await doorsSee(id, title, stranger)).byId).toBe(200);

    const hidden = await call('PUT', `/api/prompts/${id}`, owner, {
      ...submission(title),
      visibility: 'private',
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body.prompt.status).toBe('private');

    expect(await doorsSee(id, title, stranger)).toMatchObject({
      list: false,
      search: false,
      byId: 404,
      page: 404,
      sitemap: false,
    });
    const saved = await call<{ savedPrompts: PromptJson[] }>('GET', '/api/users/prompts', stranger);
    expect(saved.body.savedPrompts.map((p) => p._id)).not.toContain(id);
    for (const viewer of [stranger, null]) {
      const page = await call<{ prompts: PromptJson[] }>(
        'GET',
        `/api/collections/${collection}`,
        viewer,
      );
      expect(page.status).toBe(200);
      expect(page.body.prompts.map((p) => p._id)).not.toContain(id);
    }
  });

  it('is only the owner’s to change: an admin hears 403, a stranger 404', async () => {
    const id = await createPrivate(owner, 'Owner Decides');
    const byAdmin = await call('PUT', `/api/prompts/${id}`, admin, {
      ...submission('Owner Decides'),
      visibility: 'public',
    });
    expect(byAdmin.status).toBe(403);
    expect((await call('POST', `/api/prompts/${id}/submit`, admin)).status).toBe(403);
    expect((await call('POST', `/api/prompts/${id}/submit`, stranger)).status).toBe(404);
    // An admin's plain edit keeps it private.
    const edited = await call('PUT', `/api/prompts/${id}`, admin, submission('Owner Decides'));
    expect(edited.status).toBe(200);
    expect(edited.body.prompt.status).toBe('private');
  });
});

describe('submitting a private prompt for review', () => {
  it('counts one submission and makes it pending', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'free' });
    const id = await createPrivate(member, 'Ready To Share');
    expect(await ledgerOf(member.id)).toBe(0);
    const sent = await call('POST', `/api/prompts/${id}/submit`, member);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.prompt).toMatchObject({ status: 'pending', visibility: 'public' });
    expect(await ledgerOf(member.id)).toBe(1);
    const again = await call('POST', `/api/prompts/${id}/submit`, member);
    expect(again.status).toBe(409);
    // Free's one submission is used: the next private prompt may not go to review…
    const second = await createPrivate(member, 'Second Thought');
    const refused = await call('POST', `/api/prompts/${second}/submit`, member);
    expect(refused.status).toBe(429);
    const byEdit = await call('PUT', `/api/prompts/${second}`, member, {
      ...submission('Second Thought'),
      visibility: 'public',
    });
    expect(byEdit.status).toBe(429);
    const [row] = await testApp.database.db
      .select({ status: prompts.status })
      .from(prompts)
      .where(eq(prompts.id, second));
    expect(row?.status).toBe('private');
    expect(await ledgerOf(member.id)).toBe(1);
  });

  it('by tRPC too', async () => {
    const id = await createPrivate(owner, 'Through tRPC');
    const sent = await trpcCall<{ status: string }>(
      testApp.app,
      { path: 'prompts.submitForReview', input: { id }, type: 'mutation' },
      bearer(owner),
    );
    expect(sent).toMatchObject({ ok: true, data: { status: 'pending' } });
  });

  it('deleting a prompt gives no submission back', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'free' });
    const made = await call('POST', '/api/prompts', member, submission('Gone Soon'));
    expect(made.status).toBe(201);
    await testApp.database.db.delete(prompts).where(eq(prompts.id, made.body.prompt._id));
    const next = await call('POST', '/api/prompts', member, submission('Try Again'));
    expect(next.status).toBe(429);
  });
});

describe('limits under parallel requests', () => {
  it('20 parallel submissions at a limit of 1 admit exactly one', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'free' });
    const privates = await Promise.all(
      Array.from({ length: 3 }, (_, i) => createPrivate(member, `Parallel Private ${i}`)),
    );
    const answers = await Promise.all([
      ...Array.from({ length: 17 }, (_, i) =>
        call('POST', '/api/prompts', member, submission(`Parallel ${i}`)),
      ),
      ...privates.map((id) => call('POST', `/api/prompts/${id}/submit`, member)),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    expect(await ledgerOf(member.id)).toBe(1);
  });

  it("keeps the plan's number of private prompts, in parallel too", async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'free' });
    const answers = await Promise.all(
      Array.from({ length: FREE_PRIVATE + 5 }, (_, i) =>
        call('POST', '/api/prompts', member, submission(`Kept ${i}`, { visibility: 'private' })),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(FREE_PRIVATE);
    const refused = answers.find((a) => a.status !== 201);
    expect(refused?.status).toBe(409);
    expect(refused?.body.error).toMatch(/private prompts/);
    const [kept] = await testApp.database.db
      .select({ total: count() })
      .from(prompts)
      .where(and(eq(prompts.createdById, member.id), eq(prompts.status, 'private')));
    expect(kept?.total).toBe(FREE_PRIVATE);
    // Making an approved prompt private counts against the same limit.
    const approved = await insertPrompt(testApp.database.db, {
      title: 'One Too Many',
      status: 'approved',
      createdById: member.id,
    });
    const over = await call('PUT', `/api/prompts/${approved}`, member, {
      ...submission('One Too Many'),
      visibility: 'private',
    });
    expect(over.status).toBe(409);
  });
});

describe('bad input', () => {
  it('refuses a visibility that is not public or private, and writes nothing', async () => {
    const [before] = await testApp.database.db.select({ total: count() }).from(prompts);
    for (const visibility of ['friends', 42, null, 'private\u0000']) {
      const answer = await call('POST', '/api/prompts', owner, submission('Bad', { visibility }));
      expect(answer.status, String(visibility)).toBe(400);
      expect(answer.body.fields).toHaveProperty('visibility');
    }
    const [after] = await testApp.database.db.select({ total: count() }).from(prompts);
    expect(after?.total).toBe(before?.total);
  });

  it('answers 404 for a malformed or unknown id, and 409 for a public prompt', async () => {
    expect((await call('POST', '/api/prompts/not-an-id/submit', owner)).status).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/api/prompts/${unknown}/submit`, owner)).status).toBe(404);
    const pending = await insertPrompt(testApp.database.db, {
      title: 'Already Pending',
      status: 'pending',
      createdById: owner.id,
    });
    expect((await call('POST', `/api/prompts/${pending}/submit`, owner)).status).toBe(409);
    const disabled = await insertPrompt(testApp.database.db, {
      title: 'Disabled One',
      status: 'disabled',
      createdById: owner.id,
    });
    const hide = await call('PUT', `/api/prompts/${disabled}`, owner, {
      ...submission('Disabled One'),
      visibility: 'private',
    });
    expect(hide.status).toBe(409);
  });
});
