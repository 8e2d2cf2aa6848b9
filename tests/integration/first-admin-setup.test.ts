/**
 * The first-run setup link (decision 031), on both databases: a link is
 * issued only while the hub has no active admin, is stored hashed, makes
 * the signed-in account that claims it an admin with an audit entry, and
 * is then spent; two claims at once (one link, or the links of two
 * instances) make exactly one admin. Expired, used and unknown links are
 * refused with the words the screen shows.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupLinkLine } from '../../src/server/boot.ts';
import { adminAuditLog, setupTokens, users } from '../../src/server/db/schema.ts';
import { signInWithOidc } from '../../src/server/services/accounts/account-sign-in.ts';
import { grantAdminRole } from '../../src/server/services/admin/admin-grant.ts';
import { issueSetupToken } from '../../src/server/services/admin/first-admin-setup.ts';
import { SETUP_LINK_REFUSALS } from '../../src/shared/setup-link.ts';
import type { SetupLinkView } from '../../src/shared/setup-views.ts';
import { auditEntriesOf } from '../helpers/admin-audit.ts';
import { raceOnHeldRows } from '../helpers/admin-race.ts';
import { captureLogs, type LogCapture } from '../helpers/log-capture.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { trpcCall } from '../helpers/trpc-inject.ts';

let testApp: TestApp;
let logs: LogCapture;

beforeAll(async () => {
  logs = captureLogs();
  testApp = await createTestApp({
    seed: false,
    env: { LOG_LEVEL: 'info' },
    logStream: logs.stream,
  });
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  const { db } = testApp.database;
  await db.delete(setupTokens);
  await db.delete(adminAuditLog);
  await db.update(users).set({ role: 'user' });
});

function claim(token: string, user: TestUser | null) {
  return trpcCall<SetupLinkView>(
    testApp.app,
    { path: 'setup.claim', input: { token }, type: 'mutation' },
    bearer(user),
  );
}

async function stateOf(token: string) {
  const result = await trpcCall<SetupLinkView>(testApp.app, {
    path: 'setup.status',
    input: { token },
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.data.state;
}

async function adminIds(): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'));
  return rows.map((row) => row.id);
}

async function newToken(): Promise<string> {
  const issued = await issueSetupToken(testApp.database.db);
  if (!issued) throw new Error('no setup link issued');
  return issued.token;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

describe('issuing a setup link at start', () => {
  it('issues one, stored hashed and valid for 24 h, while no active admin exists', async () => {
    const started = Date.now();
    const issued = await issueSetupToken(testApp.database.db);
    expect(issued?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hours = ((issued?.expiresAt.getTime() ?? 0) - started) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    const rows = await testApp.database.db.select().from(setupTokens);
    expect(rows.map((row) => row.tokenHash)).toEqual([hashOf(issued?.token ?? '')]);
    expect(await stateOf(issued?.token ?? '')).toBe('open');
  });

  it('issues none once an active admin exists; a disabled admin does not count', async () => {
    const admin = await createTestUser(testApp.database.db, { role: 'admin' });
    expect(await issueSetupToken(testApp.database.db)).toBeNull();
    await testApp.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.id, admin.id));
    expect(await issueSetupToken(testApp.database.db)).not.toBeNull();
  });

  it('writes the line printed beside the URL, with the link under the public address', async () => {
    const line = await setupLinkLine(testApp.database.db, 'https://hub.example/');
    const token = /https:\/\/hub\.example\/setup\/([A-Za-z0-9_-]{43}) /.exec(line ?? '')?.[1];
    expect(line).toContain('No admin yet: sign up, then open https://hub.example/setup/');
    expect(await stateOf(token ?? '')).toBe('open');
    await createTestUser(testApp.database.db, { role: 'admin' });
    expect(await setupLinkLine(testApp.database.db, 'https://hub.example')).toBeNull();
  });
});

describe('claiming a setup link', () => {
  it('makes the signed-in claimer an admin, audit-logged, and spends the link', async () => {
    const token = await newToken();
    const user = await createTestUser(testApp.database.db, { name: 'First Admin' });
    const result = await claim(token, user);
    expect(result.status).toBe(200);
    expect(await adminIds()).toEqual([user.id]);
    const entries = await auditEntriesOf(testApp.database.db, user.id);
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: user.id,
        action: 'user.grant',
        label: user.email,
        before: 'user',
        after: 'admin',
        reason: 'first-run setup link',
      }),
    ]);
    expect(await stateOf(token)).toBe('used');
    const late = await createTestUser(testApp.database.db);
    const again = await claim(token, late);
    expect(again).toMatchObject({ status: 409, error: { message: SETUP_LINK_REFUSALS.used } });
    expect(await adminIds()).toEqual([user.id]);
  });

  it('asks a visitor to sign in (401) and changes nothing', async () => {
    const token = await newToken();
    expect((await claim(token, null)).status).toBe(401);
    expect(await stateOf(token)).toBe('open');
    expect(await adminIds()).toEqual([]);
  });

  it('makes exactly one admin when two accounts claim one link at once', async () => {
    const token = await newToken();
    const [ada, bob] = await Promise.all([
      createTestUser(testApp.database.db, { name: 'Ada' }),
      createTestUser(testApp.database.db, { name: 'Bob' }),
    ]);
    const { results, allWaited } = await raceOnHeldRows(
      testApp.database,
      { table: 'setup_tokens', key: 'token_hash', ids: [hashOf(token)] },
      [() => claim(token, ada), () => claim(token, bob)],
    );
    // On Postgres both claims were seen waiting on the held links' locks.
    expect(allWaited).toBe(testApp.database.kind === 'postgres');
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const winner = results[0]?.status === 200 ? ada : bob;
    expect(await adminIds()).toEqual([winner.id]);
    const [row] = await testApp.database.db.select().from(setupTokens);
    expect(row?.usedBy).toBe(winner.id);
    const grants = await testApp.database.db
      .select({ id: adminAuditLog.id })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'user.grant'));
    expect(grants).toHaveLength(1);
  });

  it('makes exactly one admin when two accounts claim the links of two instances at once', async () => {
    const [first, second] = [await newToken(), await newToken()];
    const [ada, bob] = await Promise.all([
      createTestUser(testApp.database.db, { name: 'Ada' }),
      createTestUser(testApp.database.db, { name: 'Bob' }),
    ]);
    const { results, allWaited } = await raceOnHeldRows(
      testApp.database,
      { table: 'setup_tokens', key: 'token_hash', ids: [hashOf(first), hashOf(second)] },
      [() => claim(first, ada), () => claim(second, bob)],
    );
    // On Postgres both claims were seen waiting on the held links' locks.
    expect(allWaited).toBe(testApp.database.kind === 'postgres');
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(await adminIds()).toHaveLength(1);
    // The winner's claim spent both links.
    expect([await stateOf(first), await stateOf(second)]).toEqual(['used', 'used']);
  });

  it('refuses an expired link with its message', async () => {
    const token = await newToken();
    await testApp.database.db
      .update(setupTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(setupTokens.tokenHash, hashOf(token)));
    expect(await stateOf(token)).toBe('expired');
    const user = await createTestUser(testApp.database.db);
    expect(await claim(token, user)).toMatchObject({
      status: 409,
      error: { message: SETUP_LINK_REFUSALS.expired },
    });
    expect(await adminIds()).toEqual([]);
  });

  it('refuses an unknown link (404), and any link once an admin exists', async () => {
    const user = await createTestUser(testApp.database.db);
    expect(await stateOf('no-such-link')).toBe('unknown');
    expect(await claim('no-such-link', user)).toMatchObject({
      status: 404,
      error: { message: SETUP_LINK_REFUSALS.unknown },
    });
    const token = await newToken();
    const other = await createTestUser(testApp.database.db);
    expect(await grantAdminRole(testApp.database.db, other.email)).toMatchObject({
      changed: true,
    });
    // admin:grant spent the link along with making the admin.
    expect(await stateOf(token)).toBe('used');
    expect(await claim(token, user)).toMatchObject({
      status: 409,
      error: { message: SETUP_LINK_REFUSALS.used },
    });
    expect(await adminIds()).toEqual([other.id]);
  });
});

describe('admin:grant', () => {
  it('audit-logs the grant with no actor, once', async () => {
    const user = await createTestUser(testApp.database.db);
    expect(await grantAdminRole(testApp.database.db, user.email.toUpperCase())).toMatchObject({
      changed: true,
    });
    expect(await grantAdminRole(testApp.database.db, user.email)).toMatchObject({
      changed: false,
    });
    const entries = await auditEntriesOf(testApp.database.db, user.id);
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: null,
        action: 'user.grant',
        before: 'user',
        after: 'admin',
        reason: 'npm run admin:grant',
      }),
    ]);
    const [row] = await testApp.database.db
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, user.id)));
    expect(row?.role).toBe('admin');
  });
});

async function setAccount(id: string, fields: { role?: 'user'; status?: 'disabled' }) {
  await testApp.database.db.update(users).set(fields).where(eq(users.id, id));
}

describe('a link printed before an admin was made another way', () => {
  it('is spent by admin:grant, and stays spent when that admin is demoted or disabled', async () => {
    const token = await newToken();
    const granted = await createTestUser(testApp.database.db);
    await grantAdminRole(testApp.database.db, granted.email);
    await setAccount(granted.id, { role: 'user' });
    expect(await adminIds()).toEqual([]);
    expect(await stateOf(token)).toBe('used');
    const late = await createTestUser(testApp.database.db);
    expect(await claim(token, late)).toMatchObject({
      status: 409,
      error: { message: SETUP_LINK_REFUSALS.used },
    });
    await grantAdminRole(testApp.database.db, late.email);
    await setAccount(late.id, { status: 'disabled' });
    expect(await claim(token, granted)).toMatchObject({ status: 409 });
    expect(await adminIds()).toEqual([late.id]);
  });

  it("is spent by the admin screens' role change", async () => {
    const token = await newToken();
    const admin = await createTestUser(testApp.database.db, { role: 'admin' });
    const member = await createTestUser(testApp.database.db);
    const promoted = await trpcCall(
      testApp.app,
      { path: 'admin.users.setRole', input: { id: member.id, role: 'admin' }, type: 'mutation' },
      bearer(admin),
    );
    expect(promoted.status).toBe(200);
    await setAccount(admin.id, { role: 'user' });
    await setAccount(member.id, { role: 'user' });
    expect(await stateOf(token)).toBe('used');
    const entries = await auditEntriesOf(testApp.database.db, member.id);
    expect(entries).toEqual([
      expect.objectContaining({ actorId: admin.id, action: 'user.role', after: 'admin' }),
    ]);
  });

  it('is spent by a sign-in that ADMIN_EMAILS makes an admin', async () => {
    const token = await newToken();
    const deps = {
      ...testApp.deps,
      accounts: { ...testApp.deps.accounts, adminEmails: ['first-boss@example.com'] },
    };
    await signInWithOidc(
      deps,
      {
        subject: 'oidc-first-boss',
        email: 'first-boss@example.com',
        emailVerified: true,
        name: 'Boss',
      },
      { address: '203.0.113.9', userAgent: undefined },
    );
    expect(await stateOf(token)).toBe('used');
  });

  it('admin:grant refuses a disabled account and leaves the link open', async () => {
    const token = await newToken();
    const disabled = await createTestUser(testApp.database.db);
    await setAccount(disabled.id, { status: 'disabled' });
    await expect(grantAdminRole(testApp.database.db, disabled.email)).rejects.toThrow(
      `The account ${disabled.email} is disabled, so it cannot become an admin.`,
    );
    expect(await adminIds()).toEqual([]);
    expect(await stateOf(token)).toBe('open');
  });
});

describe('the request log', () => {
  it('never carries a setup token, in a path or a percent-encoded redirect', async () => {
    const token = await newToken();
    const urls = [
      `/setup/${token}`,
      `/login?redirect=/setup/${token}`,
      `/login?redirect=%2Fsetup%2F${token}`,
      `/api/auth/google/start?redirect=%2Fsetup%2F${token}`,
      `/api/auth/google/start?redirect=%2fsetup%2f${token}`,
    ];
    for (const url of urls) await testApp.app.inject({ method: 'GET', url });
    const logged = logs.text();
    expect(logged).toContain('/api/auth/google/start?redirect=%2Fsetup%2F[token]');
    expect(logged).toContain('/login?redirect=/setup/[token]');
    expect(logged).not.toContain(token);
  });
});
