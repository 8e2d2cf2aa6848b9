/** How the Webhooks screen names events and delivery states. */
import { WEBHOOK_TEST_EVENT, type WebhookEventType } from '../../../shared/webhook-limits.ts';
import type { WebhookDeliveryView } from '../../../shared/webhook-views.ts';

export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'prompt.submitted': 'Prompt submitted',
  'prompt.approved': 'Prompt approved',
  'prompt.rejected': 'Prompt rejected',
  'prompt.updated': 'Prompt updated',
  'prompt.deleted': 'Prompt deleted',
  'prompt.version.approved': 'New version approved',
  'prompt.version.rejected': 'New version rejected',
  'change_request.created': 'Change proposed',
  'change_request.decided': 'Change request decided',
  'prompt.forked': 'Prompt forked',
  'user.registered': 'User registered',
  [WEBHOOK_TEST_EVENT]: 'Test event',
};

export function deliveryState(delivery: Pick<WebhookDeliveryView, 'status' | 'attempts'>): {
  label: string;
  color: string;
} {
  switch (delivery.status) {
    case 'delivered':
      return { label: 'Delivered', color: 'green' };
    case 'failed':
      return { label: 'Failed', color: 'red' };
    case 'sending':
      return { label: 'Sending', color: 'blue' };
    case 'pending':
      return delivery.attempts > 0
        ? { label: 'Retrying', color: 'yellow' }
        : { label: 'Queued', color: 'gray' };
  }
}

export function shortTime(date: Date): string {
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
