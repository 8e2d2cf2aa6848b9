/** Input schemas of the admin webhook doors (tRPC and REST parse with these). */
import { z } from 'zod';
import { recordId } from './admin-inputs.ts';
import { text } from './text-input.ts';
import {
  MAX_WEBHOOK_SECRET_LENGTH,
  MAX_WEBHOOK_URL_LENGTH,
  MIN_WEBHOOK_SECRET_LENGTH,
  WEBHOOK_EVENTS,
} from './webhook-limits.ts';

const event = z.enum(WEBHOOK_EVENTS, {
  error: `must be one of: ${WEBHOOK_EVENTS.join(', ')}`,
});

/** Where deliveries go: http or https, no credentials in it (the secret signs instead). */
const endpointUrl = text({ max: MAX_WEBHOOK_URL_LENGTH })
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }))
  .refine((value) => {
    // Runs even when the URL check failed; such a value has no credentials to refuse.
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.username === '' && url.password === '';
  }, 'must not contain a user name or password')
  .describe('Where deliveries are POSTed (http or https)');

const events = z
  .array(event, { error: 'must be a list of events' })
  .min(1, 'must name at least one event')
  .max(WEBHOOK_EVENTS.length, 'must list each event once')
  .refine((list) => new Set(list).size === list.length, 'must list each event once');

const secret = text({ min: MIN_WEBHOOK_SECRET_LENGTH, max: MAX_WEBHOOK_SECRET_LENGTH }).describe(
  'Signs every delivery (HMAC-SHA256); made by the server when absent',
);

export const createWebhookInput = z.object({ url: endpointUrl, events, secret: secret.optional() });
export type CreateWebhookInput = z.infer<typeof createWebhookInput>;

export const webhookIdInput = z.object({ id: recordId });

/** What an edit may change; a field left out stays as it is. */
export const webhookChanges = z.object({
  url: endpointUrl.optional(),
  events: events.optional(),
  enabled: z.boolean({ error: 'must be true or false' }).optional(),
  secret: secret.optional().describe('A new signing secret, from the next delivery on'),
});
export type WebhookChanges = z.infer<typeof webhookChanges>;

export const updateWebhookInput = webhookChanges.extend({ id: recordId });
export type UpdateWebhookInput = z.infer<typeof updateWebhookInput>;
