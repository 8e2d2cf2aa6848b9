/**
 * The outbox handler of webhooks: one attempt at one delivery. The
 * endpoint is read fresh (an edit or a disable applies to deliveries still
 * waiting), its address checked again and pinned for the connection, the
 * body signed, and the receiver's answer kept: 2xx is delivered; any other
 * answer, a timeout or a network error is tried again on the schedule.
 * A delivery whose endpoint is gone, disabled, or now on a refused address
 * fails at once.
 */
import { eq } from 'drizzle-orm';
import { WEBHOOK_RESPONSE_KEPT } from '../../../shared/webhook-limits.ts';
import { webhookEndpoints } from '../../db/schema.ts';
import type { AttemptOutcome, ClaimedMessage } from '../outbox/outbox-store.ts';
import type { OutboxHandler } from '../outbox/outbox-worker.ts';
import type { ServiceDeps, WebhookSettings } from '../service-deps.ts';
import {
  PRIVATE_ADDRESS_MESSAGE,
  RefusedAddressError,
  resolveEndpointAddress,
} from './endpoint-address.ts';
import { postJson } from './http-post.ts';
import { signedHeaders } from './webhook-signature.ts';

/** Bytes of an answer read; the log keeps WEBHOOK_RESPONSE_KEPT characters of them. */
const READ_BYTES = WEBHOOK_RESPONSE_KEPT * 4;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'the request failed';
}

async function deliver(
  deps: ServiceDeps,
  message: ClaimedMessage,
  signal: AbortSignal,
): Promise<AttemptOutcome> {
  const [endpoint] = await deps.db
    .select({
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      enabled: webhookEndpoints.enabled,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, message.target));
  if (!endpoint) return { ok: false, permanent: true, error: 'The endpoint was deleted' };
  if (!endpoint.enabled) return { ok: false, permanent: true, error: 'The endpoint is disabled' };
  const url = new URL(endpoint.url);
  let checked;
  try {
    checked = await resolveEndpointAddress(url, deps.webhooks.allowPrivate);
  } catch (error) {
    const refused =
      error instanceof RefusedAddressError && error.message === PRIVATE_ADDRESS_MESSAGE;
    return { ok: false, permanent: refused, error: `Not sent: the URL ${errorText(error)}` };
  }
  const body = JSON.stringify(message.payload);
  const eventId = typeof message.payload.id === 'string' ? message.payload.id : message.id;
  try {
    const answer = await postJson(url, checked, {
      headers: signedHeaders({ eventId, secret: endpoint.secret, body }),
      body,
      timeoutMs: deps.webhooks.timeoutMs,
      signal,
      maxBytes: READ_BYTES,
    });
    const ok = answer.statusCode >= 200 && answer.statusCode < 300;
    return {
      ok,
      statusCode: answer.statusCode,
      response: answer.body.slice(0, WEBHOOK_RESPONSE_KEPT),
      error: ok ? null : `The receiver answered ${answer.statusCode}`,
    };
  } catch (error) {
    return { ok: false, error: errorText(error) };
  }
}

export function webhookHandler(settings: WebhookSettings): OutboxHandler {
  return {
    retryScheduleMs: settings.retryScheduleMs,
    timeoutMs: settings.timeoutMs,
    send: deliver,
  };
}
