/**
 * Admins' webhook endpoints (decision 037): register, list, edit (URL,
 * events, secret, on or off), delete, send a test event, and read an
 * endpoint's deliveries. An endpoint's address is checked at registration
 * and at every URL change (and again at each delivery, webhook-delivery.ts).
 * Each change writes its audit entry in its own transaction. The secret is
 * answered once, when it is made; lists never carry it.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { CreateWebhookInput, UpdateWebhookInput } from '../../../shared/webhook-inputs.ts';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DELIVERY_LIST_LIMIT,
  WEBHOOK_EVENTS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT,
  type WebhookEvent,
} from '../../../shared/webhook-limits.ts';
import type {
  ChangedWebhook,
  CreatedWebhook,
  QueuedTestDelivery,
  WebhookDeliveryList,
  WebhookDeliveryView,
  WebhookList,
  WebhookView,
} from '../../../shared/webhook-views.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { outbox, webhookEndpoints } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { lockActingAdmin } from './acting-admin.ts';
import { recordAdminAction } from './audit-log.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { RefusedAddressError, resolveEndpointAddress } from '../webhooks/endpoint-address.ts';
import { enqueueDeliveries, eventBody, WEBHOOK_KIND } from '../webhooks/webhook-events.ts';

const endpointColumns = {
  _id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
};

type EndpointRow = {
  [K in keyof typeof endpointColumns]: (typeof endpointColumns)[K]['_']['data'];
};

function requireAdmin(actor: Actor): void {
  if (actor.role !== 'admin' || actor.apiKey) throw new AppError('FORBIDDEN', 'Admins only');
}

function webhookNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Webhook not found');
}

function toView(row: EndpointRow): WebhookView {
  const known = new Set<string>(WEBHOOK_EVENTS);
  return { ...row, events: row.events.filter((e): e is WebhookEvent => known.has(e)) };
}

/** One line of the audit log: where it points, what it hears, and whether it is on. */
function describe(row: Pick<EndpointRow, 'url' | 'events' | 'enabled'>): string {
  return `${row.url} (${row.events.join(', ')})${row.enabled ? '' : ', disabled'}`;
}

/** Refuses a URL whose host is, or resolves to, an address webhooks may not reach. */
async function checkAddress(deps: ServiceDeps, url: string): Promise<void> {
  try {
    await resolveEndpointAddress(new URL(url), deps.webhooks.allowPrivate);
  } catch (error) {
    if (!(error instanceof RefusedAddressError)) throw error;
    throw new AppError('BAD_REQUEST', `Invalid request: url ${error.message}`, {
      fields: { url: error.message },
    });
  }
}

function newSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64url')}`;
}

export async function listWebhooks(deps: ServiceDeps, actor: Actor): Promise<WebhookList> {
  requireAdmin(actor);
  const rows = await deps.db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return { webhooks: rows.map(toView) };
}

export async function createWebhook(
  deps: ServiceDeps,
  actor: Actor,
  input: CreateWebhookInput,
): Promise<CreatedWebhook> {
  requireAdmin(actor);
  await checkAddress(deps, input.url);
  const secret = input.secret ?? newSecret();
  const row = await deps.db.transaction(async (tx) => {
    await lockActingAdmin(tx, actor);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(webhookEndpoints);
    if (n >= MAX_WEBHOOK_ENDPOINTS)
      throw new AppError('CONFLICT', `A hub may have at most ${MAX_WEBHOOK_ENDPOINTS} webhooks`);
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({ url: input.url, events: input.events, secret, createdById: actor.userId })
      .returning(endpointColumns);
    if (!created) throw new Error('insert returned no row');
    await recordAdminAction(tx, actor, {
      action: 'webhook.create',
      target: { type: 'webhook', id: created._id, label: created.url },
      after: describe(created),
    });
    return created;
  });
  return { webhook: toView(row), secret };
}

