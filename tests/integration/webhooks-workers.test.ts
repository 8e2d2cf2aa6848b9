/**
 * The outbox with several workers (several instances on one database):
 * claims never overlap, so each delivery is sent once (decision 037).
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox, webhookEndpoints } from '../../src/server/db/schema.ts';
import {
  claimDueMessages,
  enqueueMessages,
  pruneFinishedMessages,
} from '../../src/server/services/outbox/outbox-store.ts';
import {
  type OutboxWorker,
  startOutboxWorker,
} from '../../src/server/services/outbox/outbox-worker.ts';
import { webhookHandler } from '../../src/server/services/webhooks/webhook-delivery.ts';
import {
  enqueueDeliveries,
  eventBody,
  WEBHOOK_KIND,
} from '../../src/server/services/webhooks/webhook-events.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.ts';

let testApp: TestApp;
let hook: WebhookReceiver;

beforeAll(async () => {
  testApp = await createTestApp({
    seed: false,
    env: { WEBHOOKS_ALLOW_PRIVATE: 'true', OUTBOX_POLL_MS: '10' },
  });
  hook = await startWebhookReceiver();
});

afterAll(async () => {
  await hook.close();
  await testApp.close();
});

describe('claims', () => {
  it('made at once by five workers never take the same message twice', async () => {
    const { db } = testApp.database;
    const ids = await enqueueMessages(
      db,
      Array.from({ length: 50 }, (_, n) => ({ kind: 'claim-test', target: `t${n}`, payload: {} })),
    );
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        claimDueMessages(db, { kinds: ['claim-test'], limit: 20, leaseMs: 60_000 }),
      ),
    );
    const claimed = claims.flat().map((message) => message.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.length).toBe(50);
    // Claimed rows are leased: not due again until the lease runs out.
    expect(await claimDueMessages(db, { kinds: ['claim-test'], limit: 50, leaseMs: 1 })).toEqual(
      [],
    );
    await db.delete(outbox).where(inArray(outbox.id, ids));
  });
});

describe('the sweep', () => {
  it('removes finished messages after 30 days, and never one still to send', async () => {
    const { db } = testApp.database;
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    const rows = await db
      .insert(outbox)
      .values(
        (['delivered', 'failed', 'pending'] as const).map((status) => ({
          kind: 'sweep-test',
          target: status,
          payload: {},
          status,
          updatedAt: old,
          // Not due for a year: no worker takes the pending one meanwhile.
          nextAttemptAt: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000),
        })),
      )
      .returning({ id: outbox.id });
    expect(await pruneFinishedMessages(db)).toBe(2);
    const left = await db
      .select({ target: outbox.target })
      .from(outbox)
      .where(eq(outbox.kind, 'sweep-test'));
    expect(left).toEqual([{ target: 'pending' }]);
    await db.delete(outbox).where(
      inArray(
        outbox.id,
        rows.map((row) => row.id),
      ),
    );
  });
});

describe('draining', () => {
  it('a worker paused while its instance drains claims nothing, and sends once resumed', async () => {
    const { db } = testApp.database;
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ url: hook.url, events: ['prompt.approved'], secret: 'drained' })
      .returning({ id: webhookEndpoints.id });
    if (!endpoint) throw new Error('no endpoint');
    const kind = 'webhook-drain-test';
    let draining = true;
    const worker = startOutboxWorker(
      testApp.deps,
      { [kind]: webhookHandler(testApp.deps.webhooks) },
      { pollMs: 10, paused: () => draining },
    );
    try {
      const event = eventBody('prompt.approved', {});
      const [id = ''] = await enqueueMessages(db, [
        { kind, target: endpoint.id, payload: { ...event } },
      ]);
      worker.wake();
      // Many polls go by while draining; the message is still waiting, unclaimed.
      await vi.waitFor(
        async () => {
          const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
          expect(row).toMatchObject({ status: 'pending', attempts: 0 });
        },
        { timeout: 5_000, interval: 100 },
      );
      expect(hook.received.some((delivery) => delivery.json.id === event.id)).toBe(false);
      draining = false;
      await vi.waitFor(
        () => expect(hook.received.some((delivery) => delivery.json.id === event.id)).toBe(true),
        { timeout: 15_000, interval: 50 },
      );
      await db.delete(outbox).where(eq(outbox.id, id));
    } finally {
      await worker.stop();
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    }
  });
});

describe('stopping', () => {
  it('aborts a hanging delivery at once and gives its claim back, uncounted', async () => {
    const { db } = testApp.database;
    const hanging = await startWebhookReceiver(() => 'hang');
    try {
      const [endpoint] = await db
        .insert(webhookEndpoints)
        .values({ url: hanging.url, events: ['prompt.approved'], secret: 'a hanging receiver' })
        .returning({ id: webhookEndpoints.id });
      if (!endpoint) throw new Error('no endpoint');
      // A worker of its own (a long timeout) for a kind of its own, so the
      // app's worker leaves the message alone and stopping is all this test does.
      const kind = 'webhook-stop-test';
      const handlers = { [kind]: webhookHandler({ ...testApp.deps.webhooks, timeoutMs: 60_000 }) };
      const worker = startOutboxWorker(testApp.deps, handlers, { pollMs: 10 });
      const [id = ''] = await enqueueMessages(db, [
        { kind, target: endpoint.id, payload: { ...eventBody('prompt.approved', {}) } },
      ]);
      await hanging.waitFor(1);
      const started = performance.now();
      await worker.stop();
      expect(performance.now() - started).toBeLessThan(2000);
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      await db.delete(outbox).where(eq(outbox.id, id));
    } finally {
      await hanging.close();
    }
  });
});

describe('three workers', () => {
  it('deliver each of 40 events exactly once', async () => {
    const { db } = testApp.database;
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ url: hook.url, events: ['prompt.approved'], secret: 'shared by the workers' })
      .returning({ id: webhookEndpoints.id });
    if (!endpoint) throw new Error('no endpoint');
    // Two more workers beside the app's own, as two more instances would run.
    const handlers = { [WEBHOOK_KIND]: webhookHandler(testApp.deps.webhooks) };
    const workers: OutboxWorker[] = [1, 2].map(() =>
      startOutboxWorker(testApp.deps, handlers, { pollMs: 10, batchSize: 5 }),
    );
    const events = Array.from({ length: 40 }, (_, n) =>
      eventBody('prompt.approved', { prompt: { _id: `p${n}` } }),
    );
    const before = hook.received.length;
    await db.transaction((tx) => enqueueDeliveries(tx, [endpoint.id], events));
    testApp.deps.outbox.wake();

    await hook.waitFor(before + 40, 20_000);
    await vi.waitFor(
      async () => {
        const rows = await db
          .select({ status: outbox.status })
          .from(outbox)
          .where(eq(outbox.target, endpoint.id));
        expect(rows.filter((row) => row.status === 'delivered')).toHaveLength(40);
      },
      { timeout: 15_000, interval: 50 },
    );
    await Promise.all(workers.map((worker) => worker.stop()));
    const ids = hook.received.slice(before).map((delivery) => delivery.json.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids)).toEqual(new Set(events.map((event) => event.id)));
  });
});
