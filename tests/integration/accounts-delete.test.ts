/**
 * DELETE /api/users/me (and account.deleteAccount): the account goes with
 * its prompts, likes, saves, sessions and files; the counters of other
 * people's prompts follow; the last admin cannot leave.
 */
import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachments,
  promptLikes,
  prompts,
  promptSaves,
  sessions,
  users,
} from '../../src/server/db/schema.ts';
import { renderPng } from '../../src/server/db/seed/render-png.ts';
import { newStorageKey } from '../../src/server/storage/storage.ts';
import {
  bearerOf,
  cookieLine,
  login,
  registerAccount,
  sendJson,
  sessionCountOf,
  trpcMutationResponse,
} from '../helpers/accounts.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import type { ErrorJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { multipartFile } from './authorization/matrix-types.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});

afterAll(async () => {
  await testApp.close();
});

function deleteMe(headers: Record<string, string>) {
  return testApp.app.inject({ method: 'DELETE', url: '/api/users/me', headers });
}

async function storeFile(name: string): Promise<string> {
  const key = newStorageKey('png');
  await testApp.storage.put(key, renderPng('bokeh', 40), {
    contentType: 'image/png',
    fileName: name,
  });
  return key;
}

async function counters(id: string) {
  const [row] = await testApp.database.db
    .select({ upvotes: prompts.upvotes, saveCount: prompts.saveCount })
    .from(prompts)
    .where(eq(prompts.id, id));
  return row;
}

