/**
 * Deleting a prompt as an admin, DELETE /api/admin/prompts/:id and
 * admin.prompts.remove: the prompt goes in any status with its attachment
 * rows, its files in storage, its likes, saves and use marks; no other
 * prompt's counters or files move; one audit entry; a second delete is 404.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachments,
  promptLikes,
  prompts,
  promptSaves,
  promptUses,
} from '../../src/server/db/schema.ts';
import { auditCount, auditEntriesOf } from '../helpers/admin-audit.ts';
import { deletedOk, DOORS, removePrompt, setPromptStatus } from '../helpers/admin-doors.ts';
import {
  attachmentKeys,
  countersOfAll,
  fileExists,
  react,
  submitPromptWithFiles,
} from '../helpers/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, type TestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let admin: TestUser;
let author: TestUser;
let otherAuthor: TestUser;
let fans: TestUser[];

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  const { db } = testApp.database;
  admin = await createTestUser(db, { role: 'admin', name: 'Dora Deleter' });
  author = await createTestUser(db, { name: 'Pia Author', plan: 'pro' });
  otherAuthor = await createTestUser(db, { name: 'Noa Author', plan: 'pro' });
  fans = [
    await createTestUser(db, { name: 'Fan One' }),
    await createTestUser(db, { name: 'Fan Two' }),
  ];
});

afterAll(async () => {
  await testApp.close();
});

async function rowsAbout(id: string) {
  const { db } = testApp.database;
  const total = async (table: typeof promptLikes | typeof promptSaves | typeof promptUses) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.promptId, id));
    return row?.n ?? 0;
  };
  const [files] = await db
    .select({ n: count() })
    .from(attachments)
    .where(eq(attachments.promptId, id));
  const [prompt] = await db.select({ n: count() }).from(prompts).where(eq(prompts.id, id));
  return {
    prompt: prompt?.n,
    attachments: files?.n,
    likes: await total(promptLikes),
    saves: await total(promptSaves),
    uses: await total(promptUses),
  };
}

/** An approved prompt with two files, liked, saved and used by both fans. */
async function popularPrompt(owner: TestUser, title: string) {
  const submitted = await submitPromptWithFiles(testApp, owner, title);
  const approved = await setPromptStatus(testApp.app, 'rest', admin, {
    id: submitted.id,
    status: 'approved',
  });
  expect(approved.status).toBe(200);
  for (const fan of fans) {
    for (const kind of ['upvote', 'save', 'usage'] as const)
      await react(testApp, fan, submitted.id, kind);
  }
  return submitted;
}

describe.each(DOORS)('deleting a prompt through the %s door', (door) => {
  it('removes it with its files, likes, saves and uses, and nothing else', async () => {
    const doomed = await popularPrompt(author, `Doomed on ${door}`);
    const kept = await popularPrompt(otherAuthor, `Kept on ${door}`);
    expect(await rowsAbout(doomed.id)).toEqual({
      prompt: 1,
      attachments: 2,
      likes: 2,
      saves: 2,
      uses: 2,
    });
    for (const key of doomed.keys) expect(await fileExists(testApp, key)).toBe(true);
    const countersBefore = await countersOfAll(testApp);
    const keysBefore = await attachmentKeys(testApp);
    const auditBefore = await auditCount(testApp.database.db);

    const response = await removePrompt(testApp.app, door, admin, { id: doomed.id });
    expect({ status: response.status, data: response.data }).toEqual(deletedOk(door));

    expect(await rowsAbout(doomed.id)).toEqual({
      prompt: 0,
      attachments: 0,
      likes: 0,
      saves: 0,
      uses: 0,
    });
    for (const key of doomed.keys) {
      expect(await fileExists(testApp, key)).toBe(false);
      const served = await testApp.app.inject({ method: 'GET', url: `/uploads/${key}` });
      expect(served.statusCode).toBe(404);
    }
    // Every other prompt keeps its counters, its files and its rows.
    const countersAfter = await countersOfAll(testApp);
    countersBefore.delete(doomed.id);
    expect(countersAfter).toEqual(countersBefore);
    expect(await attachmentKeys(testApp)).toEqual(
      keysBefore.filter((key) => !doomed.keys.includes(key)),
    );
    for (const key of kept.keys) expect(await fileExists(testApp, key)).toBe(true);
    expect(await rowsAbout(kept.id)).toMatchObject({ likes: 2, saves: 2, uses: 2 });

    expect(await auditCount(testApp.database.db)).toBe(auditBefore + 1);
    const entries = await auditEntriesOf(testApp.database.db, doomed.id);
    expect(entries.at(-1)).toMatchObject({
      actorId: admin.id,
      action: 'prompt.delete',
      targetType: 'prompt',
      label: `Doomed on ${door}`,
      before: 'approved',
      after: null,
      reason: null,
    });

    const again = await removePrompt(testApp.app, door, admin, { id: doomed.id });
    expect(again.status).toBe(404);
    expect(again.error).toMatchObject({ code: 'NOT_FOUND', message: 'Prompt not found' });
    expect(await auditCount(testApp.database.db)).toBe(auditBefore + 1);
  });

  it('deletes a prompt in any status', async () => {
    for (const status of ['pending', 'rejected', 'disabled'] as const) {
      const { id, keys } = await submitPromptWithFiles(testApp, author, `${status} on ${door}`, [
        'only.txt',
      ]);
      if (status !== 'pending') {
        await testApp.database.db.update(prompts).set({ status }).where(eq(prompts.id, id));
      }
      const response = await removePrompt(testApp.app, door, admin, { id });
      expect(response.status).toBe(deletedOk(door).status);
      expect(await rowsAbout(id)).toMatchObject({ prompt: 0, attachments: 0 });
      expect(await fileExists(testApp, keys[0] ?? '')).toBe(false);
      expect((await auditEntriesOf(testApp.database.db, id))[0]).toMatchObject({
        action: 'prompt.delete',
        before: status,
      });
    }
  });
});
