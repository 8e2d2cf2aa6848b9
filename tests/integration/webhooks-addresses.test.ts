/**
 * Webhooks never reach this machine or a private network unless
 * WEBHOOKS_ALLOW_PRIVATE=true (decision 037): refused at registration,
 * whether the URL names the address or a name resolves to it, and refused
 * again at delivery, on the address the name resolves to then.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookEndpoints } from '../../src/server/db/schema.ts';
import type { WebhookDeliveryView } from '../../src/shared/webhook-views.ts';
import { insertPrompt } from '../helpers/prompt-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, createTestUser, type TestUser } from '../helpers/test-users.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

let testApp: TestApp;
let admin: TestUser;
let hook: WebhookReceiver;

beforeAll(async () => {
  testApp = await createTestApp({
    seed: false,
    env: { OUTBOX_POLL_MS: '25', WEBHOOK_RETRY_SCHEDULE_MS: '50' },
  });
  admin = await createTestUser(testApp.database.db, { role: 'admin', name: 'Ada Admin' });
  hook = await startWebhookReceiver();
});

afterAll(async () => {
  await hook.close();
  await testApp.close();
});

describe('registration', () => {
  it.each([
    'http://127.0.0.1/hook',
    'http://127.1.2.3:8080/hook',
    'http://0.0.0.0/',
    'http://0x7f000001/',
    'http://10.0.0.8/',
    'http://172.20.1.1/',
    'http://192.168.1.10/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.1.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[64:ff9b::a00:1]/',
    'http://localhost/hook',
  ])('refuses %s with 400 and writes nothing', async (url) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: bearer(admin),
      payload: { url, events: ['prompt.approved'] },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { url: expect.stringMatching(/private address|could not resolve/) as unknown },
    });
    expect(await testApp.database.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it('refuses the same when an edit points an endpoint at a private address', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: bearer(admin),
      payload: { url: 'https://203.0.113.10/hook', events: ['prompt.approved'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ webhook: { _id: string } }>().webhook._id;
    const moved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/webhooks/${id}`,
      headers: bearer(admin),
      payload: { url: 'http://[::ffff:7f00:1]:9000/' },
    });
    expect(moved.statusCode).toBe(400);
    const [row] = await testApp.database.db.select().from(webhookEndpoints);
    expect(row?.url).toBe('https://203.0.113.10/hook');
    await testApp.database.db.delete(webhookEndpoints);
  });
});

describe('delivery', () => {
  it('is refused on a private address even for an endpoint stored before, and nothing is sent', async () => {
    const { db } = testApp.database;
    // As if registered while private addresses were allowed, or while its
    // name resolved elsewhere (DNS rebinding): the check at delivery catches it.
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ url: hook.url, events: ['prompt.approved'], secret: 'stored before the rule' })
      .returning({ id: webhookEndpoints.id });
    const id = await insertPrompt(db, { title: 'Approved Quietly', status: 'pending' });
    const approved = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/prompts/${id}/status`,
      headers: bearer(admin),
      payload: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `/api/admin/webhooks/${endpoint?.id}/deliveries`,
          headers: bearer(admin),
        });
        const [delivery] = response.json<{ deliveries: WebhookDeliveryView[] }>().deliveries;
        expect(delivery).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: null });
        expect(delivery?.lastError).toMatch(/private address/);
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(hook.received).toHaveLength(0);
  });
});