describe('deleting my account', () => {
  it('removes the user, their prompts, likes, saves, sessions and files', async () => {
    const { db } = testApp.database;
    const victim = await registerAccount(testApp.app, { name: 'Leaving Person' });
    const secondSession = (await login(testApp.app, victim)).body.token;
    const victimId = victim.user._id;
    const avatar = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/me/avatar',
      ...multipartFile('file', 'me.png', 'image/png', renderPng('rings', 5)),
      headers: {
        ...multipartFile('file', 'me.png', 'image/png', Buffer.alloc(0)).headers,
        ...bearerOf(victim.token),
      },
    });
    expect(avatar.statusCode).toBe(200);
    const avatarKey = (await db.select().from(users).where(eq(users.id, victimId)))[0]?.avatarKey;

    const author = await createTestUser(db, { name: 'Staying Author' });
    const fan = await createTestUser(db, { name: 'Staying Fan' });
    const liked = await insertPrompt(db, {
      title: 'Liked And Saved',
      status: 'approved',
      createdById: author.id,
      upvotes: 11,
      saveCount: 5,
    });
    const savedOnly = await insertPrompt(db, {
      title: 'Saved Only',
      status: 'approved',
      createdById: author.id,
      upvotes: 3,
      saveCount: 2,
    });
    const own = await insertPrompt(db, {
      title: 'Victim Prompt',
      status: 'approved',
      createdById: victimId,
      upvotes: 1,
    });
    await db.insert(promptLikes).values([
      { userId: victimId, promptId: liked },
      { userId: fan.id, promptId: liked },
      { userId: fan.id, promptId: own },
    ]);
    await db.insert(promptSaves).values([
      { userId: victimId, promptId: liked },
      { userId: victimId, promptId: savedOnly },
      { userId: fan.id, promptId: own },
    ]);
    const attachmentKey = await storeFile('attached.png');
    const uploadKey = await storeFile('loose.png');
    await db.insert(attachments).values([
      {
        promptId: own,
        storageKey: attachmentKey,
        fileName: 'a.png',
        fileType: 'image/png',
        fileSize: 1,
      },
      {
        ownerId: victimId,
        storageKey: uploadKey,
        fileName: 'b.png',
        fileType: 'image/png',
        fileSize: 1,
      },
    ]);
    const keys = [avatarKey, attachmentKey, uploadKey].filter(
      (key) => key !== null && key !== undefined,
    );
    expect(keys).toHaveLength(3);

    const response = await deleteMe(bearerOf(victim.token));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect(await db.select().from(users).where(eq(users.id, victimId))).toEqual([]);
    expect(await sessionCountOf(db, victimId)).toBe(0);
    expect(await db.select().from(prompts).where(eq(prompts.createdById, victimId))).toEqual([]);
    const likeRows = await db
      .select()
      .from(promptLikes)
      .where(or(eq(promptLikes.userId, victimId), eq(promptLikes.promptId, own)));
    const saveRows = await db
      .select()
      .from(promptSaves)
      .where(or(eq(promptSaves.userId, victimId), eq(promptSaves.promptId, own)));
    expect([likeRows, saveRows]).toEqual([[], []]);
    expect(
      await db.select().from(attachments).where(inArray(attachments.storageKey, keys)),
    ).toEqual([]);
    for (const key of keys) {
      expect(await testApp.storage.get(key), key).toBeNull();
      expect((await testApp.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(
        404,
      );
    }
    // Other people's prompts lose exactly the victim's like and save.
    expect(await counters(liked)).toEqual({ upvotes: 10, saveCount: 4 });
    expect(await counters(savedOnly)).toEqual({ upvotes: 3, saveCount: 1 });
    const fanLikes = await db.select().from(promptLikes).where(eq(promptLikes.userId, fan.id));
    expect(fanLikes.map((row) => row.promptId)).toEqual([liked]);

    for (const token of [victim.token, secondSession]) {
      const me = await sendJson(testApp.app, {
        method: 'GET',
        url: '/api/users/me',
        headers: bearerOf(token),
      });
      expect(me.status).toBe(401);
    }
    expect((await login(testApp.app, victim)).status).toBe(401);
    // The email is free again.
    expect((await registerAccount(testApp.app, { email: victim.email })).user._id).not.toBe(
      victimId,
    );
  });

  it('needs a session: a second delete with the same token is 401', async () => {
    const person = await registerAccount(testApp.app);
    expect((await deleteMe(bearerOf(person.token))).statusCode).toBe(204);
    expect((await deleteMe(bearerOf(person.token))).statusCode).toBe(401);
  });

  it('works from the web app with the cookie and a same-site Origin, clearing the cookie', async () => {
    const person = await registerAccount(testApp.app);
    const cookie = { cookie: `session=${person.token}`, host: 'prompts.test' };
    const forged = await trpcMutationResponse(testApp.app, 'account.deleteAccount', undefined, {
      ...cookie,
      origin: 'https://evil.example',
    });
    expect(forged.statusCode).toBe(403);
    expect(await sessionCountOf(testApp.database.db, person.user._id)).toBe(1);

    const response = await trpcMutationResponse(testApp.app, 'account.deleteAccount', undefined, {
      ...cookie,
      origin: 'http://prompts.test',
    });
    expect(response.statusCode).toBe(200);
    expect(cookieLine(response.headers, 'session')).toMatch(/^session=; .*Max-Age=0/);
    const rows = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.id, person.user._id));
    expect(rows).toEqual([]);
  });
});

describe('the last admin', () => {
  async function adminCount() {
    const rows = await testApp.database.db.select().from(users).where(eq(users.role, 'admin'));
    return rows.length;
  }

  it('cannot delete their account (409) until someone else is an admin', async () => {
    const { db } = testApp.database;
    expect(await adminCount()).toBe(0);
    const first: TestUser = await createTestUser(db, { role: 'admin', name: 'First Admin' });
    // A disabled admin cannot run anything, so does not count.
    await createTestUser(db, { role: 'admin', status: 'disabled', name: 'Disabled Admin' });

    const refused = await deleteMe(bearer(first));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorJson>()).toEqual({
      error: 'You are the last admin: make someone else an admin before you delete your account.',
      code: 'CONFLICT',
      requestId: refused.headers['x-request-id'],
    });
    const me = await sendJson(testApp.app, {
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(first),
    });
    expect(me.status).toBe(200);
    expect(await db.select().from(sessions).where(eq(sessions.userId, first.id))).toHaveLength(1);

    const second = await createTestUser(db, { role: 'admin', name: 'Second Admin' });
    expect((await deleteMe(bearer(first))).statusCode).toBe(204);
    expect((await deleteMe(bearer(second))).statusCode).toBe(409);
  });
});
