/**
 * Turning a change into webhook deliveries (decision 037): called inside
 * the transaction of the change, it writes one outbox row per enabled
 * endpoint that subscribes to the event, so a change that rolls back
 * sends nothing and one that commits is sure to be sent. The caller wakes
 * the worker after its commit (deps.outbox.wake()).
 *
 * Prompts the visibility rule keeps quiet (private ones, issue 29) produce
 * no event: announcesChanges() in prompt-visibility.ts decides.
 */
import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import type { WebhookEvent, WebhookEventType } from '../../../shared/webhook-limits.ts';
import type {
  WebhookEventBody,
  WebhookPromptData,
  WebhookUserData,
} from '../../../shared/webhook-views.ts';
import type { Database } from '../../db/client.ts';
import { prompts, users, webhookEndpoints } from '../../db/schema.ts';
import { enqueueMessages } from '../outbox/outbox-store.ts';
import { announcesChanges } from '../prompt-visibility.ts';

export const WEBHOOK_KIND = 'webhook';

export function eventBody(type: WebhookEventType, data: Record<string, unknown>): WebhookEventBody {
  return { id: randomUUID(), type, createdAt: new Date().toISOString(), data };
}

/** One delivery per endpoint; `endpointIds` are the endpoints to send to. */
export async function enqueueDeliveries(
  tx: Database,
  endpointIds: readonly string[],
  events: readonly WebhookEventBody[],
): Promise<string[]> {
  return enqueueMessages(
    tx,
    events.flatMap((event) =>
      endpointIds.map((target) => ({
        kind: WEBHOOK_KIND,
        target,
        payload: { ...event },
      })),
    ),
  );
}

async function subscribers(tx: Database, type: WebhookEvent): Promise<string[]> {
  const rows = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type])));
  return rows.map((row) => row.id);
}

/** The prompts as events describe them, read in the caller's transaction. */
async function promptData(tx: Database, ids: readonly string[]): Promise<WebhookPromptData[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: prompts.id,
      title: prompts.title,
      category: prompts.category,
      categories: prompts.categories,
      model: prompts.model,
      status: prompts.status,
      reason: prompts.statusReason,
      authorId: users.id,
      authorName: users.name,
      createdAt: prompts.createdAt,
      updatedAt: prompts.updatedAt,
    })
    .from(prompts)
    .leftJoin(users, eq(users.id, prompts.createdById))
    .where(inArray(prompts.id, [...ids]));
  return rows.filter(announcesChanges).map((row) => ({
    _id: row.id,
    title: row.title,
    category: row.category,
    categories: row.categories,
    model: row.model,
    status: row.status,
    reason: row.reason,
    author: row.authorId ? { _id: row.authorId, name: row.authorName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * Queues `type` for these prompts. For prompt.deleted, call it before the
 * rows go (the event describes the prompt as it was).
 */
export async function enqueuePromptEvents(
  tx: Database,
  type: Exclude<WebhookEvent, 'user.registered'>,
  promptIds: readonly string[],
  /** More of the event's data beside `prompt` (a version event's `version`). */
  extra: Record<string, unknown> = {},
): Promise<void> {
  if (promptIds.length === 0) return;
  const endpoints = await subscribers(tx, type);
  if (endpoints.length === 0) return;
  const described = await promptData(tx, promptIds);
  await enqueueDeliveries(
    tx,
    endpoints,
    described.map((prompt) => eventBody(type, { prompt, ...extra })),
  );
}

export async function enqueueUserRegistered(
  tx: Database,
  user: { id: string; name: string; email: string; createdAt: Date },
): Promise<void> {
  const endpoints = await subscribers(tx, 'user.registered');
  if (endpoints.length === 0) return;
  const data: WebhookUserData = {
    _id: user.id,
    name: user.name,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
  };
  await enqueueDeliveries(tx, endpoints, [eventBody('user.registered', { user: data })]);
}
