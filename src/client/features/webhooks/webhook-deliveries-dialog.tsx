/**
 * One webhook's delivery log: the latest deliveries, newest first, each
 * with its event, state, attempts, the receiver's status and the start of
 * its answer (or why it failed), and when it is tried next. Reloaded every
 * few seconds while open. Full screen on a phone.
 */
import { Badge, Card, Code, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { WebhookDeliveryView, WebhookView } from '../../../shared/webhook-views.ts';
import { FetchErrorAlert } from '../../components/fetch-error-alert.tsx';
import { useWebhookDeliveries } from './webhooks-api.ts';
import { deliveryState, EVENT_LABELS, shortTime } from './webhook-labels.ts';

function DeliveryCard({ delivery }: { delivery: WebhookDeliveryView }) {
  const state = deliveryState(delivery);
  return (
    <Card component="li" withBorder radius="sm" padding="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {EVENT_LABELS[delivery.event]}
          </Text>
          <Badge color={state.color} variant="filled" autoContrast>
            {state.label}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {shortTime(delivery.createdAt)} · {delivery.attempts}{' '}
          {delivery.attempts === 1 ? 'attempt' : 'attempts'}
          {delivery.lastStatusCode !== null && ` · HTTP ${delivery.lastStatusCode}`}
          {delivery.nextAttemptAt && ` · next try ${shortTime(delivery.nextAttemptAt)}`}
        </Text>
        {delivery.lastError && (
          <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
            {delivery.lastError}
          </Text>
        )}
        {delivery.lastResponse && (
          <Code block style={{ maxHeight: 120, overflow: 'auto', whiteSpace: 'pre-wrap' }}>
            {delivery.lastResponse}
          </Code>
        )}
        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          Webhook-Id {delivery.eventId}
        </Text>
      </Stack>
    </Card>
  );
}

function DeliveryList({ webhookId }: { webhookId: string }) {
  const query = useWebhookDeliveries(webhookId);
  if (query.isPending)
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading deliveries">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} h={72} radius="sm" />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <FetchErrorAlert
        title="Failed to fetch deliveries"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { deliveries } = query.data;
  if (deliveries.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        No deliveries yet. Send a test event to see one here.
      </Text>
    );
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Deliveries"
    >
      {deliveries.map((delivery) => (
        <DeliveryCard key={delivery._id} delivery={delivery} />
      ))}
    </Stack>
  );
}

export function WebhookDeliveriesDialog({
  webhook,
  onClose,
}: {
  webhook: WebhookView | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={webhook !== null}
      onClose={onClose}
      title="Deliveries"
      size="xl"
      fullScreen={phone}
    >
      {webhook && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            The latest 100 deliveries to {webhook.url}, newest first.
          </Text>
          <DeliveryList webhookId={webhook._id} />
        </Stack>
      )}
    </Modal>
  );
}
