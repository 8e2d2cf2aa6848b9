/**
 * Webhooks through the real HTTP door to a real receiver (decision 037):
 * events from each change, signed as the README says, retried on the
 * schedule until delivered, never holding the request that caused them,
 * and never sent to a private address when that is not allowed.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAuditLog, outbox, webhookEndpoints } from '../../src/server/db/schema.ts';
import type { WebhookDeliveryView } from '../../src/shared/webhook-views.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import {
  type ReceiverScript,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../helpers/webhook-receiver.ts';

const FAST = {
  WEBHOOKS_ALLOW_PRIVATE: 'true',
  WEBHOOK_RETRY_SCHEDULE_MS: '50,50,50',
  WEBHOOK_TIMEOUT_MS: '1500',
  OUTBOX_POLL_MS: '25',
};

let testApp: TestApp;
let admin: TestUser;
let author: TestUser;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ seed: false, env: FAST });
  const { db } = testApp.database;
  admin = await createTestUser(db, { name: 'Ada Admin', role: 'admin', plan: 'pro' });
  author = await createTestUser(db, { name: 'Ines Author', plan: 'pro' });
});

afterEach(async () => {
  // Each test's endpoints go, so the next test's events reach only its own.
  await testApp.database.db.delete(webhookEndpoints);
  await testApp.database.db.delete(outbox);
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

afterAll(async () => {
  await testApp.close();
});

async function receiver(script?: ReceiverScript): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver(script);
  receivers.push(started);
  return started;
}

async function register(body: Record<string, unknown>) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/webhooks',
    headers: bearer(admin),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ webhook: { _id: string }; secret: string }>();
}

function pendingPrompt(title: string): Promise<string> {
  return insertPrompt(testApp.database.db, { title, status: 'pending', createdById: author.id });
}

function approve(id: string) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/prompts/${id}/status`,
    headers: bearer(admin),
    payload: { status: 'approved' },
  });
}

async function deliveries(webhookId: string): Promise<WebhookDeliveryView[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/admin/webhooks/${webhookId}/deliveries`,
    headers: bearer(admin),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ deliveries: WebhookDeliveryView[] }>().deliveries;
}

/** Waits for what the delivery log shows, polling it as an admin would reload. */
function eventually(check: () => Promise<void>): Promise<void> {
  return vi.waitFor(check, { timeout: 15_000, interval: 50 });
}

function verify(secret: string, headers: Record<string, unknown>, body: string): boolean {
  const timestamp = String(headers['webhook-timestamp']);
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return headers['webhook-signature'] === `v1=${expected}`;
}

describe('a delivery', () => {
  it('is signed over "<timestamp>.<body>" with the secret, as documented', async () => {
    const hook = await receiver();
    const secret = 'an integrator chosen secret';
    const { webhook } = await register({ url: hook.url, events: ['prompt.approved'], secret });
    const id = await pendingPrompt('Signed Approval');
    expect((await approve(id)).statusCode).toBe(200);

    const [delivery] = await hook.waitFor(1);
    if (!delivery) throw new Error('no delivery');
    expect(verify(secret, delivery.headers, delivery.body)).toBe(true);
    expect(verify('another secret entirely', delivery.headers, delivery.body)).toBe(false);
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['webhook-id']).toBe(delivery.json.id);
    const age = Date.now() / 1000 - Number(delivery.headers['webhook-timestamp']);
    expect(age).toBeGreaterThanOrEqual(-1);
    expect(age).toBeLessThan(30);
    expect(delivery.json).toMatchObject({
      type: 'prompt.approved',
      data: { prompt: { _id: id, title: 'Signed Approval', status: 'approved' } },
    });
    await eventually(async () => {
      expect((await deliveries(webhook._id))[0]).toMatchObject({
        status: 'delivered',
        attempts: 1,
        lastStatusCode: 200,
        lastResponse: 'ok',
      });
    });
  });

  it('is retried on the schedule: failing twice then succeeding, it arrives three times and is delivered', async () => {
    const hook = await receiver((n) =>
      n < 2 ? { status: 500, body: 'not yet' } : { status: 204 },
    );
    const { webhook } = await register({ url: hook.url, events: ['prompt.approved'] });
    await approve(await pendingPrompt('Third Time Lucky'));

    const three = await hook.waitFor(3);
    expect(new Set(three.map((d) => d.headers['webhook-id'])).size).toBe(1);
    expect(new Set(three.map((d) => d.body)).size).toBe(1);
    await eventually(async () => {
      const [delivery] = await deliveries(webhook._id);
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 204 });
      expect(delivery?.nextAttemptAt).toBeNull();
    });
    expect(hook.received).toHaveLength(3);
  });

  it('is marked failed once every attempt of the schedule failed, with the last answer kept', async () => {
    const hook = await receiver(() => ({ status: 503, body: 'x'.repeat(5000) }));
    const { webhook } = await register({ url: hook.url, events: ['prompt.approved'] });
    await approve(await pendingPrompt('Never Lucky'));

    await eventually(async () => {
      const [delivery] = await deliveries(webhook._id);
      expect(delivery).toMatchObject({ status: 'failed', attempts: 4, lastStatusCode: 503 });
      expect(delivery?.lastResponse).toHaveLength(1000);
      expect(delivery?.lastError).toMatch(/answered 503/);
    });
    expect(hook.received).toHaveLength(4);
  });

  it('never holds the request: a hanging receiver does not slow the approval', async () => {
    const hook = await receiver(() => 'hang');
    const { webhook } = await register({ url: hook.url, events: ['prompt.approved'] });
    const id = await pendingPrompt('Hanging Receiver');
    const response = await approve(id);
    expect(response.statusCode).toBe(200);
    // Had the approval waited for the delivery, its failed attempt would be
    // recorded by now: the receiver holds it for the whole timeout (1.5 s).
    const [atAnswer] = await deliveries(webhook._id);
    expect(atAnswer?.lastError ?? null).toBeNull();
    await hook.waitFor(1);
    await eventually(async () => {
      const [delivery] = await deliveries(webhook._id);
      expect(delivery?.lastError).toMatch(/no answer within 1500 ms/);
    });
  });

  it('follows no redirect: a 3xx is a failed attempt', async () => {
    const target = await receiver();
    const hook = await receiver(() => ({ status: 302, body: target.url }));
    const { webhook } = await register({ url: hook.url, events: ['prompt.approved'] });
    await approve(await pendingPrompt('Redirected'));
    await eventually(async () => {
      expect((await deliveries(webhook._id))[0]).toMatchObject({ lastStatusCode: 302 });
    });
    expect(target.received).toHaveLength(0);
  });
});

