/**
 * Moderating one prompt, PUT /api/admin/prompts/:id/status and
 * admin.prompts.setStatus: every move the state machine allows answers 200
 * with the moved prompt and one audit entry; every other move is 409 with a
 * readable message and changes nothing. A rejection's or disabling's reason
 * reaches the author and nobody else, and an approval clears it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prompts } from '../../src/server/db/schema.ts';
import { illegalMoveMessage } from '../../src/server/services/admin/prompt-moderation.ts';
import type { PromptStatus } from '../../src/shared/prompt-fields.ts';
import type { ModerationTarget } from '../../src/shared/prompt-status-transitions.ts';
import type { PromptView } from '../../src/shared/prompt-views.ts';
import { sendJson } from '../helpers/accounts.ts';
import { auditEntriesOf } from '../helpers/admin-audit.ts';
import { DOORS, listPrompts, setPromptStatus } from '../helpers/admin-doors.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import type { PromptJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

let testApp: TestApp;
let admin: TestUser;
let author: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  const { db } = testApp.database;
  admin = await createTestUser(db, { role: 'admin', name: 'Mona Moderator' });
  author = await createTestUser(db, { name: 'Ari Author' });
  stranger = await createTestUser(db, { name: 'Sol Stranger' });
});

afterAll(async () => {
  await testApp.close();
});

function promptIn(status: PromptStatus, title = `A ${status} prompt`) {
  return insertPrompt(testApp.database.db, { title, status, createdById: author.id });
}

async function rowOf(id: string) {
  const [row] = await testApp.database.db.select().from(prompts).where(eq(prompts.id, id));
  return row;
}

/** The prompt as its author reads it on its page. */
async function asAuthor(id: string) {
  return sendJson<{ prompt: PromptJson }>(testApp.app, {
    method: 'GET',
    url: `/api/prompts/${id}`,
    headers: bearer(author),
  });
}

const ALLOWED: [PromptStatus, ModerationTarget, string][] = [
  ['pending', 'approved', 'prompt.approve'],
  ['pending', 'rejected', 'prompt.reject'],
  ['approved', 'disabled', 'prompt.disable'],
  ['disabled', 'approved', 'prompt.enable'],
];

const REFUSED: [PromptStatus, ModerationTarget][] = [
  ['rejected', 'approved'],
  ['rejected', 'rejected'],
  ['rejected', 'disabled'],
  ['approved', 'rejected'],
  ['approved', 'approved'],
  ['pending', 'disabled'],
  ['disabled', 'rejected'],
  ['disabled', 'disabled'],
];

describe.each(DOORS)('moving a prompt through the %s door', (door) => {
  it.each(ALLOWED)('%s → %s answers 200 with the moved prompt', async (from, to, action) => {
    const id = await promptIn(from);
    const before = await rowOf(id);
    const started = Date.now();
    const { status, data } = await setPromptStatus(testApp.app, door, admin, { id, status: to });
    expect(status).toBe(200);
    expect(data).toMatchObject({ _id: id, status: to, title: `A ${from} prompt` });
    const after = await rowOf(id);
    expect(after?.status).toBe(to);
    expect(after?.statusChangedAt?.getTime()).toBeGreaterThanOrEqual(started - 5_000);
    // Nothing else about the prompt moves.
    expect({ ...after, status: from, statusChangedAt: null }).toEqual(before);
    const entries = await auditEntriesOf(testApp.database.db, id);
    expect(entries).toEqual([
      expect.objectContaining({ actorId: admin.id, action, before: from, after: to }),
    ]);
  });

  it.each(REFUSED)('%s → %s is refused with 409 and changes nothing', async (from, to) => {
    const id = await promptIn(from);
    const before = await rowOf(id);
    const { status, error, data } = await setPromptStatus(testApp.app, door, admin, {
      id,
      status: to,
      reason: 'Trying anyway',
    });
    expect(status).toBe(409);
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ code: 'CONFLICT', message: illegalMoveMessage(from, to) });
    expect(error?.message).toBe(
      `This prompt is ${from} now, so it cannot be ${to}. Reload to see its current status.`,
    );
    expect(await rowOf(id)).toEqual(before);
    expect(await auditEntriesOf(testApp.database.db, id)).toEqual([]);
  });
});

