/**
 * Members' API keys over both doors: created with a session only and shown
 * once, stored as a hash, listed without the key, revoked (theirs only);
 * admins list and revoke any key; every event in the audit log; bad input
 * refused with nothing written.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, apiKeys } from '../../src/server/db/schema.ts';
import { MAX_API_KEYS_PER_USER } from '../../src/shared/api-key-limits.ts';
import { sendJson } from '../helpers/accounts.ts';
import { keyCaller, makeApiKey } from '../helpers/api-keys.ts';
import type { ErrorJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

interface KeyJson {
  _id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

let testApp: TestApp;
let member: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  const { db } = testApp.database;
  member = await createTestUser(db, { name: 'Kim Member', plan: 'pro' });
  other = await createTestUser(db, { name: 'Olu Other' });
  admin = await createTestUser(db, { name: 'Ada Admin', role: 'admin' });
});

afterAll(async () => {
  await testApp.close();
});

function create(body: unknown, caller: TestUser | null = member) {
  return sendJson<{ apiKey: KeyJson; key: string } & ErrorJson>(testApp.app, {
    method: 'POST',
    url: '/api/users/me/api-keys',
    payload: body,
    headers: bearer(caller),
  });
}

function listMine(caller: TestUser = member) {
  return sendJson<{ apiKeys: KeyJson[] }>(testApp.app, {
    method: 'GET',
    url: '/api/users/me/api-keys',
    headers: bearer(caller),
  });
}

function revoke(id: string, caller: TestUser = member, url = `/api/users/me/api-keys/${id}`) {
  return sendJson<ErrorJson>(testApp.app, { method: 'DELETE', url, headers: bearer(caller) });
}

async function keyRows(userId: string) {
  return testApp.database.db.select().from(apiKeys).where(eq(apiKeys.userId, userId));
}

describe('creating a key', () => {
  it('answers the whole key once, and stores only its prefix and a hash', async () => {
    const expiresAt = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const { status, body } = await create({ name: 'CI job', scopes: ['read', 'write'], expiresAt });
    expect(status).toBe(201);
    expect(body.key).toMatch(/^ph_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    const { _id, createdAt, ...rest } = body.apiKey;
    expect([typeof _id, typeof createdAt]).toEqual(['string', 'string']);
    expect(rest).toEqual({
      name: 'CI job',
      prefix: body.key.slice(0, 15),
      scopes: ['read', 'write'],
      expiresAt,
      lastUsedAt: null,
    });
    const [row] = (await keyRows(member.id)).filter((key) => key.id === body.apiKey._id);
    expect(row?.prefix).toBe(body.apiKey.prefix);
    expect(JSON.stringify(row)).not.toContain(body.key.slice(16));
    const listed = await listMine();
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(body.key.slice(16));
    expect(listed.body.apiKeys.map((key) => key._id)).toContain(body.apiKey._id);
  });

  it('works through tRPC for the web app, with this month usage beside the list', async () => {
    const made = await trpcCall<{ key: string }>(
      testApp.app,
      {
        path: 'apiKeys.create',
        type: 'mutation',
        input: { name: 'From Settings', scopes: ['generate'] },
      },
      bearer(member),
    );
    expect(made.ok).toBe(true);
    const mine = await trpcCall<{ apiKeys: KeyJson[]; usage: { used: number; limit: number } }>(
      testApp.app,
      { path: 'apiKeys.mine' },
      bearer(member),
    );
    if (!mine.ok) throw new Error('no list');
    expect(mine.data.apiKeys[0]?.name).toBe('From Settings');
    expect(mine.data.usage).toMatchObject({ used: 0, limit: 1000 });
  });

  it('is refused with a key, even one with every scope', async () => {
    const key = await makeApiKey(testApp.app, member, { scopes: ['read', 'write', 'generate'] });
    const caller = keyCaller(member, key);
    const before = (await keyRows(member.id)).length;
    const refused = await create({ name: 'From a key', scopes: ['read'] }, caller);
    expect(refused.status).toBe(403);
    expect((await listMine(caller)).status).toBe(403);
    expect((await revoke(key.id, caller)).status).toBe(403);
    expect((await keyRows(member.id)).length).toBe(before);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const before = (await keyRows(other.id)).length;
    const cases: [unknown, string][] = [
      [{ scopes: ['read'] }, 'name'],
      [{ name: 'x'.repeat(61), scopes: ['read'] }, 'name'],
      [{ name: 'bell\u0007', scopes: ['read'] }, 'name'],
      [{ name: '   ', scopes: ['read'] }, 'name'],
      [{ name: 'Good', scopes: ['admin'] }, 'scopes.0'],
      [{ name: 'Good', scopes: [] }, 'scopes'],
      [{ name: 'Good', scopes: ['read', 'read'] }, 'scopes'],
      [{ name: 'Good', scopes: 'read' }, 'scopes'],
      [{ name: 'Good', scopes: ['read'], expiresAt: 'tomorrow' }, 'expiresAt'],
      [{ name: 'Good', scopes: ['read'], expiresAt: '2001-01-01T00:00:00Z' }, 'expiresAt'],
    ];
    for (const [body, field] of cases) {
      const { status, body: answer } = await create(body, other);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.fields ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    expect((await keyRows(other.id)).length).toBe(before);
  });

  it(`allows ${MAX_API_KEYS_PER_USER} live keys at once, even when created in parallel`, async () => {
    const person = await createTestUser(testApp.database.db);
    const answers = await Promise.all(
      Array.from({ length: MAX_API_KEYS_PER_USER + 5 }, (_, index) =>
        create({ name: `Key ${index}`, scopes: ['read'] }, person),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_API_KEYS_PER_USER);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
  });
});

describe('revoking a key', () => {
  it("revokes the member's own key, which leaves the list", async () => {
    const key = await makeApiKey(testApp.app, member, { name: 'Short lived' });
    expect((await revoke(key.id)).status).toBe(204);
    expect((await listMine()).body.apiKeys.map((listed) => listed._id)).not.toContain(key.id);
    expect((await revoke(key.id)).status).toBe(404);
  });

  it("answers 404 for someone else's key or an unknown one, and 400 for a malformed id", async () => {
    const key = await makeApiKey(testApp.app, member);
    expect((await revoke(key.id, other)).status).toBe(404);
    expect((await revoke('00000000-0000-4000-8000-000000000000', other)).status).toBe(404);
    expect((await revoke('not-an-id', other)).status).toBe(400);
    const [row] = (await keyRows(member.id)).filter((stored) => stored.id === key.id);
    expect(row?.revokedAt).toBeNull();
  });
});

describe('admins', () => {
  it("list every member's keys with their owner, and revoke any", async () => {
    const key = await makeApiKey(testApp.app, other, { name: 'Leaked' });
    const listed = await sendJson<{ apiKeys: (KeyJson & { owner: { _id: string } })[] }>(
      testApp.app,
      { method: 'GET', url: '/api/admin/api-keys', headers: bearer(admin) },
    );
    expect(listed.status).toBe(200);
    const found = listed.body.apiKeys.find((listedKey) => listedKey._id === key.id);
    expect(found).toMatchObject({ name: 'Leaked', owner: { _id: other.id }, revokedAt: null });
    expect(JSON.stringify(listed.body)).not.toContain(key.key.slice(16));
    expect((await revoke(key.id, admin, `/api/admin/api-keys/${key.id}`)).status).toBe(204);
    expect((await revoke(key.id, admin, `/api/admin/api-keys/${key.id}`)).status).toBe(404);
    const again = await sendJson<{ user: unknown }>(testApp.app, {
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(keyCaller(other, key)),
    });
    expect(again.status).toBe(401);
  });

  it('cannot manage keys of others through the member paths', async () => {
    const key = await makeApiKey(testApp.app, other);
    expect((await revoke(key.id, admin)).status).toBe(404);
  });
});

describe('the audit log', () => {
  it('records creating, revoking and an admin revoking a key', async () => {
    const own = await makeApiKey(testApp.app, member, { name: 'Audited', scopes: ['write'] });
    await revoke(own.id);
    const leaked = await makeApiKey(testApp.app, member, { name: 'Audited leak' });
    await revoke(leaked.id, admin, `/api/admin/api-keys/${leaked.id}`);
    const entries = await testApp.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'apiKey')));
    const about = (id: string) =>
      entries
        .filter((entry) => entry.targetId === id)
        .map((entry) => [entry.action, entry.actorId]);
    expect(about(own.id)).toEqual(
      expect.arrayContaining([
        ['apiKey.create', member.id],
        ['apiKey.revoke', member.id],
      ]),
    );
    expect(about(leaked.id)).toEqual(
      expect.arrayContaining([
        ['apiKey.create', member.id],
        ['apiKey.adminRevoke', admin.id],
      ]),
    );
    const label = entries.find((entry) => entry.targetId === own.id)?.details;
    expect(label).toMatchObject({ label: `Audited (${own.prefix})` });
    expect(JSON.stringify(entries)).not.toContain(own.key.slice(16));
  });

  it('shows key events on the admin dashboard feed', async () => {
    const dashboard = await trpcCall<{ activity: { action: string; target: { type: string } }[] }>(
      testApp.app,
      { path: 'admin.dashboard' },
      bearer(admin),
    );
    if (!dashboard.ok) throw new Error('no dashboard');
    expect(dashboard.data.activity[0]).toMatchObject({
      action: 'apiKey.adminRevoke',
      target: { type: 'apiKey' },
    });
  });
});
