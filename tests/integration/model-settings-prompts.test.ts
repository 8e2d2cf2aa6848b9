/**
 * Model settings saved with a prompt through POST /api/prompts and PUT
 * /api/prompts/:id (decision 054): kept as given when the model takes them,
 * shown back; and every bad setting (wrong type, out of range, one the model
 * does not take, an unknown name) a 400 naming it, with nothing written.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts, promptVersions } from '../../src/server/db/schema.ts';
import { sendJson } from '../helpers/accounts.ts';
import type { ErrorJson, PromptJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let author: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  author = await createTestUser(testApp.database.db, { plan: 'pro' });
});

afterAll(async () => {
  await testApp.close();
});

function draft(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Settings Kept With The Text',
    description: 'Summarise {topic} in three lines.',
    categories: ['Writing'],
    model: 'ChatGPT',
    ...overrides,
  };
}

function save(method: 'POST' | 'PUT', body: unknown, id?: string) {
  return sendJson<{ prompt: PromptJson } & ErrorJson>(testApp.app, {
    method,
    url: id ? `/api/prompts/${id}` : '/api/prompts',
    payload: body,
    headers: bearer(author),
  });
}

async function counts() {
  const { db } = testApp.database;
  const [promptRows] = await db.select({ total: count() }).from(prompts);
  const [versionRows] = await db.select({ total: count() }).from(promptVersions);
  return { prompts: promptRows?.total, versions: versionRows?.total };
}

describe('settings the model takes', () => {
  it('are saved with the prompt, shown back, and replaced by an edit', async () => {
    const created = await save(
      'POST',
      draft({ settings: { temperature: 0.4, topP: 0.9, maxOutputTokens: 900 } }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.prompt.settings).toEqual({
      temperature: 0.4,
      topP: 0.9,
      maxOutputTokens: 900,
    });
    const id = created.body.prompt._id;

    const image = await save(
      'PUT',
      draft({
        model: 'DALL-E',
        isImagePrompt: true,
        settings: { imageSize: '1792x1024', imageCount: 2 },
      }),
      id,
    );
    expect(image.status, JSON.stringify(image.body)).toBe(200);
    expect(image.body.prompt.settings).toEqual({ imageSize: '1792x1024', imageCount: 2 });

    const shown = await sendJson<{ prompt: PromptJson }>(testApp.app, {
      method: 'GET',
      url: `/api/prompts/${id}`,
      headers: bearer(author),
    });
    expect(shown.body.prompt.settings).toEqual({ imageSize: '1792x1024', imageCount: 2 });
  });
});

type Case = [label: string, model: string, settings: unknown, field: string, message?: RegExp];

const CASES: Case[] = [
  ['settings that are not an object', 'ChatGPT', 'warm', 'settings', /object of model settings/],
  [
    'a temperature of the wrong type',
    'ChatGPT',
    { temperature: 'hot' },
    'settings.temperature',
    /number/,
  ],
  [
    'a count that is not whole',
    'DALL-E',
    { imageCount: 1.5 },
    'settings.imageCount',
    /whole number/,
  ],
  [
    'a temperature above any model’s',
    'ChatGPT',
    { temperature: 3 },
    'settings.temperature',
    /at most 2/,
  ],
  [
    'a maximum of zero',
    'ChatGPT',
    { maxOutputTokens: 0 },
    'settings.maxOutputTokens',
    /at least 1/,
  ],
  [
    'a temperature above Claude’s',
    'Claude',
    { temperature: 1.5 },
    'settings.temperature',
    /between 0 and 1 for Claude/,
  ],
  [
    'a maximum above Llama’s',
    'Llama',
    { maxOutputTokens: 9000 },
    'settings.maxOutputTokens',
    /between 1 and 8,192 for Llama/,
  ],
  [
    'both sampling settings on Claude',
    'Claude',
    { temperature: 0.5, topP: 0.5 },
    'settings.topP',
    /not both/,
  ],
  [
    'an image count on a text model',
    'ChatGPT',
    { imageCount: 2 },
    'settings.imageCount',
    /not a setting ChatGPT/,
  ],
  [
    'a temperature on an image model',
    'DALL-E',
    { temperature: 0.5 },
    'settings.temperature',
    /not a setting DALL-E/,
  ],
  [
    'a size DALL-E does not make',
    'DALL-E',
    { imageSize: '16:9' },
    'settings.imageSize',
    /one of 1024x1024/,
  ],
  ['any setting on Other', 'Other', { temperature: 0.5 }, 'settings.temperature', /not a setting/],
  ['an unknown setting', 'ChatGPT', { seed: 7 }, 'settings', /takes only .*not seed/],
  ['a size with a control character', 'DALL-E', { imageSize: '1:1\u0007' }, 'settings.imageSize'],
];

describe('bad settings are a 400 naming the setting, and nothing is written', () => {
  it.each(CASES)('on POST: %s', async (_label, model, settings, field, message) => {
    const before = await counts();
    const { status, body } = await save('POST', draft({ model, settings }));
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.fields?.[field], JSON.stringify(body.fields)).toBeTruthy();
    if (message) expect(body.fields?.[field]).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it.each(CASES)('on PUT: %s', async (_label, model, settings, field, message) => {
    const created = await save(
      'POST',
      draft({ title: 'Kept As It Was', settings: { temperature: 0.2 } }),
    );
    const id = created.body.prompt._id;
    const before = await counts();
    const { status, body } = await save('PUT', draft({ title: 'Changed', model, settings }), id);
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.fields?.[field], JSON.stringify(body.fields)).toBeTruthy();
    if (message) expect(body.fields?.[field]).toMatch(message);
    expect(await counts()).toEqual(before);
    const [row] = await testApp.database.db
      .select({ title: prompts.title, model: prompts.model, settings: prompts.settings })
      .from(prompts)
      .where(eq(prompts.id, id));
    expect(row).toEqual({
      title: 'Kept As It Was',
      model: 'ChatGPT',
      settings: { temperature: 0.2 },
    });
  });
});
