/**
 * For the backup, restore and move tests: a source app given one of each
 * kind of row (a member with a password and a session, a like, a save, a
 * use, an uploaded file on an approved prompt, an audit entry, generation
 * rows), and the checks a moved copy must pass through its own HTTP doors.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { generationUsage, users } from '../../src/server/db/schema.ts';
import { exportData } from '../../src/server/db/transfer/export-data.ts';
import { importData } from '../../src/server/db/transfer/import-data.ts';
import { quoted, selectRows } from '../../src/server/db/transfer/sql-rows.ts';
import { schemaTables } from '../../src/server/db/transfer/transfer-tables.ts';
import { multipartFile } from '../integration/authorization/matrix-types.ts';
import { plainDraft, react } from './admin-fixtures.ts';
import { registerAccount, sendJson } from './accounts.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { bearer, createTestUser, type TestUser } from './test-users.ts';

/** A word only the moved prompt holds, to search for. */
export const MOVED_WORD = 'zephyrquarry';

export interface SourceFacts {
  member: TestUser;
  password: string;
  fileKey: string;
  fileBytes: Buffer;
  movedTitle: string;
  likedId: string;
}

async function uploadFile(testApp: TestApp, member: TestUser, bytes: Buffer): Promise<string> {
  const upload = multipartFile('file', 'moving-notes.txt', 'text/plain', bytes);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/upload/single',
    payload: upload.payload,
    headers: { ...upload.headers, ...bearer(member) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ file: { fileUrl: string } }>().file.fileUrl;
}

/** Adds one of each kind of row to a seeded source app, through its doors where it has them. */
export async function fillSource(testApp: TestApp): Promise<SourceFacts> {
  const password = 'moving day password';
  const account = await registerAccount(testApp.app, { name: 'Moving Member', password });
  const member: TestUser = { ...account.user, id: account.user._id, token: account.token };
  const admin = await createTestUser(testApp.database.db, { role: 'admin', plan: 'pro' });
  const fileBytes = Buffer.from('Notes that move with the library.\n');
  const fileUrl = await uploadFile(testApp, member, fileBytes);
  const movedTitle = `Moving ${MOVED_WORD} checklist`;
  const submitted = await sendJson<{ prompt: { _id: string } }>(testApp.app, {
    method: 'POST',
    url: '/api/prompts',
    payload: plainDraft(movedTitle, [
      { fileName: 'moving-notes.txt', fileUrl, fileType: 'text/plain', fileSize: fileBytes.length },
    ]),
    headers: bearer(member),
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  const approved = await sendJson(testApp.app, {
    method: 'PUT',
    url: `/api/admin/prompts/${submitted.body.prompt._id}/status`,
    payload: { status: 'approved' },
    headers: bearer(admin),
  });
  expect(approved.status).toBe(200);
  const listing = await sendJson<{ prompts: { _id: string }[] }>(testApp.app, {
    method: 'GET',
    url: '/api/prompts?limit=2',
  });
  const likedId = listing.body.prompts[1]?._id ?? '';
  for (const kind of ['upvote', 'save', 'usage'] as const)
    await react(testApp, member, likedId, kind);
  await testApp.database.db.insert(generationUsage).values([
    { userId: member.id, model: 'ChatGPT', kind: 'text', status: 'succeeded', inputTokens: 12 },
    { clientKey: 'anonymous-hash', model: 'ChatGPT', kind: 'text', status: 'failed' },
  ]);
  return {
    member,
    password,
    fileKey: fileUrl.replace('/uploads/', ''),
    fileBytes,
    movedTitle,
    likedId,
  };
}

/** Rows per table, for every table schema.ts defines. */
export async function tableCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...schemaTables().keys()].sort()) {
    const [row] = await selectRows<{ rows: number | string }>(
      database.db,
      sql.raw(`select count(*) as rows from ${quoted(table)}`),
    );
    counts[table] = Number(row?.rows ?? 0);
  }
  return counts;
}

/** Exports a source into a temporary file; gives the file and removes its folder on dispose. */
export async function exportToTemp(source: TestApp) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-export-'));
  const file = path.join(folder, 'export.ndjson.gz');
  const summary = await exportData(source.database, source.storage, file);
  return { file, summary, dispose: () => rm(folder, { recursive: true, force: true }) };
}

/** An app on `target`, with the export imported into it (and its own files folder). */
export function importedApp(target: DatabaseHandle, file: string): Promise<TestApp> {
  return createTestApp({
    seed: false,
    database: target,
    prepare: async (database, storage) => {
      await importData(database, storage, file);
    },
  });
}

/** Everything a member and a visitor of the moved copy must find, through HTTP. */
export async function expectMovedCopy(
  target: TestApp,
  facts: SourceFacts,
  sourceCounts: Record<string, number>,
): Promise<void> {
  const counts = await tableCounts(target.database);
  // The listing cache's version is the target's own (DERIVED_TABLES).
  expect({ ...counts, library_state: 0 }).toEqual({ ...sourceCounts, library_state: 0 });

  const signIn = await sendJson<{ user: { email: string } }>(target.app, {
    method: 'POST',
    url: '/api/users/login',
    payload: { email: facts.member.email, password: facts.password },
  });
  expect(signIn.status).toBe(200);
  const stillSignedIn = await sendJson(target.app, {
    method: 'GET',
    url: '/api/users/me',
    headers: bearer(facts.member),
  });
  expect(stillSignedIn.status).toBe(200);

  const served = await target.app.inject({ method: 'GET', url: `/uploads/${facts.fileKey}` });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.equals(facts.fileBytes)).toBe(true);

  const found = await sendJson<{ prompts: { title: string }[] }>(target.app, {
    method: 'GET',
    url: `/api/prompts?search=${MOVED_WORD}`,
  });
  expect(found.body.prompts.map((prompt) => prompt.title)).toEqual([facts.movedTitle]);

  const own = await sendJson<{ savedPrompts: { _id: string }[] }>(target.app, {
    method: 'GET',
    url: '/api/users/prompts',
    headers: bearer(facts.member),
  });
  expect(own.body.savedPrompts.map((prompt) => prompt._id)).toContain(facts.likedId);

  // Sequences moved past the imported ids: a new row takes a fresh one.
  await target.database.db
    .insert(generationUsage)
    .values({ clientKey: 'after-move', model: 'ChatGPT', kind: 'text' });
  const [member] = await target.database.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(sql`${users.id} = ${facts.member.id}`);
  expect(member?.hash).toMatch(/^\$argon2/);
}
