/**
 * Mail that really leaves (decision 040), through a real SMTP server the
 * suite starts: "Forgot password?" mails a link that works once and
 * expires, answers the same for an unknown address, never mails an account
 * more than three links an hour, and never waits for the mail server; the
 * outbox retries a refused message until the server takes it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountTokens, outbox, users } from '../../src/server/db/schema.ts';
import { captureLogs, type LogCapture } from '../helpers/log-capture.ts';
import { linkIn, type SmtpCatcher } from '../helpers/smtp-catcher.ts';
import { closeMailTestApp, outboxSettled, startMailTestApp } from '../helpers/mail-test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

let smtp: SmtpCatcher;
let testApp: TestApp;
let logs: LogCapture;

beforeAll(async () => {
  logs = captureLogs();
  ({ smtp, testApp } = await startMailTestApp({ logStream: logs.stream }));
});

afterEach(async () => {
  await outboxSettled(testApp);
  smtp.mails.length = 0;
  smtp.delayMs = 0;
});

afterAll(async () => {
  await closeMailTestApp({ smtp, testApp });
});

let addressCount = 0;
/** Each request from its own address, so the per-address limit stays out of the way. */
function freshAddress(): string {
  addressCount += 1;
  return `10.20.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
}

async function registerMember(name = 'Rosa Reset') {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${addressCount++}@test.example`;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name, email, password: 'first password 1' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { token, user } = response.json<{ token: string; user: { _id: string } }>();
  // Sign-up mails a verification link (decision 041); these tests are about the reset mails.
  await vi.waitFor(
    () => {
      const index = smtp.mails.findIndex((mail) => mail.to[0] === email);
      expect(index).toBeGreaterThanOrEqual(0);
      smtp.mails.splice(index, 1);
    },
    { timeout: 15_000, interval: 25 },
  );
  return { email, token, id: user._id };
}

/** The account's reset mails in the outbox. */
async function resetMailRows(userId: string) {
  const rows = await testApp.database.db.select().from(outbox).where(eq(outbox.kind, 'mail'));
  return rows.filter(
    (row) => row.payload.userId === userId && row.payload.template === 'password-reset',
  );
}

/** The account's reset links that still work. */
async function openResetTokens(userId: string) {
  const rows = await testApp.database.db
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.userId, userId));
  return rows.filter((row) => row.purpose === 'password-reset' && row.usedAt === null);
}

function forgot(email: unknown, remoteAddress = freshAddress()) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/users/password/forgot',
    payload: { email },
    remoteAddress,
  });
}

function reset(token: unknown, newPassword: unknown = 'a brand new secret') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/users/password/reset',
    payload: { token, newPassword },
  });
}

function login(email: string, password: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
  });
}

describe('forgot password', () => {
  it('mails a link, in text and HTML, that sets the password once and signs in', async () => {
    const member = await registerMember();
    const asked = await forgot(member.email);
    expect(asked.statusCode).toBe(202);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual([member.email]);
    expect(mail?.subject).toContain('Prompt Hub');
    const link = linkIn(mail!);
    expect(link.origin + link.pathname).toBe('https://hub.test.example/reset-password');
    expect(mail?.html).toContain(link.toString().replaceAll('&', '&amp;'));

    const token = link.searchParams.get('token');
    const done = await reset(token);
    expect(done.statusCode, done.body).toBe(200);
    const signedIn = done.json<{ token: string; user: { email: string } }>();
    expect(signedIn.user.email).toBe(member.email);
    // Every earlier session ended; the new one works; the new password signs in.
    const old = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(fresh.statusCode).toBe(200);
    expect((await login(member.email, 'a brand new secret')).statusCode).toBe(200);
    expect((await login(member.email, 'first password 1')).statusCode).toBe(401);

    // Used once: the same link is refused, and nothing changes.
    const again = await reset(token, 'yet another secret');
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error: string }>().error).toMatch(/expired or was already used/);
    expect((await login(member.email, 'yet another secret')).statusCode).toBe(401);

    // Only the hash is stored; the row names the account, never a link; the log has no token.
    const stored = await testApp.database.db.select().from(accountTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
    const rows = await testApp.database.db.select().from(outbox);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await resetMailRows(member.id)).map((row) => row.payload)).toEqual([
      { template: 'password-reset', userId: member.id },
    ]);
    expect(logs.text()).not.toContain(token);
    const line = logs
      .lines()
      .find(
        (each) =>
          each.msg === 'mail' && each.to === member.email && each.template === 'password-reset',
      );
    expect(line).toMatchObject({ status: 'sent' });
  });

  it('refuses a link past its hour', async () => {
    const member = await registerMember('Eli Expired');
    await forgot(member.email);
    const [mail] = await smtp.waitFor(1);
    await testApp.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, member.id));
    const late = await reset(linkIn(mail!).searchParams.get('token'));
    expect(late.statusCode).toBe(400);
    expect((await login(member.email, 'first password 1')).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const member = await registerMember('Kim Known');
    const known = await forgot(member.email);
    const unknown = await forgot('nobody-here@test.example');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await smtp.waitFor(1);
    const queued = await testApp.database.db
      .select({ target: outbox.target })
      .from(outbox)
      .where(eq(outbox.kind, 'mail'));
    expect(queued.map((row) => row.target)).not.toContain('nobody-here@test.example');
    expect(smtp.mails.map((mail) => mail.to[0])).toEqual([member.email]);
  });

  it('mails one account at most 3 links an hour, even asked 20 times at once', async () => {
    const member = await registerMember('Pat Parallel');
    const answers = await Promise.all(Array.from({ length: 20 }, () => forgot(member.email)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(202));
    expect(await resetMailRows(member.id)).toHaveLength(3);
    const mails = await smtp.waitFor(3);
    expect(mails.filter((mail) => mail.to[0] === member.email)).toHaveLength(3);
    // Each sending spends the link before it: one of the three works, once.
    await vi.waitFor(async () => expect(await openResetTokens(member.id)).toHaveLength(1));
    const outcomes = [];
    for (const mail of mails) {
      outcomes.push((await reset(linkIn(mail).searchParams.get('token'))).statusCode);
    }
    expect(outcomes.sort()).toEqual([200, 400, 400]);
  });

  it('allows 10 requests an hour from one address group, then 429', async () => {
    const place = '10.99.0.1';
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await forgot(`someone-${i}@test.example`, place));
    expect(answers.slice(0, 10).map((answer) => answer.statusCode)).toEqual(Array(10).fill(202));
    expect(answers[10]?.statusCode).toBe(429);
    expect(answers[10]?.headers['retry-after']).toBeDefined();
  });

  it('answers at once while the mail server is slow', async () => {
    const member = await registerMember('Sam Slow');
    smtp.delayMs = 2_000;
    const started = performance.now();
    expect((await forgot(member.email)).statusCode).toBe(202);
    expect(performance.now() - started).toBeLessThan(1_000);
    // While it waits to be sent, the row holds no link: only whose mail it is.
    const [waiting] = await resetMailRows(member.id);
    expect(waiting?.status).not.toBe('delivered');
    expect(waiting?.payload).toEqual({ template: 'password-reset', userId: member.id });
    await smtp.waitFor(1);
  });

  it('forgets failed sign-ins of the account once its password is reset', async () => {
    const member = await registerMember('Tia Throttled');
    for (let i = 0; i < 5; i += 1) await login(member.email, 'wrong guess');
    expect((await login(member.email, 'wrong guess')).statusCode).toBe(429);
    await forgot(member.email);
    const [mail] = await smtp.waitFor(1);
    expect((await reset(linkIn(mail!).searchParams.get('token'))).statusCode).toBe(200);
    expect((await login(member.email, 'a brand new secret')).statusCode).toBe(200);
  });

  it("sets a disabled account's password but answers 403 with the reason", async () => {
    const member = await registerMember('Dee Disabled');
    await forgot(member.email);
    const [mail] = await smtp.waitFor(1);
    await testApp.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.id, member.id));
    const refused = await reset(linkIn(mail!).searchParams.get('token'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toMatch(/disabled/);
    const [row] = await testApp.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row?.hash).toBeTruthy();
    expect((await login(member.email, 'a brand new secret')).statusCode).toBe(403);
  });
});

