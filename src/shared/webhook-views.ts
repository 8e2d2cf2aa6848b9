/**
 * What the admin webhook doors answer, and the events deliveries carry
 * (the OpenAPI document's `webhooks` section is written from these).
 */
import { z } from 'zod';
import { isoDate } from './iso-date.ts';
import { PROMPT_STATUSES } from './prompt-fields.ts';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from './webhook-limits.ts';

export const webhookView = z.object({
  _id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean().describe('A disabled endpoint is sent nothing'),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type WebhookView = z.infer<typeof webhookView>;

export const createdWebhook = z.object({
  webhook: webhookView,
  secret: z
    .string()
    .describe(
      'The signing secret (the one given, or whsec_... made by the server), shown this once',
    ),
});
export type CreatedWebhook = z.infer<typeof createdWebhook>;

/** Both doors answer these same envelopes, so the service returns them whole. */
export const webhookList = z.object({ webhooks: z.array(webhookView) });
export type WebhookList = z.infer<typeof webhookList>;

export const changedWebhook = z.object({ webhook: webhookView });
export type ChangedWebhook = z.infer<typeof changedWebhook>;

export const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const webhookDeliveryView = z.object({
  _id: z.string(),
  eventId: z.string().describe('The Webhook-Id header of every attempt'),
  event: z.enum([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]),
  status: z
    .enum(DELIVERY_STATUSES)
    .describe('pending: waiting for its next attempt; failed: every attempt failed, or refused'),
  attempts: z.number().int(),
  nextAttemptAt: isoDate.nullable().describe('Null once delivered or failed'),
  lastStatusCode: z.number().int().nullable().describe("The receiver's HTTP status, last attempt"),
  lastResponse: z
    .string()
    .nullable()
    .describe("The start of the receiver's answer (1,000 characters)"),
  lastError: z.string().nullable().describe('Why the last attempt failed, when it did'),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;

export const webhookDeliveryList = z.object({ deliveries: z.array(webhookDeliveryView) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryList>;

export const queuedTestDelivery = z.object({ delivery: webhookDeliveryView });
export type QueuedTestDelivery = z.infer<typeof queuedTestDelivery>;

/** A prompt as events describe it: no text of the prompt itself, which stays behind the API. */
export const webhookPromptData = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.string(),
  categories: z.array(z.string()),
  model: z.string(),
  status: z.enum(PROMPT_STATUSES),
  reason: z.string().nullable().describe("The moderator's reason (rejections)"),
  author: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type WebhookPromptData = z.infer<typeof webhookPromptData>;

export const webhookUserData = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
});
export type WebhookUserData = z.infer<typeof webhookUserData>;

function envelope<T extends string, D extends z.ZodType>(type: T, data: D) {
  return z.object({
    id: z.string().describe('The event; the same in every attempt and its Webhook-Id header'),
    type: z.literal(type),
    createdAt: z.iso.datetime().describe('When the change happened'),
    data,
  });
}

const promptData = z.object({ prompt: webhookPromptData });
const versionData = promptData.extend({
  version: z.object({
    number: z.number().int(),
    status: z.enum(['live', 'rejected']),
    reason: z.string().nullable().describe("The moderator's reason (rejections)"),
  }),
});

const changeRequestData = promptData.extend({
  changeRequest: z.object({
    _id: z.string(),
    status: z.enum(['open', 'accepted', 'declined']),
    proposer: z.object({ _id: z.string(), name: z.string() }),
    reason: z.string(),
    note: z.string().nullable().describe("The decision's note (decided requests)"),
    version: z
      .number()
      .int()
      .nullable()
      .describe('The version an accepted request became (pending review, or live)'),
  }),
});

const forkData = promptData.extend({
  forkedFrom: z.object({
    _id: z.string(),
    title: z.string().describe('The original’s title when it was forked'),
    version: z.number().int().describe('The original’s live version that was copied'),
  }),
});

/** Each event's body, by name (the OpenAPI `webhooks` entries). */
export const WEBHOOK_EVENT_BODIES = {
  'prompt.submitted': envelope('prompt.submitted', promptData),
  'prompt.approved': envelope('prompt.approved', promptData),
  'prompt.rejected': envelope('prompt.rejected', promptData),
  'prompt.updated': envelope('prompt.updated', promptData),
  'prompt.deleted': envelope('prompt.deleted', promptData),
  'prompt.version.approved': envelope('prompt.version.approved', versionData),
  'prompt.version.rejected': envelope('prompt.version.rejected', versionData),
  'change_request.created': envelope('change_request.created', changeRequestData),
  'change_request.decided': envelope('change_request.decided', changeRequestData),
  'prompt.forked': envelope('prompt.forked', forkData),
  'user.registered': envelope('user.registered', z.object({ user: webhookUserData })),
  [WEBHOOK_TEST_EVENT]: envelope(WEBHOOK_TEST_EVENT, z.object({ message: z.string() })),
} as const;

/** What a delivery's body holds, whatever the event. */
export interface WebhookEventBody {
  id: string;
  type: (typeof WEBHOOK_EVENTS)[number] | typeof WEBHOOK_TEST_EVENT;
  createdAt: string;
  data: Record<string, unknown>;
}
