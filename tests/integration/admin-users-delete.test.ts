/**
 * Deleting a member as an admin, DELETE /api/admin/users/:id and
 * admin.users.remove: the account goes with its prompts, their attachment
 * rows and files, its uploads and avatar, its likes, saves and sessions;
 * the counters of other people's prompts it liked or saved go down by one;
 * no table keeps a row pointing at it and no file stays without a row; the
 * files go only once the rows are committed; one audit entry names the
 * email.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachments,
  promptLikes,
  prompts,
  promptSaves,
  promptUses,
  sessions,
  users,
} from '../../src/server/db/schema.ts';
import { renderPng } from '../../src/server/db/seed/render-png.ts';
import { bearerOf, login, registerAccount, sendJson } from '../helpers/accounts.ts';
import { auditCount, auditEntriesOf } from '../helpers/admin-audit.ts';
import { deletedOk, DOORS, removeUser, setPromptStatus } from '../helpers/admin-doors.ts';
import {
  countersOfAll,
  fileExists,
  react,
  submitPromptWithFiles,
} from '../helpers/admin-fixtures.ts';
import {
  NO_ORPHANS,
  orphanRows,
  referencedFileKeys,
  storedFileKeys,
} from '../helpers/admin-orphans.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser, writeTestSubscription, type TestUser } from '../helpers/test-users.ts';
import { insertUpload } from '../helpers/upload-fixtures.ts';
import { multipartFile } from './authorization/matrix-types.ts';

let testApp: TestApp;
let admin: TestUser;
let otherAuthor: TestUser;
let fan: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  const { db } = testApp.database;
  admin = await createTestUser(db, { role: 'admin', name: 'Rex Remover' });
  otherAuthor = await createTestUser(db, { name: 'Oli Other', plan: 'pro' });
  fan = await createTestUser(db, { name: 'Fay Fan' });
});

afterAll(async () => {
  await testApp.close();
});

interface Victim extends TestUser {
  password: string;
  secondToken: string;
  ownPrompts: string[];
  /** Every file of theirs: avatar, attachments of their prompts, a loose upload. */
  keys: string[];
}

/** A member with a password, two sessions, an avatar, two prompts with files and an upload. */
async function makeVictim(label: string): Promise<Victim> {
  const account = await registerAccount(testApp.app, { name: `Victim ${label}` });
  const user: TestUser = {
    id: account.user._id,
    email: account.email,
    name: account.user.name,
    token: account.token,
  };
  await writeTestSubscription(testApp.database.db, user.id, { planId: 'pro', status: 'active' });
  const secondToken = (await login(testApp.app, account)).body.token;
  const picture = multipartFile('file', 'me.png', 'image/png', renderPng('rings', 200));
  const avatar = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/me/avatar',
    payload: picture.payload,
    headers: { ...picture.headers, ...bearerOf(user.token) },
  });
  expect(avatar.statusCode, avatar.body).toBe(200);
  const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
  const published = await submitPromptWithFiles(testApp, user, `Published by ${label}`);
  const draft = await submitPromptWithFiles(testApp, user, `Draft by ${label}`, ['draft.txt']);
  const loose = await insertUpload(testApp, user.id, 'loose.txt');
  const approved = await setPromptStatus(testApp.app, 'rest', admin, {
    id: published.id,
    status: 'approved',
  });
  expect(approved.status).toBe(200);
  return {
    ...user,
    password: account.password,
    secondToken,
    ownPrompts: [published.id, draft.id],
    keys: [row?.avatarKey ?? '', ...published.keys, ...draft.keys, loose.storageKey],
  };
}