export async function updateWebhook(
  deps: ServiceDeps,
  actor: Actor,
  { id, secret, ...changes }: UpdateWebhookInput,
): Promise<ChangedWebhook> {
  requireAdmin(actor);
  if (changes.url !== undefined) await checkAddress(deps, changes.url);
  return deps.db.transaction(async (tx) => {
    await lockActingAdmin(tx, actor);
    const [before] = await tx
      .select(endpointColumns)
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .for('update');
    if (!before) throw webhookNotFound();
    const [after] = await tx
      .update(webhookEndpoints)
      .set({ ...changes, ...(secret ? { secret } : {}), updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, id))
      .returning(endpointColumns);
    if (!after) throw webhookNotFound();
    await recordAdminAction(tx, actor, {
      action: 'webhook.update',
      target: { type: 'webhook', id, label: after.url },
      before: describe(before),
      after: `${describe(after)}${secret ? ', new secret' : ''}`,
    });
    return { webhook: toView(after) };
  });
}

/** Deletes the endpoint and its delivery log; deliveries still waiting are never sent. */
export async function deleteWebhook(deps: ServiceDeps, actor: Actor, id: string): Promise<void> {
  requireAdmin(actor);
  await deps.db.transaction(async (tx) => {
    await lockActingAdmin(tx, actor);
    const [gone] = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning(endpointColumns);
    if (!gone) throw webhookNotFound();
    await tx.delete(outbox).where(and(eq(outbox.kind, WEBHOOK_KIND), eq(outbox.target, id)));
    await recordAdminAction(tx, actor, {
      action: 'webhook.delete',
      target: { type: 'webhook', id, label: gone.url },
      before: describe(gone),
    });
  });
}

const deliveryColumns = {
  id: outbox.id,
  payload: outbox.payload,
  status: outbox.status,
  attempts: outbox.attempts,
  nextAttemptAt: outbox.nextAttemptAt,
  lastStatusCode: outbox.lastStatusCode,
  lastResponse: outbox.lastResponse,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  updatedAt: outbox.updatedAt,
};

interface DeliveryRow {
  id: string;
  payload: Record<string, unknown>;
  status: WebhookDeliveryView['status'];
  attempts: number;
  nextAttemptAt: Date;
  lastStatusCode: number | null;
  lastResponse: string | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

function toDeliveryView(row: DeliveryRow): WebhookDeliveryView {
  const { id, payload, ...rest } = row;
  const type = String(payload.type);
  return {
    ...rest,
    _id: id,
    eventId: String(payload.id),
    event: type === WEBHOOK_TEST_EVENT ? WEBHOOK_TEST_EVENT : (type as WebhookEvent),
    nextAttemptAt: row.status === 'pending' || row.status === 'sending' ? row.nextAttemptAt : null,
  };
}

async function requireEndpoint(db: Database, id: string): Promise<{ enabled: boolean }> {
  const [found] = await db
    .select({ enabled: webhookEndpoints.enabled })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  if (!found) throw webhookNotFound();
  return found;
}

export async function listDeliveries(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
): Promise<WebhookDeliveryList> {
  requireAdmin(actor);
  await requireEndpoint(deps.db, id);
  const rows = await deps.db
    .select(deliveryColumns)
    .from(outbox)
    .where(and(eq(outbox.kind, WEBHOOK_KIND), eq(outbox.target, id)))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(WEBHOOK_DELIVERY_LIST_LIMIT);
  return { deliveries: rows.map(toDeliveryView) };
}

/** Queues a webhook.test event to this endpoint alone, whatever it subscribes to. */
export async function sendTestEvent(
  deps: ServiceDeps,
  actor: Actor,
  id: string,
): Promise<QueuedTestDelivery> {
  requireAdmin(actor);
  const row = await deps.db.transaction(async (tx) => {
    const endpoint = await requireEndpoint(tx, id);
    if (!endpoint.enabled)
      throw new AppError('CONFLICT', 'This webhook is disabled: enable it to send a test event');
    const event = eventBody(WEBHOOK_TEST_EVENT, {
      message: 'A test event sent from the Webhooks screen',
    });
    const [queuedId = ''] = await enqueueDeliveries(tx, [id], [event]);
    const [queued] = await tx.select(deliveryColumns).from(outbox).where(eq(outbox.id, queuedId));
    if (!queued) throw new Error('the test delivery was not queued');
    return queued;
  });
  deps.outbox.wake();
  return { delivery: toDeliveryView(row) };
}
