/** Webhook events and limits, shared by the doors' schemas and the admin screen (no zod). */

/** What an endpoint may subscribe to (API.md "Paths beyond the spec"). */
export const WEBHOOK_EVENTS = [
  'prompt.submitted',
  'prompt.approved',
  'prompt.rejected',
  'prompt.updated',
  'prompt.deleted',
  /** A moderator decided a pending version of an approved prompt (decision 043). */
  'prompt.version.approved',
  'prompt.version.rejected',
  /** A member proposed a change to an approved prompt; its owner or an admin decided it (decision 050). */
  'change_request.created',
  'change_request.decided',
  /** A member forked an approved prompt: the new prompt (pending) and where it came from (decision 053). */
  'prompt.forked',
  'user.registered',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Sent only by "Send test event", to one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookEventType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const MAX_WEBHOOK_URL_LENGTH = 2000;
/** A secret an admin sets must be long enough to resist guessing. */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;
export const MAX_WEBHOOK_SECRET_LENGTH = 200;
/** Endpoints a hub may have; each event is one delivery per endpoint. */
export const MAX_WEBHOOK_ENDPOINTS = 50;
/** Deliveries the log lists for one endpoint, newest first. */
export const WEBHOOK_DELIVERY_LIST_LIMIT = 100;
/** Characters of a receiver's answer kept in the delivery log. */
export const WEBHOOK_RESPONSE_KEPT = 1000;
/** Prefix of a secret the server makes, so it is recognised in a config file. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
