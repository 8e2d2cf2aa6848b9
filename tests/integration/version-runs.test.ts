/**
 * Using any version (issue 28 item 3) over REST, tRPC and MCP: a run by
 * promptId with `version` runs that version's content, seen by the rule of
 * GET /api/prompts/:id/versions/:n (a pending version only for its owner
 * and admins), and a bad or unseen version is a clear 4xx that runs
 * nothing. A saved prompt remembers the live version the member last saw:
 * a newer live version shows as seenVersion < version until they open it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { promptSaves } from '../../src/server/db/schema.ts';
import type { PromptSubmissionDraft } from '../../src/shared/prompt-submission-input.ts';
import { sendJson } from '../helpers/accounts.ts';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import { generateJson, usageRows } from '../helpers/generation.ts';
import type { PromptJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

type Seen = PromptJson & { version: number; saved?: boolean; seenVersion?: number };

let providers: FakeAiProviders;
let testApp: TestApp;
let author: TestUser;
let member: TestUser;
let admin: TestUser;
let disabled: TestUser;
/** Approved; v1 "Plan {plant} beds", v2 live "Sketch {plant} borders", v3 pending "Draw {plant} hedges". */
let promptId: string;

function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  user: TestUser | null,
  payload?: unknown,
) {
  return sendJson<T & { error?: string; code?: string; fields?: Record<string, string> }>(
    testApp.app,
    { method, url, headers: bearer(user), ...(payload === undefined ? {} : { payload }) },
  );
}

function draft(description: string): PromptSubmissionDraft {
  return {
    title: 'Border Planner',
    description,
    systemprompt: 'You are a gardener.',
    categories: ['Lifestyle'],
    model: 'ChatGPT',
    variables: [{ name: 'plant', defaultValue: 'tulips' }],
  };
}

async function editAs(user: TestUser, id: string, description: string): Promise<void> {
  const edited = await call('PUT', `/api/prompts/${id}`, user, draft(description));
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
}

async function approvedPrompt(description: string): Promise<string> {
  const created = await call<{ prompt: PromptJson }>(
    'POST',
    '/api/prompts',
    author,
    draft(description),
  );
  expect(created.status).toBe(201);
  const id = created.body.prompt._id;
  const approved = await call('PUT', `/api/admin/prompts/${id}/status`, admin, {
    status: 'approved',
  });
  expect(approved.status).toBe(200);
  return id;
}

beforeAll(async () => {
  providers = await startFakeAiProviders();
  testApp = await createTestApp({ seed: false, listen: true, env: providers.env });
  const { db } = testApp.database;
  author = await createTestUser(db, { name: 'Vera Author', plan: 'pro' });
  member = await createTestUser(db, { name: 'Mo Member', plan: 'pro' });
  admin = await createTestUser(db, { name: 'Ada Admin', role: 'admin', plan: 'pro' });
  disabled = await createTestUser(db, { name: 'Dee Disabled', status: 'disabled' });
  promptId = await approvedPrompt('Plan {plant} beds.');
  await editAs(admin, promptId, 'Sketch {plant} borders.'); // v2, live at once
  await editAs(author, promptId, 'Draw {plant} hedges.'); // v3, pending
});

beforeEach(() => providers.reset());

afterAll(async () => {
  await testApp.close();
  await providers.close();
});

