/**
 * A hub without a mail server (no SMTP_URL) runs as before: "Forgot
 * password?" answers as always and mails nobody, and an admin makes the
 * member's reset link instead, shown once and written to the audit log.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, adminAuditLog, outbox } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

let testApp: TestApp;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false, env: { PUBLIC_URL: 'https://hub.test.example' } });
  admin = await createTestUser(testApp.database.db, { role: 'admin', name: 'Ada Admin' });
  member = await createTestUser(testApp.database.db, { name: 'Max Member' });
});

afterAll(async () => {
  await testApp.close();
});

function makeLink(id: string, as: TestUser = admin) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin/users/${id}/reset-link`,
    headers: bearer(as),
  });
}

describe('without a mail server', () => {
  it('answers "Forgot password?" as always and queues no mail', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/password/forgot',
      payload: { email: member.email },
    });
    expect(response.statusCode).toBe(202);
    expect(await testApp.database.db.select().from(outbox)).toEqual([]);
    expect(await testApp.database.db.select().from(accountTokens)).toEqual([]);
  });

  it('lets an admin make a one-hour link that works once, audit-logged', async () => {
    const made = await makeLink(member.id);
    expect(made.statusCode, made.body).toBe(201);
    const url = new URL(made.json<{ url: string }>().url);
    expect(url.origin + url.pathname).toBe('https://hub.test.example/reset-password');
    const token = url.searchParams.get('token') ?? '';

    const [stored] = await testApp.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, member.id));
    expect(stored?.tokenHash).not.toBe(token);
    const lifetime = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 1000);

    const audit = await testApp.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, member.id));
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['user.reset-link', admin.id],
    ]);
    expect(JSON.stringify(audit)).not.toContain(token);

    const used = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/password/reset',
      payload: { token, newPassword: 'chosen by the member' },
    });
    expect(used.statusCode, used.body).toBe(200);
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/password/reset',
      payload: { token, newPassword: 'chosen by the member' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a malformed id (400) and an unknown member (404), writing nothing', async () => {
    expect((await makeLink('not-an-id')).statusCode).toBe(400);
    expect((await makeLink('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const audit = await testApp.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, '00000000-0000-4000-8000-000000000000'));
    expect(audit).toEqual([]);
  });

  it('refuses members and anonymous visitors', async () => {
    // (member's sessions ended with the reset above.)
    const other = await createTestUser(testApp.database.db, { name: 'Nia Nosy' });
    expect((await makeLink(admin.id, other)).statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/reset-link`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
