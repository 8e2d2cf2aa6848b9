/**
 * Security notices and "Where you're signed in" (decision 047), against a
 * real SMTP server: a password changed or reset, a new API key and a
 * sign-in from a new address group each mail one notice that cannot be
 * turned off and carries no secret; the sessions list names sessions by
 * public ids only, and ending one signs that token out; an address the
 * server refuses for good gets no more mail until the member asks again.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../src/server/auth/session-tokens.ts';
import { outbox, sessions, users } from '../../src/server/db/schema.ts';
import {
  type Account,
  bearerOf,
  freshEmail,
  PASSWORD,
  registerAccount,
  sendJson,
  whoAmI,
} from '../helpers/accounts.ts';
import { captureLogs, type LogCapture } from '../helpers/log-capture.ts';
import { linkIn, type SmtpCatcher } from '../helpers/smtp-catcher.ts';
import { closeMailTestApp, outboxSettled, startMailTestApp } from '../helpers/mail-test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

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
});

afterAll(async () => {
  await closeMailTestApp({ smtp, testApp });
});

/** The security notices queued for an account, by notice. */
async function noticesOf(userId: string): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.kind, 'security-mail'));
  return rows
    .filter((row) => row.payload.userId === userId)
    .map((row) => String(row.payload.notice));
}

/** The account's notification list, as the bell's page reads it: kind and what it names. */
async function listedOf(account: Account): Promise<{ kind: string; subject: string | null }[]> {
  const listed = await sendJson<{ notifications: { kind: string; subject: string | null }[] }>(
    testApp.app,
    { method: 'GET', url: '/api/users/me/notifications', headers: bearerOf(account.token) },
  );
  expect(listed.status).toBe(200);
  return listed.body.notifications.map(({ kind, subject }) => ({ kind, subject }));
}

