/**
 * Notifications (issue 27 item 4, decision 045), over real HTTP against a
 * real SMTP server: a moderator's approval, rejection or disabling tells the
 * prompt's author (and no one else) once, with the reason; the list is the
 * member's own, newest first, and marking read touches only their own; a
 * kind whose mail is on is mailed with RFC 8058 one-click unsubscribe
 * headers, whose link turns it off without signing in, once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, outbox } from '../../src/server/db/schema.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { captureLogs, type LogCapture } from '../helpers/log-capture.ts';
import type { SmtpCatcher } from '../helpers/smtp-catcher.ts';
import { closeMailTestApp, outboxSettled, startMailTestApp } from '../helpers/mail-test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';

let smtp: SmtpCatcher;
let testApp: TestApp;
let admin: TestUser;
let logs: LogCapture;

beforeAll(async () => {
  logs = captureLogs();
  ({ smtp, testApp } = await startMailTestApp({ logStream: logs.stream }));
  admin = await createTestUser(testApp.database.db, { role: 'admin', name: 'Moderator' });
});

afterEach(async () => {
  await outboxSettled(testApp);
});

afterAll(async () => {
  await closeMailTestApp({ smtp, testApp });
});

async function member(name = 'Author Ann') {
  return createTestUser(testApp.database.db, { name });
}

async function pendingOf(owner: TestUser, title: string) {
  return insertPrompt(testApp.database.db, { title, status: 'pending', createdById: owner.id });
}

async function decide(id: string, status: string, reason?: string) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/prompts/${id}/status`,
    headers: bearer(admin),
    payload: reason ? { status, reason } : { status },
  });
  expect(response.statusCode, response.body).toBe(200);
}

interface Listed {
  notifications: {
    _id: string;
    kind: string;
    prompt: { _id: string | null; title: string } | null;
    reason: string | null;
    readAt: string | null;
  }[];
  unread: number;
  pagination: { totalNotifications: number; hasNextPage: boolean };
}

async function list(user: TestUser, query = '') {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/users/me/notifications${query}`,
    headers: bearer(user),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Listed>();
}

function markRead(user: TestUser, payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/users/me/notifications/read',
    headers: bearer(user),
    payload,
  });
}

function putSettings(user: TestUser, payload: unknown) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/users/me/notification-settings',
    headers: bearer(user),
    payload: payload as Record<string, unknown>,
  });
}

function mailsTo(email: string, atLeast = 1) {
  return vi.waitFor(
    () => {
      const found = smtp.mails.filter((mail) => mail.to[0] === email);
      if (found.length < atLeast) throw new Error(`${found.length} mails to ${email}`);
      return found;
    },
    { timeout: 15_000, interval: 25 },
  );
}

function unsubscribeLink(headers: Record<string, string>): URL {
  const found = /<([^>]+)>/.exec(headers['list-unsubscribe'] ?? '');
  if (!found?.[1]) throw new Error('no List-Unsubscribe header');
  return new URL(found[1]);
}

describe('notifications of moderation decisions', () => {
  it('tells the author, and only the author, once per decision, with the reason', async () => {
    const ann = await member();
    const bystander = await member('Bystander Bo');
    const approved = await pendingOf(ann, 'Ann Approved Outline');
    const rejected = await pendingOf(ann, 'Ann Rejected Outline');
    await decide(approved, 'approved');
    await decide(rejected, 'rejected', 'Too close to an existing prompt');
    await decide(approved, 'disabled', 'Reported as misleading');

    const mine = await list(ann);
    expect(mine.unread).toBe(3);
    expect(mine.notifications.map((each) => [each.kind, each.prompt?.title, each.reason])).toEqual([
      ['prompt-disabled', 'Ann Approved Outline', 'Reported as misleading'],
      ['prompt-rejected', 'Ann Rejected Outline', 'Too close to an existing prompt'],
      ['prompt-approved', 'Ann Approved Outline', null],
    ]);
    expect(mine.notifications[0]?.prompt?._id).toBe(approved);
    expect((await list(bystander)).notifications).toEqual([]);
    expect((await list(admin)).notifications).toEqual([]);
  });

  it('pages newest first and marks read only the caller’s own ids', async () => {
    const ann = await member();
    const bo = await member('Bo');
    for (const n of [1, 2, 3]) await decide(await pendingOf(ann, `Ann Page ${n}`), 'approved');
    await decide(await pendingOf(bo, 'Bo Page'), 'approved');
    const firstPage = await list(ann, '?page=1&limit=2');
    expect(firstPage.notifications.map((each) => each.prompt?.title)).toEqual([
      'Ann Page 3',
      'Ann Page 2',
    ]);
    expect(firstPage.pagination).toMatchObject({ totalNotifications: 3, hasNextPage: true });

    const bosId = (await list(bo)).notifications[0]!._id;
    const newest = firstPage.notifications[0]!._id;
    const marked = await markRead(ann, { ids: [newest, bosId] });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ unread: 2 });
    // Bo's id was ignored: his stays unread.
    expect((await list(bo)).unread).toBe(1);

    expect((await markRead(ann, {})).json()).toEqual({ unread: 0 });
    expect((await list(ann)).notifications.every((each) => each.readAt !== null)).toBe(true);
  });

  it('loses no notification written while "mark all" runs', async () => {
    const ann = await member();
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, n) => pendingOf(ann, `Ann Race ${n}`)),
    );
    const results = await Promise.all([
      ...ids.map((id) => decide(id, 'approved')),
      markRead(ann, {}),
      markRead(ann, {}),
    ]);
    expect(results.length).toBe(8);
    const rows = await testApp.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ann.id));
    expect(rows).toHaveLength(6);
    const unread = rows.filter((row) => row.readAt === null).length;
    expect((await list(ann)).unread).toBe(unread);
    expect((await markRead(ann, {})).json()).toEqual({ unread: 0 });
  });

  it('refuses bad inputs with 400', async () => {
    const ann = await member();
    for (const payload of [
      { ids: [] },
      { ids: ['not-an-id'] },
      { ids: 'all' },
      { ids: [`a\u0007b`] },
      { ids: Array.from({ length: 101 }, () => crypto.randomUUID()) },
    ]) {
      expect((await markRead(ann, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const query of ['?page=0', '?limit=500', '?page=x']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/users/me/notifications${query}`,
        headers: bearer(ann),
      });
      expect(response.statusCode, query).toBe(400);
    }
    for (const payload of [
      { 'prompt-approved': { email: 'yes' } },
      { 'no-such-kind': { email: true } },
      { 'prompt-approved': {} },
      // A security notice has no setting: it cannot be turned off (decision 047).
      { 'new-sign-in': { email: false } },
    ]) {
      expect((await putSettings(ann, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('notification mail', () => {
  it('mails a review outcome by default, with one-click unsubscribe that works once', async () => {
    const ann = await member();
    const id = await pendingOf(ann, 'Ann Mailed Outline');
    await decide(id, 'rejected', 'Needs an example');
    const [mail] = await mailsTo(ann.email);
    expect(mail?.text).toContain(`https://hub.test.example/prompts/${id}`);
    expect(mail?.text).toContain('https://hub.test.example/settings');
    expect(mail?.subject).toMatch(/Ann Mailed Outline/);
    expect(mail?.text).toContain('Needs an example');
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = unsubscribeLink(mail!.headers);
    expect(link.origin + link.pathname).toBe('https://hub.test.example/api/users/unsubscribe');
    const token = link.searchParams.get('token')!;
    expect(JSON.stringify(await testApp.database.db.select().from(outbox))).not.toContain(token);
    // The body's link opens the page (a GET there spends nothing), with the same token.
    const page = new URL(/https:\/\/hub\.test\.example\/unsubscribe\S+/.exec(mail!.text)![0]);
    expect(page.searchParams.get('token')).toBe(token);
    expect(page.searchParams.get('kind')).toBe('prompt-rejected');

    // The mail client's one-click POST: the link's query and a form body, no session.
    const oneClick = () =>
      testApp.app.inject({
        method: 'POST',
        url: link.pathname + link.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const done = await oneClick();
    expect(done.statusCode, done.body).toBe(200);
    // The link's query is logged with the request, its token hidden.
    expect(logs.text()).toContain('/api/users/unsubscribe?token=[token]');
    expect(logs.text()).not.toContain(token);
    const settings = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/me/notification-settings',
      headers: bearer(ann),
    });
    expect(settings.json()).toEqual({
      settings: {
        'prompt-approved': { email: true },
        'prompt-rejected': { email: false },
        'prompt-disabled': { email: true },
        'version-approved': { email: true },
        'version-rejected': { email: true },
        'change-request-received': { email: false },
        'change-request-accepted': { email: false },
        'change-request-declined': { email: false },
        'prompt-forked': { email: false },
        'payment-failed': { email: true },
        'trial-ending': { email: false },
      },
    });
    expect((await oneClick()).statusCode).toBe(400);
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/unsubscribe',
      payload: { token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(400);
    const none = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/unsubscribe',
      payload: {},
    });
    expect(none.statusCode).toBe(400);

    // Off now: the next rejection is listed but not mailed.
    await decide(await pendingOf(ann, 'Ann Quiet Outline'), 'rejected', 'Still no example');
    expect((await list(ann)).unread).toBe(2);
    await new Promise((done) => setTimeout(done, 300));
    expect(smtp.mails.filter((each) => each.to[0] === ann.email)).toHaveLength(1);
  });

  it('respects a setting turned off in Settings', async () => {
    const ann = await member();
    const put = await putSettings(ann, { 'prompt-approved': { email: false } });
    expect(put.statusCode, put.body).toBe(200);
    await decide(await pendingOf(ann, 'Ann Unmailed Outline'), 'approved');
    await decide(await pendingOf(ann, 'Ann Disabled Later'), 'approved');
    expect((await list(ann)).unread).toBe(2);
    await new Promise((done) => setTimeout(done, 300));
    expect(smtp.mails.filter((each) => each.to[0] === ann.email)).toHaveLength(0);
  });
});