describe('a run of one version by number', () => {
  it('runs that version’s text, with the caller’s variables over its defaults', async () => {
    for (const [version, text] of [
      [1, 'Plan roses beds.'],
      [2, 'Sketch roses borders.'],
    ] as const) {
      const answer = await generateJson(
        testApp.baseUrl,
        { promptId, version, variables: { plant: 'roses' } },
        member,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(providers.requests.at(-1)?.userText).toBe(text);
    }
    const live = await generateJson(testApp.baseUrl, { promptId }, member);
    expect(live.status).toBe(200);
    expect(providers.requests.at(-1)?.userText).toBe('Sketch tulips borders.');
    const rows = await usageRows(testApp.database.db, member.id);
    expect(rows.every((row) => row.promptId === promptId)).toBe(true);
  });

  it('runs a pending version for its author and admins only; anyone else hears 404', async () => {
    for (const [caller, status] of [
      [null, 404],
      [member, 404],
      [disabled, 404],
      [author, 200],
      [admin, 200],
    ] as const) {
      const answer = await generateJson(testApp.baseUrl, { promptId, version: 3 }, caller);
      expect(answer.status, `${caller?.name ?? 'anonymous'}: ${JSON.stringify(answer.body)}`).toBe(
        status,
      );
      if (status === 404) expect(answer.body).toMatchObject({ error: 'Version not found' });
    }
    expect(providers.requests.map((request) => request.userText)).toEqual([
      'Draw tulips hedges.',
      'Draw tulips hedges.',
    ]);
  });

  it('is 404 for a version that does not exist, and 400 for one that is not a number', async () => {
    const missing = await generateJson(testApp.baseUrl, { promptId, version: 99 }, admin);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'Version not found', code: 'NOT_FOUND' });
    for (const version of [0, -1, 1.5, 'two', '1e3', true, 1_000_000_000]) {
      const bad = await generateJson(testApp.baseUrl, { promptId, version }, admin);
      expect(bad.status, JSON.stringify(version)).toBe(400);
      expect(Object.keys(bad.body.fields as object)).toEqual(['version']);
    }
    const withText = await generateJson(
      testApp.baseUrl,
      { prompt: 'Hello', model: 'ChatGPT', version: 1 },
      admin,
    );
    expect(withText.status).toBe(400);
    expect(withText.body.fields).toEqual({
      version: 'names a version of a stored prompt: send it with promptId',
    });
    expect(providers.requests).toEqual([]);
  });

  it('is 404 for a version of a prompt the caller may not see', async () => {
    const created = await call<{ prompt: PromptJson }>(
      'POST',
      '/api/prompts',
      author,
      draft('Unreviewed {plant} notes.'),
    );
    const answer = await generateJson(
      testApp.baseUrl,
      { promptId: created.body.prompt._id, version: 1 },
      member,
    );
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'Prompt not found' });
  });

  it('takes version as a multipart field, as the playground sends it', async () => {
    const form = new FormData();
    form.append('promptId', promptId);
    form.append('version', '1');
    form.append('variables', JSON.stringify({ plant: 'ferns' }));
    const response = await fetch(`${testApp.baseUrl}/api/prompts/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(providers.requests[0]?.userText).toBe('Plan ferns beds.');
  });
});

describe('a saved prompt’s new version', () => {
  const savedOf = async (user: TestUser, id: string) => {
    const mine = await call<{ savedPrompts: Seen[] }>('GET', '/api/users/prompts', user);
    expect(mine.status).toBe(200);
    return mine.body.savedPrompts.find((prompt) => prompt._id === id);
  };

  it('is remembered at saving, shown once a new version is live, and cleared by opening it', async () => {
    const id = await approvedPrompt('Grow {plant} in pots.');
    const saved = await call('PUT', `/api/prompts/${id}/save`, member);
    expect(saved.status).toBe(200);
    expect(await savedOf(member, id)).toMatchObject({ version: 1, seenVersion: 1 });

    // A pending edit is not news to a member; an approved one is.
    await editAs(author, id, 'Grow {plant} in tubs.');
    expect(await savedOf(member, id)).toMatchObject({ version: 1, seenVersion: 1 });
    const approved = await call('PUT', `/api/admin/prompts/${id}/versions/2/status`, admin, {
      status: 'approved',
    });
    expect(approved.status).toBe(200);
    expect(await savedOf(member, id)).toMatchObject({ version: 2, seenVersion: 1 });
    const page = await call<{ prompt: Seen }>('GET', `/api/prompts/${id}`, member);
    expect(page.body.prompt).toMatchObject({ version: 2, saved: true, seenVersion: 1 });

    const seen = await call('PUT', `/api/prompts/${id}/seen`, member);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ saved: true, seenVersion: 2 });
    expect(await savedOf(member, id)).toMatchObject({ version: 2, seenVersion: 2 });
  });

  it('is the same through tRPC, and leaves a prompt the member has not saved alone', async () => {
    const id = await approvedPrompt('Water {plant} weekly.');
    const notSaved = await call<{ result: { data: { json: unknown } } }>(
      'POST',
      '/trpc/prompts.markSeen',
      member,
      { json: { id } },
    );
    expect(notSaved.status).toBe(200);
    expect(notSaved.body.result.data.json).toEqual({ saved: false, seenVersion: null });
    const rows = await testApp.database.db
      .select()
      .from(promptSaves)
      .where(eq(promptSaves.promptId, id));
    expect(rows).toEqual([]);
    const others = await call<{ prompt: Seen }>('GET', `/api/prompts/${id}`, author);
    expect(others.body.prompt.seenVersion).toBeUndefined();
  });

  it('is 404 for a prompt the member may not see or an id that names none, and writes nothing', async () => {
    const created = await call<{ prompt: PromptJson }>(
      'POST',
      '/api/prompts',
      author,
      draft('Hidden {plant} notes.'),
    );
    for (const id of [created.body.prompt._id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const answer = await call('PUT', `/api/prompts/${id}/seen`, member);
      expect(answer.status, id).toBe(404);
    }
    const anonymous = await call('PUT', `/api/prompts/${promptId}/seen`, null);
    expect(anonymous.status).toBe(401);
  });
});