function signIn(account: Account, remoteAddress: string, userAgent = FIREFOX) {
  return sendJson<{ token: string }>(testApp.app, {
    method: 'POST',
    url: '/api/users/login',
    payload: { email: account.email, password: account.password },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
}

interface SessionJson {
  _id: string;
  device: string;
  addressGroup: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

function listSessions(token: string) {
  return sendJson<{ sessions: SessionJson[] }>(testApp.app, {
    method: 'GET',
    url: '/api/users/sessions',
    headers: bearerOf(token),
  });
}

function endSession(token: string, id: string) {
  return sendJson(testApp.app, {
    method: 'DELETE',
    url: `/api/users/sessions/${id}`,
    headers: bearerOf(token),
  });
}

/** Registers from 127.0.0.1 and waits out the verification mail. */
async function member(): Promise<Account> {
  const account = await registerAccount(testApp.app, { email: freshEmail('guard') });
  await outboxSettled(testApp);
  smtp.mails.length = 0;
  return account;
}

describe("where you're signed in", () => {
  it('lists the sessions by public id, this one first, with no token or hash', async () => {
    const account = await member();
    const other = await signIn(account, '198.51.100.7');
    expect(other.status).toBe(200);
    const listed = await listSessions(account.token);
    expect(listed.status).toBe(200);
    const [first, second] = listed.body.sessions;
    expect(listed.body.sessions).toHaveLength(2);
    expect(first).toMatchObject({ current: true, addressGroup: '127.0.0.1' });
    expect(second).toMatchObject({
      current: false,
      device: 'Firefox on Linux',
      addressGroup: '198.51.100.7',
    });
    const text = JSON.stringify(listed.body);
    for (const secret of [account.token, other.body.token]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(hashSessionToken(secret));
    }
    expect(Object.keys(first ?? {}).sort()).toEqual(
      ['_id', 'addressGroup', 'createdAt', 'current', 'device', 'lastUsedAt'].sort(),
    );
  });

  it('ends another session for good; its token stops working at once', async () => {
    const account = await member();
    const other = await signIn(account, '198.51.100.8');
    const listed = await listSessions(account.token);
    const target = listed.body.sessions.find((each) => !each.current);
    expect((await whoAmI(testApp.app, other.body.token)).status).toBe(200);
    expect((await endSession(account.token, target?._id ?? '')).status).toBe(204);
    expect((await whoAmI(testApp.app, other.body.token)).status).toBe(401);
    expect((await whoAmI(testApp.app, account.token)).status).toBe(200);
    expect((await endSession(account.token, target?._id ?? '')).status).toBe(404);
  });

  it("answers 404 for another member's session and leaves it signed in", async () => {
    const mine = await member();
    const theirs = await member();
    const [their] = (await listSessions(theirs.token)).body.sessions;
    const ended = await endSession(mine.token, their?._id ?? '');
    expect(ended.status).toBe(404);
    expect((await whoAmI(testApp.app, theirs.token)).status).toBe(200);
  });

  it('refuses an id that is not an id with 400, and an API key with 403', async () => {
    const account = await member();
    expect((await endSession(account.token, 'not-an-id')).status).toBe(400);
    const made = await sendJson<{ key: string }>(testApp.app, {
      method: 'POST',
      url: '/api/users/me/api-keys',
      payload: { name: 'Reader', scopes: ['read'] },
      headers: bearerOf(account.token),
    });
    expect((await listSessions(made.body.key)).status).toBe(403);
  });

  it('signs out everywhere else, keeping this session', async () => {
    const account = await member();
    const others = [await signIn(account, '198.51.100.9'), await signIn(account, '198.51.100.9')];
    const ended = await sendJson<{ ended: number }>(testApp.app, {
      method: 'DELETE',
      url: '/api/users/sessions',
      headers: bearerOf(account.token),
    });
    expect(ended).toMatchObject({ status: 200, body: { ended: 2 } });
    for (const other of others)
      expect((await whoAmI(testApp.app, other.body.token)).status).toBe(401);
    expect((await listSessions(account.token)).body.sessions).toHaveLength(1);
  });

  it('moves "last used" forward at most once every few minutes, in one statement', async () => {
    const account = await member();
    const { db } = testApp.database;
    const byToken = eq(sessions.tokenHash, hashSessionToken(account.token));
    const longAgo = new Date(Date.now() - 60 * 60 * 1000);
    await db.update(sessions).set({ lastUsedAt: longAgo }).where(byToken);
    await whoAmI(testApp.app, account.token);
    const [moved] = await db.select({ at: sessions.lastUsedAt }).from(sessions).where(byToken);
    expect(moved!.at.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const justNow = new Date(Date.now() - 60_000);
    await db.update(sessions).set({ lastUsedAt: justNow }).where(byToken);
    await whoAmI(testApp.app, account.token);
    const [kept] = await db.select({ at: sessions.lastUsedAt }).from(sessions).where(byToken);
    expect(kept!.at.getTime()).toBe(justNow.getTime());
  });
});

describe('security notices', () => {
  it('mails nothing for the sign-up, one for a new address group, none for it again', async () => {
    const account = await member();
    expect(await noticesOf(account.user._id)).toEqual([]);
    expect((await signIn(account, '127.0.0.1')).status).toBe(200);
    expect(await noticesOf(account.user._id)).toEqual([]);
    expect((await signIn(account, '203.0.113.50')).status).toBe(200);
    expect((await signIn(account, '203.0.113.50')).status).toBe(200);
    expect(await noticesOf(account.user._id)).toEqual(['new-sign-in']);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual([account.email]);
    expect(mail?.subject).toBe('New sign-in to your Prompt Hub account');
    expect(mail?.text).toContain('Firefox on Linux, address 203.0.113.50');
    expect(mail?.text).toContain('https://hub.test.example/settings');
    expect(mail?.html).toContain('Firefox on Linux');
    expect(mail?.text).toContain('cannot be turned off');
    expect(`${mail?.text}${mail?.html}`).not.toContain(account.token);
    expect(await listedOf(account)).toEqual([
      { kind: 'new-sign-in', subject: 'Firefox on Linux, address 203.0.113.50' },
    ]);
  });

  it('counts one IPv6 /64 as one group', async () => {
    const account = await member();
    await signIn(account, '2001:db8:5:6::1');
    await signIn(account, '2001:db8:5:6:ffff::2');
    expect(await noticesOf(account.user._id)).toEqual(['new-sign-in']);
  });

  it('mails one notice for 20 parallel sign-ins from one new group', async () => {
    const account = await member();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(account, '192.0.2.77')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(200);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(await noticesOf(account.user._id)).toEqual(['new-sign-in']);
    expect((await listedOf(account)).map((each) => each.kind)).toEqual(['new-sign-in']);
  });

  it('mails one notice for a password change, never the password', async () => {
    const account = await member();
    const changed = await sendJson(testApp.app, {
      method: 'PUT',
      url: '/api/users/me',
      payload: { currentPassword: PASSWORD, newPassword: 'a changed secret 42' },
      headers: bearerOf(account.token),
    });
    expect(changed.status).toBe(200);
    expect(await noticesOf(account.user._id)).toEqual(['password-changed']);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe('Your Prompt Hub password was changed');
    expect(mail?.text).toContain('https://hub.test.example/forgot-password');
    const body = `${mail?.text}${mail?.html}`;
    for (const secret of ['a changed secret 42', PASSWORD, account.token])
      expect(body).not.toContain(secret);
    expect(await listedOf(account)).toEqual([{ kind: 'password-changed', subject: null }]);
  });

  it('mails one notice for a reset, and none for the sign-in the reset makes', async () => {
    const account = await member();
    const asked = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/password/forgot',
      payload: { email: account.email },
      remoteAddress: '10.99.0.1',
    });
    expect(asked.statusCode).toBe(202);
    const [resetMail] = await smtp.waitFor(1);
    const token = linkIn(resetMail!).searchParams.get('token');
    smtp.mails.length = 0;
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/password/reset',
      payload: { token, newPassword: 'a reset secret 42' },
      remoteAddress: '10.99.0.1',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await noticesOf(account.user._id)).toEqual(['password-reset']);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe('Your Prompt Hub password was reset');
    expect(`${mail?.text}${mail?.html}`).not.toContain(token ?? '-');
    const signedIn = { ...account, token: reset.json<{ token: string }>().token };
    expect(await listedOf(signedIn)).toEqual([{ kind: 'password-reset', subject: null }]);
  });

  it('mails one notice for a new API key, naming it and never the key', async () => {
    const account = await member();
    const made = await sendJson<{ key: string }>(testApp.app, {
      method: 'POST',
      url: '/api/users/me/api-keys',
      payload: { name: 'Nightly export', scopes: ['read'] },
      headers: bearerOf(account.token),
    });
    expect(made.status).toBe(201);
    expect(await noticesOf(account.user._id)).toEqual(['api-key-created']);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.text).toContain('"Nightly export"');
    expect(`${mail?.text}${mail?.html}`).not.toContain(made.body.key);
    expect(await listedOf(account)).toEqual([
      { kind: 'api-key-created', subject: 'Nightly export' },
    ]);
  });
});

