/**
 * How a delivery is signed (README "For integrators", decision 037): an
 * HMAC-SHA256, keyed with the endpoint's secret, of the timestamp, a dot
 * and the exact body, sent as `Webhook-Signature: v1=<hex>` beside
 * `Webhook-Timestamp` (Unix seconds) and `Webhook-Id` (the event). Signing
 * the timestamp lets a receiver refuse an old delivery replayed later.
 */
import { createHmac } from 'node:crypto';

export const SIGNATURE_VERSION = 'v1';

export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `${SIGNATURE_VERSION}=${mac}`;
}

export function signedHeaders(
  { eventId, secret, body }: { eventId: string; secret: string; body: string },
  now: Date = new Date(),
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(secret, timestamp, body),
  };
}
