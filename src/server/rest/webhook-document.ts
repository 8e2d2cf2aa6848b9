/**
 * The OpenAPI 3.1 `webhooks` section (decision 037): what Prompt Hub POSTs
 * to an endpoint an admin registered, one entry per event, with the body
 * written from the same zod schemas the events are built to, and the
 * signature headers every delivery carries.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { WEBHOOK_EVENT_BODIES } from '../../shared/webhook-views.ts';

const SUMMARIES: Record<keyof typeof WEBHOOK_EVENT_BODIES, string> = {
  'prompt.submitted': 'A prompt was submitted for review (pending)',
  'prompt.approved': 'A moderator approved a prompt, or enabled a disabled one',
  'prompt.rejected': 'A moderator rejected a prompt (with the reason)',
  'prompt.updated': 'A prompt was edited, or a moderator disabled it',
  'prompt.deleted': 'A prompt was deleted (by an admin, or with its author’s account)',
  'prompt.version.approved':
    'A moderator approved a new version of an approved prompt: it is live (`prompt` shows it)',
  'prompt.version.rejected':
    'A moderator rejected a new version of an approved prompt (with the reason); the live one stays',
  'change_request.created':
    'A member proposed a change to an approved prompt (`prompt` is the live one), with a reason',
  'change_request.decided':
    'The prompt’s owner or an admin accepted (it became the next version) or declined a change request',
  'prompt.forked':
    'A member forked an approved prompt: `prompt` is the new copy (pending review), `forkedFrom` the original',
  'user.registered': 'A new account was created (email and password, or a first Google sign-in)',
  'webhook.test': 'Sent by "Send test event" to one endpoint, whatever it subscribes to',
};

const SIGNATURE_HEADERS: OpenAPIV3_1.ParameterObject[] = [
  {
    name: 'Webhook-Id',
    in: 'header',
    required: true,
    description: 'The event id (the body’s `id`), the same in every attempt: deduplicate on it',
    schema: { type: 'string' },
  },
  {
    name: 'Webhook-Timestamp',
    in: 'header',
    required: true,
    description: 'When this attempt was signed, in Unix seconds: refuse one too old (5 minutes)',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: 'Webhook-Signature',
    in: 'header',
    required: true,
    description:
      '`v1=` and the hex HMAC-SHA256, keyed with the endpoint’s secret, of ' +
      '`<Webhook-Timestamp>.<raw body>`; compare in constant time',
    schema: { type: 'string', pattern: '^v1=[0-9a-f]{64}$' },
  },
];

/** The body's JSON Schema, without its dialect line (the document declares 2020-12). */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const json: Record<string, unknown> = z.toJSONSchema(schema, { io: 'output' });
  delete json.$schema;
  return json;
}

function operationId(event: string): string {
  return `webhook${event
    .split('.')
    .map((part) => `${part.charAt(0).toUpperCase()}${part.slice(1)}`)
    .join('')}`;
}

export function webhooksSection(): Record<string, Record<string, unknown>> {
  const section: Record<string, Record<string, unknown>> = {};
  for (const [event, body] of Object.entries(WEBHOOK_EVENT_BODIES)) {
    section[event] = {
      post: {
        operationId: operationId(event),
        tags: ['Webhooks'],
        summary: SUMMARIES[event as keyof typeof WEBHOOK_EVENT_BODIES],
        description:
          'POSTed as JSON to each enabled endpoint subscribed to this event. Answer 2xx within ' +
          'the timeout (10 s by default) to acknowledge; any other answer, a redirect included ' +
          '(none is followed), is retried for about 24 hours.',
        security: [],
        parameters: SIGNATURE_HEADERS,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchemaOf(body) } },
        },
        responses: {
          '2XX': { description: 'Received; the delivery is marked delivered' },
          default: { description: 'Not received; the delivery is tried again on the schedule' },
        },
      },
    };
  }
  return section;
}