describe('the mail queue', () => {
  it('tries a refused message again (4xx, then 5xx) until the server takes it, one link working', async () => {
    const member = await registerMember('Remy Retry');
    smtp.refuseNext([451, 550]);
    const refusedBefore = smtp.refused;
    expect((await forgot(member.email)).statusCode).toBe(202);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual([member.email]);
    expect(smtp.refused - refusedBefore).toBe(2);
    // The server has the message a moment before the worker records it.
    await vi.waitFor(
      async () => {
        const [row] = await resetMailRows(member.id);
        expect(row).toMatchObject({ status: 'delivered', attempts: 3 });
        expect(row?.payload).toEqual({ template: 'password-reset', userId: member.id });
      },
      { timeout: 5_000, interval: 25 },
    );
    const statuses = logs
      .lines()
      .filter(
        (each) =>
          each.msg === 'mail' && each.to === member.email && each.template === 'password-reset',
      )
      .map((each) => each.status);
    expect(statuses).toEqual(['not sent', 'not sent', 'sent']);
    // Three attempts made three links; the refused two were spent, the mailed one works.
    const made = await testApp.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, member.id));
    expect(made.filter((row) => row.purpose === 'password-reset')).toHaveLength(3);
    expect(await openResetTokens(member.id)).toHaveLength(1);
    const token = linkIn(mail!).searchParams.get('token')!;
    expect(JSON.stringify(await testApp.database.db.select().from(outbox))).not.toContain(token);
    expect((await reset(token)).statusCode).toBe(200);
    expect(await openResetTokens(member.id)).toEqual([]);
  });
});

describe('an admin reset link', () => {
  it('is refused with 409 when the hub sends mail (the member asks for one)', async () => {
    const member = await registerMember('Ola Other');
    const adminAccount = await registerMember('Ada Admin');
    await testApp.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, adminAccount.id));
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/reset-link`,
      headers: { authorization: `Bearer ${adminAccount.token}` },
    });
    expect(response.statusCode).toBe(409);
    const made = await testApp.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, member.id));
    expect(made.filter((row) => row.purpose === 'password-reset')).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['no email', {}],
    ['not an email', { email: 'not-an-address' }],
    ['a number', { email: 42 }],
    ['too long', { email: `${'a'.repeat(400)}@test.example` }],
    ['control characters', { email: 'a\u0000b@test.example' }],
  ])('forgot refuses %s with 400', async (_label, payload) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/password/forgot',
      payload,
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['no token', { newPassword: 'long enough secret' }],
    ['a made-up token', { token: 'made-up', newPassword: 'long enough secret' }],
    ['a short password', { token: 'x'.repeat(43), newPassword: 'short' }],
    ['a token far too long', { token: 'x'.repeat(5000), newPassword: 'long enough secret' }],
    ['control characters', { token: 'a\u0007b', newPassword: 'long enough secret' }],
  ])('reset refuses %s with 400', async (_label, payload) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/password/reset',
      payload,
    });
    expect(response.statusCode).toBe(400);
  });
});
