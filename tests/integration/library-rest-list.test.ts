/**
 * GET /api/prompts: the default page, the Prompt object of API.md, paging,
 * and attachment URLs that really serve the stored bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PROMPTS } from '../../src/server/db/seed/sample-prompts.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import {
  allLibraryPrompts,
  getJson,
  type PromptJson,
  type PromptPageJson,
  promptsUrl,
} from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser } from '../helpers/test-users.ts';

const PROMPT_FIELDS = [
  '_id',
  'title',
  'description',
  'systemprompt',
  'tools',
  'categories',
  'category',
  'model',
  'variables',
  'isImagePrompt',
  'isChained',
  'chainedPrompts',
  'executionType',
  'attachments',
  'status',
  'usageCount',
  'upvotes',
  'createdBy',
  'createdAt',
  'updatedAt',
  // The live version's number (issue 28, decision 043).
  'version',
  // Public or private, from the status (issue 29, decision 049).
  'visibility',
  // Lineage and the number of forks (decision 053).
  'forkedFrom',
  'forkCount',
  // The model's settings, {} for none (decision 054).
  'settings',
].sort();

const TOTAL = SAMPLE_PROMPTS.length; // 70
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  const owner = await createTestUser(testApp.database.db, { name: 'Hidden Prompt Owner' });
  // Newer than every sample, so they would top the list if status were ignored.
  for (const status of ['pending', 'rejected', 'disabled'] as const) {
    await insertPrompt(testApp.database.db, {
      title: `Zephyrine ${status} draft`,
      status,
      createdById: owner.id,
      createdAt: new Date(Date.now() + 60_000),
    });
  }
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/prompts by default', () => {
  it('returns the first 12 approved prompts with a correct pagination object', async () => {
    const { status, body } = await getJson<PromptPageJson>(testApp.app, '/api/prompts');
    expect(status).toBe(200);
    expect(TOTAL).toBe(70);
    expect(body.prompts).toHaveLength(12);
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: 6,
      totalPrompts: 70,
      hasNextPage: true,
      hasPrevPage: false,
    });
  });

  it('lists newest first', async () => {
    const all = await allLibraryPrompts(testApp.app);
    const times = all.map((prompt) => Date.parse(prompt.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The youngest sample (fewest days old) comes first.
    const youngest = Math.min(...SAMPLE_PROMPTS.map((sample) => sample.ageDays));
    const first = SAMPLE_PROMPTS.find((sample) => sample.title === all[0]?.title);
    expect(first?.ageDays).toBe(youngest);
  });

  it('shows only approved prompts, never pending, rejected or disabled ones', async () => {
    const all = await allLibraryPrompts(testApp.app);
    expect(all).toHaveLength(TOTAL);
    expect(all.every((prompt) => prompt.status === 'approved')).toBe(true);
    expect(all.some((prompt) => prompt.title.startsWith('Zephyrine'))).toBe(false);
    expect(new Set(all.map((prompt) => prompt.title))).toEqual(
      new Set(SAMPLE_PROMPTS.map((sample) => sample.title)),
    );
  });

  it('gives each prompt every field of the Prompt object, and no more', async () => {
    const { body } = await getJson<PromptPageJson>(testApp.app, promptsUrl({ limit: 48 }));
    for (const prompt of body.prompts) {
      expect(Object.keys(prompt).sort()).toEqual(PROMPT_FIELDS);
      expect(prompt.categories.length).toBeGreaterThan(0);
      expect(prompt.category).toBe(prompt.categories[0]);
      expect(['independent', 'dependent']).toContain(prompt.executionType);
      expect(prompt.isChained).toBe(prompt.chainedPrompts.length > 0);
    }
  });

  it('writes dates as ISO-8601 strings', async () => {
    const { body } = await getJson<PromptPageJson>(testApp.app, '/api/prompts');
    for (const prompt of body.prompts) {
      expect(prompt.createdAt).toMatch(ISO_DATE);
      expect(prompt.updatedAt).toMatch(ISO_DATE);
      expect(new Date(prompt.createdAt).toISOString()).toBe(prompt.createdAt);
    }
  });

  it('matches the seeded data for a known prompt', async () => {
    const all = await allLibraryPrompts(testApp.app);
    const prompt = all.find((p) => p.title === 'Seven-Day Launch Week Instagram Calendar');
    expect(prompt).toMatchObject({
      model: 'ChatGPT',
      categories: ['Social Media', 'Marketing', 'Content Creation'],
      usageCount: 1840,
      upvotes: 212,
      isImagePrompt: false,
      variables: [
        { name: 'product_name', defaultValue: 'Lumen Desk Lamp' },
        { name: 'launch_date', defaultValue: 'March 14' },
        { name: 'audience', defaultValue: 'remote workers with small home offices' },
      ],
      attachments: [{ fileName: 'brand-voice-sheet.md', fileType: 'text/markdown' }],
    });
    expect(prompt?.createdBy?.name).toBeTruthy();
  });

  it('shows an unknown creator as null', async () => {
    const anonymous = SAMPLE_PROMPTS.filter((sample) => sample.creator === null);
    const all = await allLibraryPrompts(testApp.app);
    const withoutCreator = all.filter((prompt) => prompt.createdBy === null);
    expect(withoutCreator.map((p) => p.title).sort()).toEqual(anonymous.map((s) => s.title).sort());
  });
});

describe('GET /api/prompts paging', () => {
  it.each([
    { page: 1, limit: 6, count: 6, totalPages: 12, next: true, prev: false },
    { page: 2, limit: 24, count: 24, totalPages: 3, next: true, prev: true },
    { page: 3, limit: 24, count: 22, totalPages: 3, next: false, prev: true },
    { page: 2, limit: 48, count: 22, totalPages: 2, next: false, prev: true },
    { page: 6, limit: 12, count: 10, totalPages: 6, next: false, prev: true },
    { page: 12, limit: 6, count: 4, totalPages: 12, next: false, prev: true },
    { page: 1, limit: 1, count: 1, totalPages: 70, next: true, prev: false },
  ])('page $page of size $limit holds $count prompts', async (row) => {
    const { status, body } = await getJson<PromptPageJson>(
      testApp.app,
      promptsUrl({ page: row.page, limit: row.limit }),
    );
    expect(status).toBe(200);
    expect(body.prompts).toHaveLength(row.count);
    expect(body.pagination).toEqual({
      currentPage: row.page,
      totalPages: row.totalPages,
      totalPrompts: TOTAL,
      hasNextPage: row.next,
      hasPrevPage: row.prev,
    });
  });

  it('answers a page past the end with an honest empty list', async () => {
    const { status, body } = await getJson<PromptPageJson>(testApp.app, promptsUrl({ page: 7 }));
    expect(status).toBe(200);
    expect(body.prompts).toEqual([]);
    expect(body.pagination).toEqual({
      currentPage: 7,
      totalPages: 6,
      totalPrompts: TOTAL,
      hasNextPage: false,
      hasPrevPage: true,
    });
  });

  it('covers every prompt exactly once across the pages', async () => {
    const ids: string[] = [];
    for (let page = 1; page <= 6; page += 1) {
      const { body } = await getJson<PromptPageJson>(testApp.app, promptsUrl({ page }));
      ids.push(...body.prompts.map((prompt) => prompt._id));
    }
    expect(ids).toHaveLength(TOTAL);
    expect(new Set(ids).size).toBe(TOTAL);
  });
});

describe('attachments in the list', () => {
  let withFiles: PromptJson[];

  beforeAll(async () => {
    withFiles = (await allLibraryPrompts(testApp.app)).filter((p) => p.attachments.length > 0);
  });

  it('lists the seeded attachments with their metadata', () => {
    const expected = SAMPLE_PROMPTS.reduce((sum, s) => sum + (s.attachments?.length ?? 0), 0);
    expect(withFiles.flatMap((p) => p.attachments)).toHaveLength(expected);
    const types = new Set(withFiles.flatMap((p) => p.attachments.map((file) => file.fileType)));
    expect(types).toContain('image/png');
    expect(types).toContain('application/pdf');
    expect(types).toContain('text/markdown');
  });

  it('serves every attachment URL with the stored bytes, type and safe headers', async () => {
    for (const file of withFiles.flatMap((prompt) => prompt.attachments)) {
      expect(file.fileUrl).toMatch(/^\/uploads\/[a-z0-9]+(\.[a-z0-9]+)?$/);
      const response = await testApp.app.inject({ method: 'GET', url: file.fileUrl });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['content-type']).split(';')[0]).toBe(file.fileType);
      expect(response.rawPayload.byteLength).toBe(file.fileSize);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).toContain(encodeURIComponent(file.fileName));
      const inline = ['image/png', 'application/pdf', 'text/plain'].includes(file.fileType);
      expect(disposition.startsWith(inline ? 'inline;' : 'attachment;')).toBe(true);
    }
  });

  it('serves real file contents (PNG and PDF signatures)', async () => {
    const files = withFiles.flatMap((prompt) => prompt.attachments);
    const png = files.find((file) => file.fileType === 'image/png');
    const pdf = files.find((file) => file.fileType === 'application/pdf');
    if (!png || !pdf) throw new Error('the sample library has a PNG and a PDF');
    const pngBytes = (await testApp.app.inject({ url: png.fileUrl })).rawPayload;
    expect(pngBytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    const pdfBytes = (await testApp.app.inject({ url: pdf.fileUrl })).rawPayload;
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 404 for an upload that does not exist', async () => {
    const response = await testApp.app.inject({ url: '/uploads/0123456789abcdef0123456789abcdef' });
    expect(response.statusCode).toBe(404);
  });
});