async function total(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/** Rows that belong to or point at the user, per table. */
async function rowsOfUser(id: string, ownPrompts: string[]) {
  const { db } = testApp.database;
  const n = { n: count() };
  const ofPrompts = async (table: typeof promptLikes | typeof promptSaves | typeof promptUses) => {
    let sum = 0;
    for (const promptId of ownPrompts) {
      sum += await total(db.select(n).from(table).where(eq(table.promptId, promptId)));
    }
    return sum;
  };
  return {
    user: await total(db.select(n).from(users).where(eq(users.id, id))),
    sessions: await total(db.select(n).from(sessions).where(eq(sessions.userId, id))),
    prompts: await total(db.select(n).from(prompts).where(eq(prompts.createdById, id))),
    uploads: await total(db.select(n).from(attachments).where(eq(attachments.ownerId, id))),
    likesGiven: await total(db.select(n).from(promptLikes).where(eq(promptLikes.userId, id))),
    savesGiven: await total(db.select(n).from(promptSaves).where(eq(promptSaves.userId, id))),
    likesOfTheirPrompts: await ofPrompts(promptLikes),
    savesOfTheirPrompts: await ofPrompts(promptSaves),
    usesOfTheirPrompts: await ofPrompts(promptUses),
  };
}

/**
 * Watches the app's own storage: at each file removal, reads from another
 * connection whether the user's row is still there. On Postgres another
 * connection sees only committed rows, so this shows the files go after the
 * commit. (PGlite has one connection, so there it only records the calls.)
 */
function watchFileRemovals(userId: string) {
  const storage = testApp.storage;
  const original = storage.delete.bind(storage);
  const seen: { key: string; userRowVisible: boolean | null }[] = [];
  storage.delete = async (key) => {
    const userRowVisible =
      testApp.database.kind === 'postgres'
        ? (await total(
            testApp.database.db.select({ n: count() }).from(users).where(eq(users.id, userId)),
          )) > 0
        : null;
    seen.push({ key, userRowVisible });
    return original(key);
  };
  return {
    seen,
    stop: () => {
      storage.delete = original;
    },
  };
}

describe.each(DOORS)('deleting a member through the %s door', (door) => {
  it('removes them with everything they own, and corrects the counters they moved', async () => {
    const victim = await makeVictim(door);
    // Other people's prompts the victim liked, saved and used.
    const likedAndSaved = await insertPrompt(testApp.database.db, {
      title: `Liked by the ${door} victim`,
      status: 'approved',
      createdById: otherAuthor.id,
    });
    const savedOnly = await insertPrompt(testApp.database.db, {
      title: `Saved by the ${door} victim`,
      status: 'approved',
      createdById: otherAuthor.id,
    });
    for (const [id, kinds] of [
      [likedAndSaved, ['upvote', 'save', 'usage']],
      [savedOnly, ['save']],
    ] as const) {
      for (const kind of kinds) await react(testApp, victim, id, kind);
      await react(testApp, fan, id, 'upvote');
      await react(testApp, fan, id, 'save');
    }
    // Someone likes and saves the victim's published prompt.
    const published = victim.ownPrompts[0] ?? '';
    await react(testApp, fan, published, 'upvote');
    await react(testApp, fan, published, 'save');
    await react(testApp, fan, published, 'usage');
    for (const key of victim.keys) expect(await fileExists(testApp, key), key).toBe(true);
    expect(await rowsOfUser(victim.id, victim.ownPrompts)).toEqual({
      user: 1,
      sessions: 2,
      prompts: 2,
      uploads: 4, // attachments stay owned by their uploader, plus the loose upload
      likesGiven: 1,
      savesGiven: 2,
      likesOfTheirPrompts: 1,
      savesOfTheirPrompts: 1,
      usesOfTheirPrompts: 1,
    });
    const countersBefore = await countersOfAll(testApp);
    const auditBefore = await auditCount(testApp.database.db);
    const removals = watchFileRemovals(victim.id);

    let response;
    try {
      response = await removeUser(testApp.app, door, admin, { id: victim.id });
    } finally {
      removals.stop();
    }
    expect({ status: response.status, data: response.data }).toEqual(deletedOk(door));

    expect(await rowsOfUser(victim.id, victim.ownPrompts)).toEqual({
      user: 0,
      sessions: 0,
      prompts: 0,
      uploads: 0,
      likesGiven: 0,
      savesGiven: 0,
      likesOfTheirPrompts: 0,
      savesOfTheirPrompts: 0,
      usesOfTheirPrompts: 0,
    });
    for (const key of victim.keys) expect(await fileExists(testApp, key), key).toBe(false);
    expect(removals.seen.map((removal) => removal.key).sort()).toEqual([...victim.keys].sort());
    if (testApp.database.kind === 'postgres') {
      expect(removals.seen.every((removal) => removal.userRowVisible === false)).toBe(true);
    }

    // Exactly the victim's like and save come off; uses stay counted.
    const expected = new Map(countersBefore);
    for (const id of victim.ownPrompts) expected.delete(id);
    const before = (id: string) =>
      countersBefore.get(id) ?? { upvotes: 0, saveCount: 0, usageCount: 0 };
    expected.set(likedAndSaved, {
      ...before(likedAndSaved),
      upvotes: before(likedAndSaved).upvotes - 1,
      saveCount: before(likedAndSaved).saveCount - 1,
    });
    expected.set(savedOnly, { ...before(savedOnly), saveCount: before(savedOnly).saveCount - 1 });
    expect(await countersOfAll(testApp)).toEqual(expected);
    expect(countersBefore.get(likedAndSaved)).toEqual({ upvotes: 2, saveCount: 2, usageCount: 1 });
    expect(expected.get(likedAndSaved)).toEqual({ upvotes: 1, saveCount: 1, usageCount: 1 });

    expect(await orphanRows(testApp)).toEqual(NO_ORPHANS);
    expect(await storedFileKeys(testApp)).toEqual(await referencedFileKeys(testApp));

    expect(await auditCount(testApp.database.db)).toBe(auditBefore + 1);
    expect(await auditEntriesOf(testApp.database.db, victim.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'user.delete',
        targetType: 'user',
        label: victim.email,
        before: 'user',
        after: null,
        reason: null,
      }),
    ]);

    for (const token of [victim.token, victim.secondToken]) {
      const me = await sendJson(testApp.app, {
        method: 'GET',
        url: '/api/users/me',
        headers: bearerOf(token),
      });
      expect(me.status).toBe(401);
    }
    expect((await login(testApp.app, victim)).status).toBe(401);

    const again = await removeUser(testApp.app, door, admin, { id: victim.id });
    expect(again.status).toBe(404);
    expect(again.error).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
    expect(await auditCount(testApp.database.db)).toBe(auditBefore + 1);
  });
});

