/**
 * Submitting and editing prompts: POST /api/prompts, PUT /api/prompts/:id
 * and their tRPC twins. New prompts wait for review; an owner's edit of an
 * approved prompt waits as a pending version (versions in detail:
 * prompt-versions.test.ts); the cross-field rules
 * (variables, chain, categories) hold; files are attached only by their
 * uploader; every refusal leaves nothing behind.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, prompts } from '../../src/server/db/schema.ts';
import type { PromptSubmissionDraft } from '../../src/shared/prompt-submission-input.ts';
import { sendJson } from '../helpers/accounts.ts';
import { insertPrompt, promptIdByTitle } from '../helpers/prompt-fixtures.ts';
import type { ErrorJson, PromptJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';
import { attachmentRowOf, insertUpload } from '../helpers/upload-fixtures.ts';

let testApp: TestApp;
let author: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  author = await createTestUser(db, { name: 'Ines Author', plan: 'pro' });
  stranger = await createTestUser(db, { name: 'Sam Stranger', plan: 'pro' });
  admin = await createTestUser(db, { name: 'Ada Admin', role: 'admin', plan: 'pro' });
});

afterAll(async () => {
  await testApp.close();
});

function draft(overrides: Partial<PromptSubmissionDraft> = {}): PromptSubmissionDraft {
  return {
    title: 'Weekly Newsletter Outline',
    description: 'Outline a newsletter about {topic} for {{audience}}.',
    systemprompt: 'You are a concise editor.',
    tools: '',
    categories: ['Writing', 'Marketing'],
    model: 'ChatGPT',
    variables: [{ name: 'topic', defaultValue: 'remote work' }],
    isImagePrompt: false,
    isChained: false,
    chainedPrompts: [],
    executionType: 'independent',
    attachments: [],
    ...overrides,
  };
}

function submit(body: unknown, user: TestUser | null = author) {
  return sendJson<{ prompt: PromptJson } & ErrorJson>(testApp.app, {
    method: 'POST',
    url: '/api/prompts',
    payload: body,
    headers: bearer(user),
  });
}

function edit(id: string, body: unknown, user: TestUser | null = author) {
  return sendJson<{ prompt: PromptJson } & ErrorJson>(testApp.app, {
    method: 'PUT',
    url: `/api/prompts/${id}`,
    payload: body,
    headers: bearer(user),
  });
}

async function promptCount(): Promise<number> {
  const [row] = await testApp.database.db.select({ total: count() }).from(prompts);
  return row?.total ?? 0;
}

describe('POST /api/prompts', () => {
  it('creates a pending prompt owned by the author, with the variables the text uses', async () => {
    const { status, body } = await submit(draft());
    expect(status).toBe(201);
    expect(body.prompt).toMatchObject({
      title: 'Weekly Newsletter Outline',
      status: 'pending',
      category: 'Writing',
      categories: ['Writing', 'Marketing'],
      createdBy: { _id: author.id, name: 'Ines Author' },
      usageCount: 0,
      upvotes: 0,
      liked: false,
      saved: false,
      variables: [
        { name: 'topic', defaultValue: 'remote work' },
        { name: 'audience', defaultValue: '' },
      ],
    });
  });

  it('keeps a dependent chain with its steps, and collapses repeated categories', async () => {
    const { status, body } = await submit(
      draft({
        categories: ['Writing', 'writing', 'Research'],
        isChained: true,
        executionType: 'dependent',
        chainedPrompts: [
          {
            title: 'Outline',
            systemprompt: '',
            description: 'Outline {topic}',
            tools: '',
            variables: [],
          },
          {
            title: '',
            systemprompt: '',
            description: 'Expand the outline',
            tools: '',
            variables: [],
          },
        ],
      }),
    );
    expect(status).toBe(201);
    expect(body.prompt.categories).toEqual(['Writing', 'Research']);
    expect(body.prompt.isChained).toBe(true);
    expect(body.prompt.executionType).toBe('dependent');
    expect(body.prompt.chainedPrompts).toHaveLength(2);
    expect(body.prompt.chainedPrompts[0]?.variables).toEqual([{ name: 'topic', defaultValue: '' }]);
  });

  it('drops the steps and the execution type of a prompt that is not chained', async () => {
    const { body } = await submit(
      draft({
        isChained: false,
        executionType: 'dependent',
        chainedPrompts: [
          { title: 'Stray', systemprompt: '', description: 'Left over', tools: '', variables: [] },
        ],
      }),
    );
    expect(body.prompt).toMatchObject({
      isChained: false,
      chainedPrompts: [],
      executionType: 'independent',
    });
  });

  it('attaches the author’s uploads in order and serves them with the prompt', async () => {
    const first = await insertUpload(testApp, author.id, 'brief.txt');
    const second = await insertUpload(testApp, author.id, 'examples.txt');
    const { status, body } = await submit(draft({ attachments: [second, first] }));
    expect(status).toBe(201);
    expect(body.prompt.attachments.map((file) => file.fileName)).toEqual([
      'examples.txt',
      'brief.txt',
    ]);
    expect((await attachmentRowOf(testApp, first.storageKey))?.promptId).toBe(body.prompt._id);
  });

  describe('refuses bad input with 400, naming the field, and saves nothing', () => {
    const cases: [string, unknown, string, string?][] = [
      ['a missing title', { ...draft(), title: undefined }, 'title'],
      ['a blank title', draft({ title: '   ' }), 'title'],
      ['a missing prompt text', { ...draft(), description: undefined }, 'description'],
      ['a title too long', draft({ title: 'x'.repeat(201) }), 'title'],
      [
        'a sixth category',
        draft({ categories: ['A', 'B', 'C', 'D', 'E', 'F'] }),
        'categories',
        'Maximum 5 categories allowed',
      ],
      ['no category', draft({ categories: [] }), 'categories'],
      [
        'a variable without a default',
        draft({ variables: [{ name: 'topic', defaultValue: '' }] }),
        'variables.0.defaultValue',
      ],
      [
        'a variable name with spaces',
        draft({ variables: [{ name: 'my topic', defaultValue: 'x' }] }),
        'variables.0.name',
      ],
      [
        'the same variable twice',
        draft({
          variables: [
            { name: 'topic', defaultValue: 'a' },
            { name: 'topic', defaultValue: 'b' },
          ],
        }),
        'variables',
      ],
      ['an unknown model', { ...draft(), model: 'GPT-9' }, 'model'],
      ['a model of the wrong type', { ...draft(), model: 42 }, 'model'],
      ['isChained as text', { ...draft(), isChained: 'yes' }, 'isChained'],
      ['a chain without steps', draft({ isChained: true, chainedPrompts: [] }), 'chainedPrompts'],
      [
        'a chain step without text',
        draft({
          isChained: true,
          chainedPrompts: [
            { title: 'x', systemprompt: '', description: '', tools: '', variables: [] },
          ],
        }),
        'chainedPrompts.0.description',
      ],
      [
        'a sixth attachment',
        draft({
          attachments: Array.from({ length: 6 }, (_, i) => ({
            fileUrl: `/uploads/${'a'.repeat(30)}${i}`,
          })),
        }),
        'attachments',
        'Maximum 5 files allowed',
      ],
      [
        'an attachment that is not one of our files',
        draft({ attachments: [{ fileUrl: 'https://evil.example/x.png' }] }),
        'attachments.0',
      ],
      [
        'an attachment path that climbs out',
        draft({ attachments: [{ fileUrl: '/uploads/../../etc/passwd' }] }),
        'attachments.0',
      ],
      ['a title with a NUL byte', draft({ title: 'Bad\u0000title' }), 'title'],
    ];
    it.each(cases)('%s', async (_label, body, field, message) => {
      const before = await promptCount();
      const { status, body: error } = await submit(body);
      expect(status).toBe(400);
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.fields?.[field]).toBeTruthy();
      if (message) expect(error.fields?.[field]).toBe(message);
      expect(await promptCount()).toBe(before);
    });
  });

  it("refuses another member's upload and keeps neither the prompt nor the claim", async () => {
    const theirs = await insertUpload(testApp, stranger.id, 'private.txt');
    const mine = await insertUpload(testApp, author.id, 'mine.txt');
    const before = await promptCount();
    const { status, body } = await submit(draft({ attachments: [mine, theirs] }));
    expect(status).toBe(400);
    expect(body.fields?.['attachments.1']).toMatch(/no longer available/);
    expect(await promptCount()).toBe(before);
    expect((await attachmentRowOf(testApp, mine.storageKey))?.promptId).toBeNull();
    expect((await attachmentRowOf(testApp, theirs.storageKey))?.promptId).toBeNull();
  });

  it('refuses a file already attached to another prompt', async () => {
    const file = await insertUpload(testApp, author.id, 'once.txt');
    expect((await submit(draft({ attachments: [file] }))).status).toBe(201);
    const again = await submit(draft({ attachments: [file] }));
    expect(again.status).toBe(400);
  });

  it('asks anonymous callers to sign in (401) and refuses a disabled account (403)', async () => {
    const disabled = await createTestUser(testApp.database.db, { status: 'disabled' });
    const before = await promptCount();
    expect((await submit(draft(), null)).status).toBe(401);
    expect((await submit(draft(), disabled)).status).toBe(403);
    expect(await promptCount()).toBe(before);
  });

  it('is the same through tRPC prompts.create', async () => {
    const created = await trpcCall<PromptJson>(
      testApp.app,
      { path: 'prompts.create', type: 'mutation', input: draft({ title: 'Made through tRPC' }) },
      bearer(author),
    );
    expect(created.status).toBe(200);
    const bad = await trpcCall(
      testApp.app,
      {
        path: 'prompts.create',
        type: 'mutation',
        input: draft({ categories: ['A', 'B', 'C', 'D', 'E', 'F'] }),
      },
      bearer(author),
    );
    expect(bad.status).toBe(400);
    if (!bad.ok) expect(bad.error.data.fields?.categories).toBe('Maximum 5 categories allowed');
  });
});

describe('the monthly submission quota', () => {
  it('lets a Free member submit once a month, then answers 429 naming the plan and the date', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'free' });
    expect((await submit(draft(), member)).status).toBe(201);
    const { status, body, headers } = await submit(draft({ title: 'Second one' }), member);
    expect(status).toBe(429);
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.error).toMatch(
      /^Your Free plan includes 1 submission a month\. You can submit again on [A-Z][a-z]+ 1, \d{4}/,
    );
    expect(Number(headers['retry-after'])).toBeGreaterThan(0);
  });

  it('admits exactly one of two simultaneous submissions at the edge', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'free' });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => submit(draft({ title: `Race ${i}` }), member)),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([201, 429, 429, 429, 429, 429]);
    const [row] = await testApp.database.db
      .select({ total: count() })
      .from(prompts)
      .where(eq(prompts.createdById, member.id));
    expect(row?.total).toBe(1);
  });

  it('does not count edits', async () => {
    const member = await createTestUser(testApp.database.db, { plan: 'free' });
    const { body } = await submit(draft(), member);
    const edited = await edit(body.prompt._id, draft({ title: 'Edited once' }), member);
    expect(edited.status).toBe(200);
  });
});

describe('PUT /api/prompts/:id', () => {
  it("keeps an approved prompt live while the owner's edit waits as a pending version", async () => {
    const id = await insertPrompt(testApp.database.db, {
      title: 'Approved Before Edit',
      status: 'approved',
      statusReason: null,
      createdById: author.id,
    });
    const { status, body } = await sendJson<{
      prompt: PromptJson;
      version: { number: number; status: string };
    }>(testApp.app, {
      method: 'PUT',
      url: `/api/prompts/${id}`,
      payload: draft({ title: 'Approved, Then Edited' }),
      headers: bearer(author),
    });
    expect(status).toBe(200);
    expect(body.prompt).toMatchObject({
      title: 'Approved Before Edit',
      status: 'approved',
      version: 1,
      pendingVersion: 2,
    });
    expect(body.version).toMatchObject({ number: 2, status: 'pending' });
    const list = await sendJson<{ prompts: PromptJson[] }>(testApp.app, {
      method: 'GET',
      url: '/api/prompts?search=Approved%20Before%20Edit',
    });
    expect(list.body.prompts.map((prompt) => prompt._id)).toContain(id);
  });

  it("keeps the status when an admin edits someone's prompt", async () => {
    const id = await promptIdByTitle(testApp.database.db, 'Cold Email That Earns a Reply');
    const { status, body } = await edit(
      id,
      draft({ title: 'Cold Email That Earns a Reply', categories: ['Business'] }),
      admin,
    );
    expect(status).toBe(200);
    expect(body.prompt).toMatchObject({ status: 'approved', categories: ['Business'] });
  });

  it('answers 404 to another member, exactly as for a missing prompt, and changes nothing', async () => {
    const id = await insertPrompt(testApp.database.db, {
      title: 'Not Yours',
      status: 'approved',
      createdById: author.id,
    });
    const { status, body } = await edit(id, draft({ title: 'Hijacked' }), stranger);
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'Prompt not found', code: 'NOT_FOUND' });
    expect(Object.keys(body as object).sort()).toEqual(['code', 'error', 'requestId']);
    const [row] = await testApp.database.db
      .select({ title: prompts.title, status: prompts.status })
      .from(prompts)
      .where(eq(prompts.id, id));
    expect(row).toEqual({ title: 'Not Yours', status: 'approved' });
    expect((await edit(id, draft(), null)).status).toBe(401);
    expect((await edit('not-an-id', draft())).status).toBe(404);
  });

  it('keeps listed files, adds new uploads, and deletes the files it no longer names', async () => {
    const kept = await insertUpload(testApp, author.id, 'kept.txt');
    const dropped = await insertUpload(testApp, author.id, 'dropped.txt');
    const { body } = await submit(draft({ attachments: [kept, dropped] }));
    const added = await insertUpload(testApp, author.id, 'added.txt');
    const edited = await edit(body.prompt._id, draft({ attachments: [added, kept] }));
    expect(edited.status).toBe(200);
    expect(edited.body.prompt.attachments.map((file) => file.fileName)).toEqual([
      'added.txt',
      'kept.txt',
    ]);
    expect(await attachmentRowOf(testApp, dropped.storageKey)).toBeNull();
    expect(await testApp.storage.get(dropped.storageKey)).toBeNull();
    expect(await testApp.storage.get(kept.storageKey)).not.toBeNull();
  });

  it('leaves the prompt as it was when an edit is refused', async () => {
    const file = await insertUpload(testApp, author.id, 'stays.txt');
    const { body } = await submit(draft({ title: 'Stable', attachments: [file] }));
    const theirs = await insertUpload(testApp, stranger.id, 'theirs.txt');
    const refused = await edit(body.prompt._id, draft({ title: 'Changed', attachments: [theirs] }));
    expect(refused.status).toBe(400);
    const [row] = await testApp.database.db
      .select({ title: prompts.title })
      .from(prompts)
      .where(eq(prompts.id, body.prompt._id));
    expect(row?.title).toBe('Stable');
    const rows = await testApp.database.db
      .select({ key: attachments.storageKey })
      .from(attachments)
      .where(eq(attachments.promptId, body.prompt._id));
    expect(rows.map((r) => r.key)).toEqual([file.storageKey]);
  });

  it('is the same through tRPC prompts.update', async () => {
    const { body } = await submit(draft({ title: 'Via tRPC Later' }));
    const call = (input: unknown, user: TestUser) =>
      trpcCall<PromptJson>(
        testApp.app,
        { path: 'prompts.update', type: 'mutation', input },
        bearer(user),
      );
    const input = { ...draft({ title: 'Updated via tRPC' }), id: body.prompt._id };
    expect((await call(input, author)).status).toBe(200);
    expect((await call(input, stranger)).status).toBe(404);
  });
});