describe('events', () => {
  it('are sent for each change an endpoint subscribes to, and no other', async () => {
    const all = await receiver();
    const onlyApprovals = await receiver();
    await register({
      url: all.url,
      events: [
        'prompt.submitted',
        'prompt.approved',
        'prompt.rejected',
        'prompt.updated',
        'prompt.deleted',
        'user.registered',
      ],
    });
    await register({ url: onlyApprovals.url, events: ['prompt.approved'] });
    const app = testApp.app;

    const submitted = await app.inject({
      method: 'POST',
      url: '/api/prompts',
      headers: bearer(author),
      payload: {
        title: 'Event Source Prompt',
        description: 'Summarise {topic}.',
        categories: ['Writing'],
        model: 'ChatGPT',
        variables: [{ name: 'topic', defaultValue: 'news' }],
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const id = submitted.json<{ prompt: { _id: string } }>().prompt._id;
    await all.waitFor(1);
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/prompts/${id}`,
      headers: bearer(author),
      payload: {
        title: 'Event Source Prompt, edited',
        description: 'Summarise {topic}.',
        categories: ['Writing'],
        model: 'ChatGPT',
        variables: [{ name: 'topic', defaultValue: 'news' }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await all.waitFor(2);
    const rejected = await app.inject({
      method: 'PUT',
      url: `/api/admin/prompts/${id}/status`,
      headers: bearer(admin),
      payload: { status: 'rejected', reason: 'Too short' },
    });
    expect(rejected.statusCode).toBe(200);
    await all.waitFor(3);
    await approve(await pendingPrompt('Approved Elsewhere'));
    await all.waitFor(4);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/prompts/${id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(204);
    await all.waitFor(5);
    const registered = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { name: 'New Member', email: 'new.member@test.example', password: 'long enough pw' },
    });
    expect(registered.statusCode).toBe(201);
    await all.waitFor(6);

    expect(all.received.map((d) => d.json.type)).toEqual([
      'prompt.submitted',
      'prompt.updated',
      'prompt.rejected',
      'prompt.approved',
      'prompt.deleted',
      'user.registered',
    ]);
    expect(all.received[2]?.json.data).toMatchObject({
      prompt: { _id: id, status: 'rejected', reason: 'Too short', author: { _id: author.id } },
    });
    expect(all.received[4]?.json.data).toMatchObject({
      prompt: { _id: id, title: 'Event Source Prompt, edited' },
    });
    expect(all.received[5]?.json.data).toMatchObject({
      user: { name: 'New Member', email: 'new.member@test.example' },
    });
    expect(JSON.stringify(all.received[5]?.json)).not.toMatch(/password|long enough pw/);
    await onlyApprovals.waitFor(1);
    expect(onlyApprovals.received.map((d) => d.json.type)).toEqual(['prompt.approved']);
  });

  it('tell of a fork with the new prompt and its origin', async () => {
    const hook = await receiver();
    await register({ url: hook.url, events: ['prompt.forked'] });
    const original = await pendingPrompt('Forkable Original');
    expect((await approve(original)).statusCode).toBe(200);
    const forker = await createTestUser(testApp.database.db, { name: 'Fern Forker', plan: 'pro' });
    const forked = await testApp.app.inject({
      method: 'POST',
      url: `/api/prompts/${original}/fork`,
      headers: bearer(forker),
    });
    expect(forked.statusCode, forked.body).toBe(201);
    const forkId = forked.json<{ prompt: { _id: string } }>().prompt._id;
    await hook.waitFor(1);
    expect(hook.received.map((delivery) => delivery.json.type)).toEqual(['prompt.forked']);
    expect(hook.received[0]?.json.data).toMatchObject({
      prompt: { _id: forkId, status: 'pending', author: { _id: forker.id, name: 'Fern Forker' } },
      forkedFrom: { _id: original, title: 'Forkable Original', version: 1 },
    });
  });

  it('are not made by a change that fails, nor sent to a disabled endpoint', async () => {
    const hook = await receiver();
    const { webhook } = await register({ url: hook.url, events: ['prompt.approved'] });
    const id = await pendingPrompt('Approved Twice');
    expect((await approve(id)).statusCode).toBe(200);
    await hook.waitFor(1);
    // Already approved: 409, rolled back, no event.
    expect((await approve(id)).statusCode).toBe(409);
    const off = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/webhooks/${webhook._id}`,
      headers: bearer(admin),
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ webhook: { enabled: false } });
    expect((await approve(await pendingPrompt('Unheard'))).statusCode).toBe(200);
    const rows = await testApp.database.db.select().from(outbox);
    expect(rows).toHaveLength(1);
    expect(hook.received).toHaveLength(1);
  });

  it('a test event reaches one endpoint, whatever it subscribes to', async () => {
    const hook = await receiver();
    const { webhook, secret } = await register({ url: hook.url, events: ['user.registered'] });
    const sent = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${webhook._id}/test`,
      headers: bearer(admin),
    });
    expect(sent.statusCode).toBe(202);
    const [delivery] = await hook.waitFor(1);
    expect(delivery?.json.type).toBe('webhook.test');
    expect(verify(secret, delivery?.headers ?? {}, delivery?.body ?? '')).toBe(true);
  });
});

describe('the endpoints', () => {
  it('answer the secret once, never in the list, and audit every change', async () => {
    const hook = await receiver();
    const created = await register({ url: hook.url, events: ['prompt.approved'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/webhooks',
      headers: bearer(admin),
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(list.json()).toMatchObject({
      webhooks: [{ _id: created.webhook._id, url: hook.url, enabled: true }],
    });
    const id = created.webhook._id;
    const changed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/webhooks/${id}`,
      headers: bearer(admin),
      payload: {
        events: ['prompt.approved', 'prompt.deleted'],
        secret: 'a brand new secret value',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).not.toContain('a brand new secret value');
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/admin/webhooks/${id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(204);
    const audit = await testApp.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, id));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'webhook.create',
      'webhook.delete',
      'webhook.update',
    ]);
    const update = audit.find((entry) => entry.action === 'webhook.update');
    expect(update?.actorId).toBe(admin.id);
    expect(JSON.stringify(update?.details)).toContain('new secret');
    expect(JSON.stringify(audit)).not.toContain('a brand new secret value');
  });

  it.each([
    ['a bad URL', { url: 'not a url', events: ['prompt.approved'] }],
    ['a URL of another scheme', { url: 'ftp://example.com/hook', events: ['prompt.approved'] }],
    ['a URL with credentials', { url: 'https://u:p@example.com/', events: ['prompt.approved'] }],
    ['control characters', { url: 'https://example.com/\u0000hook', events: ['prompt.approved'] }],
    [
      'a URL too long',
      { url: `https://example.com/${'a'.repeat(2000)}`, events: ['prompt.approved'] },
    ],
    ['an unknown event', { url: 'https://example.com/', events: ['prompt.liked'] }],
    ['no events', { url: 'https://example.com/', events: [] }],
    [
      'an event twice',
      { url: 'https://example.com/', events: ['prompt.approved', 'prompt.approved'] },
    ],
    [
      'a short secret',
      { url: 'https://example.com/', events: ['prompt.approved'], secret: 'short' },
    ],
    [
      'a secret too long',
      { url: 'https://example.com/', events: ['prompt.approved'], secret: 's'.repeat(201) },
    ],
    ['events that are not a list', { url: 'https://example.com/', events: 'prompt.approved' }],
    ['no URL', { events: ['prompt.approved'] }],
  ])('refuse %s with 400 and write nothing', async (_label, payload) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: bearer(admin),
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await testApp.database.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it('answer 404 for an endpoint that does not exist, and 400 for a bad id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['PUT', `/api/admin/webhooks/${missing}`],
      ['DELETE', `/api/admin/webhooks/${missing}`],
      ['GET', `/api/admin/webhooks/${missing}/deliveries`],
      ['POST', `/api/admin/webhooks/${missing}/test`],
    ] as const) {
      const response = await testApp.app.inject({
        method,
        url,
        headers: bearer(admin),
        ...(method === 'PUT' ? { payload: { enabled: false } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/webhooks/not-an-id/deliveries',
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
  });
});
