/**
 * What a request made with an API key may do (decision 034): read keys
 * only read, write keys create and edit but never touch the account's
 * password, deletion, keys or anything admin, generate keys run prompts;
 * an admin's key carries no admin rights; revoked and expired keys are
 * refused at once; the web app's tRPC door never accepts a key.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeys, subscriptions, users } from '../../src/server/db/schema.ts';
import { sendJson } from '../helpers/accounts.ts';
import { keyCaller, type MadeKey, makeApiKey } from '../helpers/api-keys.ts';
import { type FakeAiProviders, startFakeAiProviders } from '../helpers/fake-ai/fake-ai-server.ts';
import { generateJson } from '../helpers/generation.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import type { ErrorJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

let providers: FakeAiProviders;
let testApp: TestApp;
let member: TestUser;
let admin: TestUser;
let approvedId: string;
let othersPendingId: string;

const submission = {
  title: 'Key Submitted Prompt',
  description: 'Summarise {topic} in three bullet points.',
  categories: ['Writing'],
  model: 'ChatGPT',
};

beforeAll(async () => {
  providers = await startFakeAiProviders();
  testApp = await createTestApp({ seed: false, listen: true, env: providers.env });
  const { db } = testApp.database;
  member = await createTestUser(db, { name: 'Kim Member', plan: 'enterprise' });
  admin = await createTestUser(db, { name: 'Ada Admin', role: 'admin', plan: 'enterprise' });
  const author = await createTestUser(db, { name: 'Other Author' });
  approvedId = await insertPrompt(db, {
    title: 'Approved For Keys',
    status: 'approved',
    createdById: author.id,
  });
  othersPendingId = await insertPrompt(db, {
    title: 'Pending Elsewhere',
    status: 'pending',
    createdById: author.id,
  });
});

beforeEach(() => providers.reset());

afterAll(async () => {
  await testApp.close();
  await providers.close();
});

function call(
  key: MadeKey,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  owner: TestUser = member,
) {
  return sendJson<ErrorJson & Record<string, unknown>>(testApp.app, {
    method,
    url,
    headers: bearer(keyCaller(owner, key)),
    ...(payload === undefined ? {} : { payload }),
  });
}

describe('a read key', () => {
  it('reads as its owner, and is refused (403) on anything that writes', async () => {
    const key = await makeApiKey(testApp.app, member, { scopes: ['read'] });
    const me = await call(key, 'GET', '/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { _id: member.id } });
    expect((await call(key, 'GET', `/api/prompts/${approvedId}`)).status).toBe(200);
    const refused = await call(key, 'POST', '/api/prompts', submission);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('This API key lacks the "write" scope');
    expect((await call(key, 'PUT', `/api/prompts/${approvedId}/upvote`)).status).toBe(403);
    const run = await generateJson(
      testApp.baseUrl,
      { prompt: 'Hello', model: 'ChatGPT' },
      keyCaller(member, key),
    );
    expect(run.status).toBe(403);
    expect(providers.requests).toEqual([]);
  });
});

describe('a write key', () => {
  let key: MadeKey;
  beforeAll(async () => {
    key = await makeApiKey(testApp.app, member, { scopes: ['write'] });
  });

  it('creates, edits, likes and saves, and reads too', async () => {
    const made = await call(key, 'POST', '/api/prompts', submission);
    expect(made.status).toBe(201);
    const id = (made.body as unknown as { prompt: { _id: string } }).prompt._id;
    expect(
      (await call(key, 'PUT', `/api/prompts/${id}`, { ...submission, title: 'Edited By Key' }))
        .status,
    ).toBe(200);
    expect((await call(key, 'PUT', `/api/prompts/${approvedId}/upvote`)).status).toBe(200);
    expect((await call(key, 'PUT', `/api/prompts/${approvedId}/save`)).status).toBe(200);
    expect((await call(key, 'PUT', '/api/users/me', { name: 'Renamed By Key' })).status).toBe(200);
    expect((await call(key, 'GET', '/api/users/prompts')).status).toBe(200);
  });

  it('never changes the password, deletes the account, manages keys, plans or sessions', async () => {
    const password = await call(key, 'PUT', '/api/users/me', {
      newPassword: 'a brand new password',
    });
    expect(password.status).toBe(403);
    expect((await call(key, 'DELETE', '/api/users/me')).status).toBe(403);
    expect(
      (await call(key, 'POST', '/api/users/me/api-keys', { name: 'More', scopes: ['read'] }))
        .status,
    ).toBe(403);
    expect((await call(key, 'GET', '/api/users/me/api-keys')).status).toBe(403);
    expect((await call(key, 'DELETE', `/api/users/me/api-keys/${key.id}`)).status).toBe(403);
    expect((await call(key, 'POST', '/api/users/subscribe', { planId: 'free' })).status).toBe(403);
    expect((await call(key, 'POST', '/api/auth/logout')).status).toBe(403);
    expect((await call(key, 'GET', '/api/admin/users')).status).toBe(403);
    const [still] = await testApp.database.db.select().from(users).where(eq(users.id, member.id));
    expect(still).toMatchObject({ passwordHash: null });
    const [plan] = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.id));
    expect(plan).toMatchObject({ planId: 'enterprise', status: 'active' });
    expect((await call(key, 'GET', '/api/users/me')).status).toBe(200);
  });

  it('does not run prompts', async () => {
    const run = await generateJson(
      testApp.baseUrl,
      { prompt: 'Hi', model: 'ChatGPT' },
      keyCaller(member, key),
    );
    expect(run.status).toBe(403);
  });
});

describe('a generate key', () => {
  it('runs a prompt in the playground, but does not submit one', async () => {
    const key = await makeApiKey(testApp.app, member, { scopes: ['generate'] });
    const run = await generateJson(
      testApp.baseUrl,
      { prompt: 'Write a haiku', model: 'ChatGPT' },
      keyCaller(member, key),
    );
    expect(run.status).toBe(200);
    expect(providers.requests).toHaveLength(1);
    expect((await call(key, 'POST', '/api/prompts', submission)).status).toBe(403);
  });
});

describe("an admin's key", () => {
  it('has no admin rights, even with every scope', async () => {
    const key = await makeApiKey(testApp.app, admin, { scopes: ['read', 'write', 'generate'] });
    const as = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      call(key, method, url, payload, admin);
    expect((await as('GET', '/api/admin/prompts')).status).toBe(403);
    expect((await as('GET', '/api/admin/api-keys')).status).toBe(403);
    expect((await as('DELETE', `/api/admin/api-keys/${key.id}`)).status).toBe(403);
    expect(
      (await as('PUT', `/api/admin/prompts/${othersPendingId}/status`, { status: 'approved' }))
        .status,
    ).toBe(403);
    // What only admins may see or edit reads as missing, as for any member.
    expect((await as('GET', `/api/prompts/${othersPendingId}`)).status).toBe(404);
    expect((await as('PUT', `/api/prompts/${approvedId}`, submission)).status).toBe(404);
    // The same admin with a session still can.
    const session = await sendJson(testApp.app, {
      method: 'GET',
      url: `/api/prompts/${othersPendingId}`,
      headers: bearer(admin),
    });
    expect(session.status).toBe(200);
  });
});

describe('keys that no longer work', () => {
  it('stops a revoked key at the very next request (401), on public routes too', async () => {
    const key = await makeApiKey(testApp.app, member, { scopes: ['read'] });
    expect((await call(key, 'GET', '/api/users/me')).status).toBe(200);
    const revoked = await sendJson(testApp.app, {
      method: 'DELETE',
      url: `/api/users/me/api-keys/${key.id}`,
      headers: bearer(member),
    });
    expect(revoked.status).toBe(204);
    const refused = await call(key, 'GET', '/api/users/me');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('UNAUTHORIZED');
    expect((await call(key, 'GET', '/api/prompts')).status).toBe(401);
  });

  it('refuses a key past its expiry, and takes one before it', async () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const key = await makeApiKey(testApp.app, member, { scopes: ['read'], expiresAt: soon });
    expect((await call(key, 'GET', '/api/users/me')).status).toBe(200);
    await testApp.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    expect((await call(key, 'GET', '/api/users/me')).status).toBe(401);
  });

  it('refuses a wrong secret with a real prefix, and a made-up key', async () => {
    const key = await makeApiKey(testApp.app, member);
    const wrong = { ...key, key: `${key.prefix}_${'A'.repeat(43)}` };
    expect((await call(wrong, 'GET', '/api/users/me')).status).toBe(401);
    expect((await call({ ...key, key: 'ph_nonsense' }, 'GET', '/api/users/me')).status).toBe(401);
  });

  it("answers a disabled member's key with the disabled message (403)", async () => {
    const person = await createTestUser(testApp.database.db);
    const key = await makeApiKey(testApp.app, person);
    await testApp.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.id, person.id));
    expect((await call(key, 'GET', '/api/users/me', undefined, person)).status).toBe(403);
  });
});

describe('the web app door', () => {
  it('never accepts a key on tRPC', async () => {
    const key = await makeApiKey(testApp.app, member, { scopes: ['read', 'write', 'generate'] });
    const answer = await trpcCall(
      testApp.app,
      { path: 'account.myPrompts' },
      bearer(keyCaller(member, key)),
    );
    expect(answer.status).toBe(401);
  });
});

describe('last use', () => {
  it('is recorded on use, and moves at most once a minute', async () => {
    const key = await makeApiKey(testApp.app, member);
    const lastUsed = async () =>
      (await testApp.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]
        ?.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await call(key, 'GET', '/api/users/me');
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await call(key, 'GET', '/api/users/me');
    expect((await lastUsed())?.getTime()).toBe(first?.getTime());
    await testApp.database.db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(Date.now() - 2 * 60 * 1000) })
      .where(eq(apiKeys.id, key.id));
    await call(key, 'GET', '/api/users/me');
    expect(Date.now() - ((await lastUsed())?.getTime() ?? 0)).toBeLessThan(10_000);
  });
});