describe.each(DOORS)('the reason of a rejection (%s door)', (door) => {
  it('is shown to the author on the prompt page and in My Prompts, and to nobody else', async () => {
    const id = await promptIn('pending', `Rejected on the ${door} door`);
    const reason = 'Too vague: say which audience\nand which tone.';
    const moved = await setPromptStatus(testApp.app, door, admin, {
      id,
      status: 'rejected',
      reason: `  ${reason}  `,
    });
    expect(moved.status).toBe(200);
    // Trimmed, line break kept; the admin reads it too.
    expect(moved.data).toMatchObject({ status: 'rejected', statusReason: reason });
    expect(moved.data?.statusChangedAt).toBeDefined();

    const page = await asAuthor(id);
    expect(page.status).toBe(200);
    expect(page.body.prompt).toMatchObject({ status: 'rejected', statusReason: reason });
    const changedAt = (await rowOf(id))?.statusChangedAt?.toISOString();
    expect(page.body.prompt.statusChangedAt).toBe(changedAt);

    const mine = await trpcCall<{ createdPrompts: PromptView[] }>(
      testApp.app,
      { path: 'account.myPrompts' },
      bearer(author),
    );
    const listed = mine.ok ? mine.data.createdPrompts.find((prompt) => prompt._id === id) : null;
    expect(listed).toMatchObject({ status: 'rejected', statusReason: reason });
    expect(listed?.statusChangedAt?.toISOString()).toBe(changedAt);

    for (const caller of [stranger, null]) {
      const other = await sendJson<unknown>(testApp.app, {
        method: 'GET',
        url: `/api/prompts/${id}`,
        headers: bearer(caller),
      });
      expect(other.status).toBe(404);
      expect(JSON.stringify(other.body)).not.toContain('vague');
      const byId = await trpcCall(
        testApp.app,
        { path: 'library.byId', input: { id } },
        bearer(caller),
      );
      expect(byId.status).toBe(404);
      expect(JSON.stringify(byId)).not.toContain('vague');
    }

    const [entry] = await auditEntriesOf(testApp.database.db, id);
    expect(entry).toMatchObject({ action: 'prompt.reject', reason });
  });
});

describe('the reason of a disabling', () => {
  it('reaches the author, and goes once the prompt is approved again', async () => {
    const id = await promptIn('approved', 'Disabled for a while');
    const disabled = await setPromptStatus(testApp.app, 'rest', admin, {
      id,
      status: 'disabled',
      reason: 'Links to a page that is gone',
    });
    expect(disabled.data).toMatchObject({
      status: 'disabled',
      statusReason: 'Links to a page that is gone',
    });
    expect((await asAuthor(id)).body.prompt.statusReason).toBe('Links to a page that is gone');
    expect((await sendJson(testApp.app, { method: 'GET', url: `/api/prompts/${id}` })).status).toBe(
      404,
    );

    const enabled = await setPromptStatus(testApp.app, 'trpc', admin, {
      id,
      status: 'approved',
      reason: 'Not kept on an approval',
    });
    expect(enabled.status).toBe(200);
    expect(enabled.data?.statusReason).toBeUndefined();
    const page = await asAuthor(id);
    expect(page.body.prompt.status).toBe('approved');
    expect(page.body.prompt).not.toHaveProperty('statusReason');
    expect(page.body.prompt).not.toHaveProperty('statusChangedAt');
    expect((await rowOf(id))?.statusReason).toBeNull();
    // Approved again, everyone sees it, still without a reason.
    const open = await sendJson<{ prompt: PromptJson }>(testApp.app, {
      method: 'GET',
      url: `/api/prompts/${id}`,
      headers: bearer(stranger),
    });
    expect(open.status).toBe(200);
    expect(open.body.prompt).not.toHaveProperty('statusReason');

    const entries = await auditEntriesOf(testApp.database.db, id);
    expect(entries.map((entry) => [entry.action, entry.reason])).toEqual([
      ['prompt.disable', 'Links to a page that is gone'],
      ['prompt.enable', null],
    ]);
  });

  it('is none when the admin gives none (an empty reason counts as none)', async () => {
    const id = await promptIn('pending', 'Rejected without a word');
    const moved = await setPromptStatus(testApp.app, 'trpc', admin, {
      id,
      status: 'rejected',
      reason: '   ',
    });
    expect(moved.status).toBe(200);
    expect(moved.data?.statusReason).toBeUndefined();
    expect((await rowOf(id))?.statusReason).toBeNull();
    expect((await auditEntriesOf(testApp.database.db, id))[0]?.reason).toBeNull();
  });
});

describe.each(DOORS)('the admin prompt list (%s door)', (door) => {
  it('lists the pending queue oldest first and everything else newest first', async () => {
    const base = Date.UTC(2020, 0, 1);
    const ids: string[] = [];
    for (const [index, status] of (
      ['pending', 'rejected', 'pending', 'pending'] as const
    ).entries()) {
      ids.push(
        await insertPrompt(testApp.database.db, {
          title: `Queue ${door} ${index}`,
          status,
          createdById: author.id,
          createdAt: new Date(base + index * 60_000),
          statusReason: status === 'rejected' ? 'Old reason' : null,
        }),
      );
    }
    const queue = await listPrompts(testApp.app, door, admin, {
      status: 'pending',
      search: `Queue ${door}`,
    });
    expect(queue.data?.prompts.map((prompt) => prompt._id)).toEqual([ids[0], ids[2], ids[3]]);
    const all = await listPrompts(testApp.app, door, admin, { search: `Queue ${door}` });
    expect(all.data?.prompts.map((prompt) => prompt._id)).toEqual([...ids].reverse());
    expect(all.data?.prompts.find((prompt) => prompt._id === ids[1])?.statusReason).toBe(
      'Old reason',
    );
  });
});