describe('an address the mail server refuses for good', () => {
  async function refusedMember(): Promise<Account> {
    const email = freshEmail('bounce');
    smtp.refusedAddresses.set(email, 550);
    const account = await registerAccount(testApp.app, { email });
    await outboxSettled(testApp);
    return account;
  }

  it('is marked after one refusal of the verification mail, which is not retried', async () => {
    const before = smtp.recipientsRefused;
    const account = await refusedMember();
    expect(smtp.recipientsRefused).toBe(before + 1);
    const [row] = await testApp.database.db
      .select({ status: outbox.status, attempts: outbox.attempts })
      .from(outbox)
      .where(and(eq(outbox.kind, 'mail'), eq(outbox.target, account.email)));
    expect(row).toEqual({ status: 'failed', attempts: 1 });
    expect((await whoAmI(testApp.app, account.token)).body.user.mailRefused).toBe(true);
  });

  it('gets no security notice either, and the log says why', async () => {
    const account = await refusedMember();
    const before = smtp.recipientsRefused;
    await signIn(account, '203.0.113.99');
    expect(await noticesOf(account.user._id)).toEqual(['new-sign-in']);
    await outboxSettled(testApp);
    expect(smtp.recipientsRefused).toBe(before);
    // Not mailed, but under the bell all the same.
    expect((await listedOf(account)).map((each) => each.kind)).toEqual(['new-sign-in']);
    const line = logs
      .lines()
      .find((each) => each.to === account.email && each.template === 'security:new-sign-in');
    expect(line).toMatchObject({
      status: 'not needed',
      reason: 'the mail server refused this address for good',
    });
  });

  it('is tried again when the member asks, three times an hour', async () => {
    const account = await refusedMember();
    const retry = () =>
      sendJson(testApp.app, {
        method: 'POST',
        url: '/api/users/email/retry',
        headers: bearerOf(account.token),
      });
    expect((await retry()).status).toBe(200);
    expect((await whoAmI(testApp.app, account.token)).body.user.mailRefused).toBe(false);
    expect((await retry()).status).toBe(409);
    const { db } = testApp.database;
    const mark = () =>
      db.update(users).set({ mailRefusedAt: new Date() }).where(eq(users.id, account.user._id));
    await mark();
    expect((await retry()).status).toBe(200);
    await mark();
    expect((await retry()).status).toBe(200);
    await mark();
    expect((await retry()).status).toBe(429);
    // Cleared, the address gets mail again: the server refuses it, and it is marked again.
    await db.update(users).set({ mailRefusedAt: null }).where(eq(users.id, account.user._id));
    await signIn(account, '203.0.113.111');
    await outboxSettled(testApp);
    expect((await whoAmI(testApp.app, account.token)).body.user.mailRefused).toBe(true);
  });

  it('keeps retrying a plain 550 to the message (not about the mailbox)', async () => {
    const account = await member();
    smtp.refuseNext([550]);
    await signIn(account, '203.0.113.120');
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe('New sign-in to your Prompt Hub account');
    expect((await whoAmI(testApp.app, account.token)).body.user.mailRefused).toBe(false);
  });
});
