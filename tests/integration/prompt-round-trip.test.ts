/**
 * The round trip of issue 29: the sample library exported as JSON and as
 * CSV by an admin, each imported into a fresh database, then exported
 * again: the prompts are equal on title, text, system prompt, variables,
 * chain, execution type, categories, model, settings and (JSON) versions;
 * not on ids, owner, status, counters, dates or files (links only).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ImportResult } from '../../src/shared/prompt-exchange-views.ts';
import { getExport, postImport } from '../helpers/import-files.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

interface Exported {
  title: string;
  settings?: unknown;
  attachments: unknown[];
  versions: { number: number; changeNote: string; content: { attachments: unknown[] } }[];
  source: unknown;
  [field: string]: unknown;
}

const COMPARED = [
  'title',
  'description',
  'systemprompt',
  'tools',
  'variables',
  'isChained',
  'chainedPrompts',
  'executionType',
  'categories',
  'model',
  'isImagePrompt',
  'settings',
] as const;

let source: TestApp;
let target: TestApp;
let sourceAdmin: TestUser;
let jsonImporter: TestUser;
let csvImporter: TestUser;

beforeAll(async () => {
  source = await createTestApp();
  target = await createTestApp({ seed: false });
  sourceAdmin = await createTestUser(source.database.db, { role: 'admin' });
  jsonImporter = await createTestUser(target.database.db, { role: 'admin', name: 'Json Importer' });
  csvImporter = await createTestUser(target.database.db, { role: 'admin', name: 'Csv Importer' });
}, 120_000);

afterAll(async () => {
  await source.close();
  await target.close();
});

function fieldsOf(prompt: Exported): Record<string, unknown> {
  return Object.fromEntries(COMPARED.map((field) => [field, prompt[field]]));
}

function versionsOf(prompt: Exported) {
  return prompt.versions.map(({ number, changeNote, content }) => ({
    number,
    changeNote,
    content: { ...content, attachments: [] },
  }));
}

async function exportJson(app: TestApp, user: TestUser, url: string): Promise<Exported[]> {
  const file = await getExport(app.app, user, url);
  expect(file.status).toBe(200);
  const prompts = (JSON.parse(file.body.toString('utf8')) as { prompts: Exported[] }).prompts;
  return prompts.sort((a, b) => a.title.localeCompare(b.title));
}

async function ownExport(user: TestUser): Promise<Exported[]> {
  return exportJson(target, user, '/api/users/me/prompts/export?format=json');
}

it('carries the sample library through JSON and through CSV', async () => {
  const original = await exportJson(source, sourceAdmin, '/api/admin/prompts/export?format=json');
  expect(original.length).toBeGreaterThan(20);
  const json = await getExport(source.app, sourceAdmin, '/api/admin/prompts/export?format=json');
  const csv = await getExport(source.app, sourceAdmin, '/api/admin/prompts/export?format=csv');

  const fromJson = await postImport<ImportResult>(
    target.app,
    jsonImporter,
    '/api/admin/prompts/import?as=approved',
    json.body,
    'library.json',
  );
  expect(fromJson.body).toEqual({ imported: original.length, skipped: 0 });
  const fromCsv = await postImport<ImportResult>(
    target.app,
    csvImporter,
    '/api/admin/prompts/import?as=approved',
    csv.body,
    'library.csv',
  );
  expect(fromCsv.body).toEqual({ imported: original.length, skipped: 0 });

  const viaJson = await ownExport(jsonImporter);
  const viaCsv = await ownExport(csvImporter);
  expect(viaJson.map(fieldsOf)).toEqual(original.map(fieldsOf));
  expect(viaJson.map(versionsOf)).toEqual(original.map(versionsOf));
  expect(viaCsv.map(fieldsOf)).toEqual(original.map(fieldsOf));
}, 180_000);
