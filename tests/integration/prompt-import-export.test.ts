/**
 * Import and export of prompts over REST (issue 29 items 3 and 4, decision
 * 055): exports hold what the caller may see; imports preview every row
 * with its problems, write all new rows in one transaction or none, skip
 * what a member already imported (also under 20 parallel imports), count
 * against the plan's private prompts, and refuse bad files with the row
 * and the reason.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, prompts, promptVersions } from '../../src/server/db/schema.ts';
import { IMPORT_TOO_LARGE_MESSAGE } from '../../src/shared/prompt-exchange-limits.ts';
import type { ImportPreview, ImportResult } from '../../src/shared/prompt-exchange-views.ts';
import { insertCollection } from '../helpers/collection-fixtures.ts';
import { getExport, importFixture, postImport } from '../helpers/import-files.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import type { ErrorJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

const IMPORT = '/api/users/me/prompts/import';
const PREVIEW = `${IMPORT}?dryRun=true`;

let testApp: TestApp;
let member: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  member = await createTestUser(db, { name: 'Import Member', plan: 'pro' });
  stranger = await createTestUser(db, { name: 'Import Stranger', plan: 'pro' });
  admin = await createTestUser(db, { name: 'Import Admin', role: 'admin', plan: 'pro' });
});

afterAll(() => testApp.close());

async function ownPrompts(user: TestUser): Promise<number> {
  const [row] = await testApp.database.db
    .select({ total: count() })
    .from(prompts)
    .where(eq(prompts.createdById, user.id));
  return row?.total ?? 0;
}

function ourFile(items: unknown[]): Buffer {
  return Buffer.from(JSON.stringify({ format: 'prompt-hub/prompts', version: 1, prompts: items }));
}

function item(title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    description: `Summarise {text} for ${title}`,
    categories: ['Writing'],
    model: 'Claude',
    ...extra,
  };
}

describe('export', () => {
  it("answers the member's own prompts of every status as JSON, and no one else's", async () => {
    const { db } = testApp.database;
    const own = await insertPrompt(db, {
      title: 'My Private Export',
      status: 'private',
      createdById: member.id,
    });
    await insertPrompt(db, {
      title: 'Their Private Export',
      status: 'private',
      createdById: stranger.id,
    });
    const file = await getExport(testApp.app, member, '/api/users/me/prompts/export?format=json');
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="prompts-\d{4}-\d\d-\d\d\.json"$/,
    );
    const document = JSON.parse(file.body.toString('utf8')) as {
      format: string;
      prompts: { title: string; source: { id: string } }[];
    };
    expect(document.format).toBe('prompt-hub/prompts');
    const titles = document.prompts.map((prompt) => prompt.title);
    expect(titles).toContain('My Private Export');
    expect(titles).not.toContain('Their Private Export');
    expect(document.prompts.find((prompt) => prompt.source.id === own)).toBeDefined();
  });

  it("writes CSV with prompts.chat's columns first", async () => {
    const file = await getExport(testApp.app, member, '/api/users/me/prompts/export?format=csv');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = file.body.toString('utf8');
    expect(text.startsWith('\uFEFFact,prompt,for_devs,type,contributor,system_prompt,')).toBe(true);
  });

  it('exports a collection the member may see, and hides one they may not', async () => {
    const { db } = testApp.database;
    const approved = await insertPrompt(db, { title: 'Collected Approved', status: 'approved' });
    const open = await insertCollection(db, {
      ownerId: stranger.id,
      visibility: 'public',
      promptIds: [approved],
    });
    const closed = await insertCollection(db, {
      ownerId: stranger.id,
      visibility: 'private',
      promptIds: [approved],
    });
    const seen = await getExport(
      testApp.app,
      member,
      `/api/users/me/prompts/export?collection=${open}`,
    );
    expect(seen.status).toBe(200);
    const titles = (
      JSON.parse(seen.body.toString()) as { prompts: { title: string }[] }
    ).prompts.map((p) => p.title);
    expect(titles).toEqual(['Collected Approved']);
    const hidden = await getExport(
      testApp.app,
      member,
      `/api/users/me/prompts/export?collection=${closed}`,
    );
    expect(hidden.status).toBe(404);
    const wrong = await getExport(testApp.app, member, '/api/users/me/prompts/export?format=xml');
    expect(wrong.status).toBe(400);
  });
});

describe('import', () => {
  it("previews and imports prompts.chat's CSV as private prompts, then skips it the second time", async () => {
    const user = await createTestUser(testApp.database.db, { plan: 'pro' });
    const csv = await importFixture('prompts-chat-sample.csv');
    const preview = await postImport<ImportPreview>(testApp.app, user, PREVIEW, csv, 'prompts.csv');
    expect(preview.status).toBe(200);
    expect(preview.body.format).toBe('prompts-chat-csv');
    expect(preview.body.rows.map((row) => row.outcome)).toEqual([
      'new',
      'new',
      'new',
      'new',
      'new',
    ]);
    expect(await ownPrompts(user)).toBe(0);
    const first = await postImport<ImportResult>(testApp.app, user, IMPORT, csv, 'prompts.csv');
    expect(first).toEqual({ status: 201, body: { imported: 5, skipped: 0 } });
    const rows = await testApp.database.db
      .select()
      .from(prompts)
      .where(eq(prompts.createdById, user.id));
    expect(rows.every((row) => row.status === 'private')).toBe(true);
    const garden = rows.find((row) => row.title === 'Garden Planner');
    expect(garden?.description).toContain('small balcony in {City}');
    expect(garden?.variables).toEqual([
      { name: 'City', defaultValue: 'Lisbon' },
      { name: 'Sun_hours', defaultValue: 'four' },
    ]);
    expect(rows.find((row) => row.title === 'Regex Explainer')?.categories).toEqual([
      'Programming',
    ]);
    expect(rows.find((row) => row.title === 'Postcard Illustrator')).toMatchObject({
      isImagePrompt: true,
      model: 'DALL-E',
    });
    const again = await postImport<ImportResult>(testApp.app, user, IMPORT, csv, 'prompts.csv');
    expect(again).toEqual({ status: 201, body: { imported: 0, skipped: 5 } });
    expect(await ownPrompts(user)).toBe(5);
  });

  it('imports a Langfuse export: versions by name, chat messages, {{variables}} mapped', async () => {
    const user = await createTestUser(testApp.database.db, { plan: 'pro' });
    const file = await importFixture('langfuse-sample.json');
    const preview = await postImport<ImportPreview>(testApp.app, user, PREVIEW, file);
    expect(preview.body.format).toBe('langfuse');
    expect(preview.body.rows).toHaveLength(2);
    const refund = preview.body.rows[0];
    expect(refund?.problems.map((p) => p.message).join(' ')).toMatch(/"order id" → "order_id"/);
    expect(refund?.problems.map((p) => p.message).join(' ')).toMatch(
      /"gpt-4o-mini" is not one of ours: it is imported as ChatGPT/,
    );
    const done = await postImport<ImportResult>(testApp.app, user, IMPORT, file);
    expect(done.body).toEqual({ imported: 2, skipped: 0 });
    const { db } = testApp.database;
    const [reply] = await db
      .select()
      .from(prompts)
      .where(and(eq(prompts.createdById, user.id), eq(prompts.title, 'support/refund-reply')));
    expect(reply?.description).toContain('{{order_id}}');
    expect(reply?.variables.map((v) => v.name)).toEqual(['customer_name', 'order_id', 'eta']);
    expect(reply?.liveVersion).toBe(2);
    const versions = await db
      .select({
        number: promptVersions.number,
        status: promptVersions.status,
        note: promptVersions.changeNote,
      })
      .from(promptVersions)
      .where(eq(promptVersions.promptId, reply?.id ?? ''))
      .orderBy(promptVersions.number);
    expect(versions).toEqual([
      { number: 1, status: 'previous', note: 'First draft' },
      { number: 2, status: 'live', note: 'Mention when the money arrives' },
    ]);
    const [chat] = await db
      .select()
      .from(prompts)
      .where(and(eq(prompts.createdById, user.id), eq(prompts.title, 'meeting-summariser')));
    expect(chat).toMatchObject({ model: 'Claude', liveVersion: 3 });
    expect(chat?.systemPrompt).toContain('under {{max_words}} words');
    expect(chat?.description).toBe('Here are the notes:\n{{notes}}');
  });

  it('warns about a different prompt with the same title, and imports it beside', async () => {
    const user = await createTestUser(testApp.database.db, { plan: 'pro' });
    await insertPrompt(testApp.database.db, {
      title: 'Taken Title',
      status: 'private',
      createdById: user.id,
    });
    const preview = await postImport<ImportPreview>(
      testApp.app,
      user,
      PREVIEW,
      ourFile([item('Taken Title')]),
    );
    expect(preview.body.rows[0]).toMatchObject({ outcome: 'new' });
    expect(preview.body.rows[0]?.problems).toEqual([
      expect.objectContaining({ severity: 'warning', field: 'title' }),
    ]);
  });

  it("keeps a row's model settings, and names a setting its model does not take", async () => {
    const user = await createTestUser(testApp.database.db, { plan: 'pro' });
    const warm = item('Warm Settings', { settings: { temperature: 0.4, maxOutputTokens: 900 } });
    const file = ourFile([warm, item('Too Hot', { settings: { temperature: 1.5 } })]);
    const preview = await postImport<ImportPreview>(testApp.app, user, PREVIEW, file);
    expect(preview.body.rows[0]?.problems).toEqual([]);
    // Claude takes temperatures up to 1 (decision 054).
    expect(preview.body.rows[1]?.problems[0]).toMatchObject({
      severity: 'error',
      field: 'settings.temperature',
    });
    const answer = await postImport(testApp.app, user, IMPORT, ourFile([warm]));
    expect(answer.status).toBe(201);
    const [stored] = await testApp.database.db
      .select({ settings: prompts.settings })
      .from(prompts)
      .where(eq(prompts.createdById, user.id));
    expect(stored?.settings).toEqual({ temperature: 0.4, maxOutputTokens: 900 });
  });

  it('refuses a file with a bad row, naming the row and the reason, and writes nothing', async () => {
    const user = await createTestUser(testApp.database.db, { plan: 'pro' });
    const file = ourFile([
      item('Fine One'),
      item('Fine Two'),
      item('x'.repeat(201)),
      item('Wrong Types', { categories: 'Writing', isChained: 'yes' }),
      item('Control \u0007 Bell'),
    ]);
    const preview = await postImport<ImportPreview>(testApp.app, user, PREVIEW, file);
    expect(preview.body.errorCount).toBe(3);
    expect(preview.body.rows[2]?.problems[0]).toMatchObject({ severity: 'error', field: 'title' });
    expect(preview.body.rows[3]?.problems.map((p) => p.field)).toEqual(['categories', 'isChained']);
    expect(preview.body.rows[4]?.problems[0]?.message).toMatch(/control characters/);
    const refused = await postImport<ErrorJson>(testApp.app, user, IMPORT, file);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(
      /^Nothing was imported: 3 rows have a problem\. Row 3: title must be at most 200 characters/,
    );
    expect(refused.body.fields).toMatchObject({
      'rows.3.title': 'title must be at most 200 characters',
    });
    expect(await ownPrompts(user)).toBe(0);
  });

  it("names a CSV's own columns in its rows' problems, not our field names", async () => {
    const user = await createTestUser(testApp.database.db, { plan: 'pro' });
    const csv = Buffer.from('act,prompt\n"","No title here"\n"No Text",""\n"Fine Row","Say hi"\n');
    const preview = await postImport<ImportPreview>(testApp.app, user, PREVIEW, csv, 'rows.csv');
    expect(preview.body.errorCount).toBe(2);
    expect(preview.body.rows[0]?.problems).toEqual([
      { severity: 'error', field: 'title', message: 'act (the title) is required' },
    ]);
    expect(preview.body.rows[1]?.problems).toEqual([
      { severity: 'error', field: 'description', message: 'prompt (the user prompt) is required' },
    ]);
    const refused = await postImport<ErrorJson>(testApp.app, user, IMPORT, csv, 'rows.csv');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/Row 1: act \(the title\) is required/);
    expect(await ownPrompts(user)).toBe(0);
  });

  it.each([
    ['not JSON', Buffer.from('{"format": "prompt-hub/prompts", '), /not valid JSON/],
    ['an unknown JSON', Buffer.from('{"hello": 1}'), /neither a Prompt Hub export nor a Langfuse/],
    ['a CSV without act', Buffer.from('title,text\nA,B\n'), /no "act" column/],
    ['a broken CSV', Buffer.from('act,prompt\n"A,B\n'), /CSV file could not be read/],
    ['not UTF-8', Buffer.from([0x61, 0x63, 0x74, 0xff, 0xfe]), /not UTF-8/],
    ['empty', Buffer.alloc(0), /empty/],
  ])('refuses %s with 400', async (_label, bytes, message) => {
    const answer = await postImport<ErrorJson>(testApp.app, member, IMPORT, bytes);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
  });

  it('refuses more than 1,000 prompts, and a file over 10 MB', async () => {
    const many = ourFile(Array.from({ length: 1001 }, (_, at) => item(`Bulk ${at}`)));
    const tooMany = await postImport<ErrorJson>(testApp.app, member, PREVIEW, many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatch(/holds 1,001 prompts; an import takes at most 1,000/);
    const huge = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    const tooBig = await postImport<ErrorJson>(testApp.app, member, IMPORT, huge, 'huge.csv');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toBe(IMPORT_TOO_LARGE_MESSAGE);
  });

  it('refuses a request without a file in the "file" field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: IMPORT,
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorJson>().fields).toEqual({ file: 'is required' });
  });

  it("counts against the plan's private prompts: past the room, 409 and nothing written", async () => {
    const user = await createTestUser(testApp.database.db, { plan: 'free' });
    const file = ourFile(Array.from({ length: 12 }, (_, at) => item(`Room ${at}`)));
    const preview = await postImport<ImportPreview>(testApp.app, user, PREVIEW, file);
    expect(preview.body.privateRoom).toBe(10);
    expect(
      preview.body.rows.filter((row) => row.outcome === 'invalid').map((row) => row.index),
    ).toEqual([11, 12]);
    const refused = await postImport<ErrorJson>(testApp.app, user, IMPORT, file);
    expect(refused.status).toBe(409);
    expect(await ownPrompts(user)).toBe(0);
  });

  it('makes no duplicates under 20 parallel imports of one file', async () => {
    const user = await createTestUser(testApp.database.db, { plan: 'pro' });
    const file = ourFile([item('Parallel A'), item('Parallel B'), item('Parallel C')]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postImport<ImportResult>(testApp.app, user, IMPORT, file)),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(answers.reduce((sum, answer) => sum + answer.body.imported, 0)).toBe(3);
    expect(await ownPrompts(user)).toBe(3);
  });

  it('lets an admin import into the library as approved, each prompt in the audit log', async () => {
    const file = ourFile([item('Admin Approved Import')]);
    const denied = await postImport<ErrorJson>(
      testApp.app,
      member,
      '/api/admin/prompts/import?as=approved',
      file,
    );
    expect(denied.status).toBe(403);
    const done = await postImport<ImportResult>(
      testApp.app,
      admin,
      '/api/admin/prompts/import?as=approved',
      file,
    );
    expect(done).toEqual({ status: 201, body: { imported: 1, skipped: 0 } });
    const { db } = testApp.database;
    const [made] = await db
      .select()
      .from(prompts)
      .where(eq(prompts.title, 'Admin Approved Import'));
    expect(made?.status).toBe('approved');
    const entries = await db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'prompt.import'), eq(adminAuditLog.targetId, made?.id ?? '')),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toMatchObject({ after: 'approved' });
  });
});