describe('a refused delete', () => {
  it('removes no row and no file (the last active admin stays whole)', async () => {
    const upload = await insertUpload(testApp, admin.id, 'admin-notes.txt');
    const auditBefore = await auditCount(testApp.database.db);
    const refused = await removeUser(testApp.app, 'rest', admin, { id: admin.id });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(
      'This is the last active admin: make someone else an admin before deleting them.',
    );
    expect(await fileExists(testApp, upload.storageKey)).toBe(true);
    expect(await rowsOfUser(admin.id, [])).toMatchObject({ user: 1, sessions: 1, uploads: 1 });
    expect(await auditCount(testApp.database.db)).toBe(auditBefore);
  });
});

describe('use marks of a deleted member', () => {
  // The marks in prompt_uses name the member as `user:<id>` text (no foreign
  // key to cascade), so the account deletion removes them itself.
  it('are removed with the account', async () => {
    const member = await createTestUser(testApp.database.db, { name: 'Uma User' });
    const id = await insertPrompt(testApp.database.db, {
      title: 'Used by a leaving member',
      status: 'approved',
      createdById: otherAuthor.id,
    });
    await react(testApp, member, id, 'usage');
    expect((await removeUser(testApp.app, 'trpc', admin, { id: member.id })).status).toBe(200);
    const marks = await total(
      testApp.database.db
        .select({ n: count() })
        .from(promptUses)
        .where(eq(promptUses.visitorKey, `user:${member.id}`)),
    );
    expect(marks).toBe(0);
  });
});
