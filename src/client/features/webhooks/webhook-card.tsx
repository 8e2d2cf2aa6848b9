/** One webhook on the Webhooks screen: where it points, what it hears, and its actions. */
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconList, IconSend, IconTrash } from '@tabler/icons-react';
import type { WebhookView } from '../../../shared/webhook-views.ts';
import { EVENT_LABELS, shortTime } from './webhook-labels.ts';

export interface WebhookCardActions {
  onDeliveries: (webhook: WebhookView) => void;
  onSendTest: (webhook: WebhookView) => void;
  onEdit: (webhook: WebhookView) => void;
  onToggle: (webhook: WebhookView) => void;
  onDelete: (webhook: WebhookView) => void;
}

interface Props extends WebhookCardActions {
  webhook: WebhookView;
  /** The action of this card in flight (test, toggle), if any. */
  busy: 'test' | 'toggle' | null;
}

export function WebhookCard({ webhook, busy, ...actions }: Props) {
  const name = webhook.url;
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={`Webhook to ${name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text ff="monospace" fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {webhook.url}
          </Text>
          <Badge
            color={webhook.enabled ? 'green' : 'gray'}
            variant="filled"
            autoContrast
            style={{ flexShrink: 0 }}
          >
            {webhook.enabled ? 'Enabled' : 'Disabled'}
          </Badge>
        </Group>
        <Group gap={6} aria-label="Events">
          {webhook.events.map((event) => (
            <Badge key={event} variant="default" tt="none">
              {EVENT_LABELS[event]}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          Added {shortTime(webhook.createdAt)}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconList size={14} aria-hidden />}
            onClick={() => actions.onDeliveries(webhook)}
            aria-label={`Deliveries of ${name}`}
          >
            Deliveries
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconSend size={14} aria-hidden />}
            disabled={!webhook.enabled}
            loading={busy === 'test'}
            onClick={() => actions.onSendTest(webhook)}
            aria-label={`Send test event to ${name}`}
          >
            Send test event
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEdit size={14} aria-hidden />}
            onClick={() => actions.onEdit(webhook)}
            aria-label={`Edit ${name}`}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={busy === 'toggle'}
            onClick={() => actions.onToggle(webhook)}
            aria-label={`${webhook.enabled ? 'Disable' : 'Enable'} ${name}`}
          >
            {webhook.enabled ? 'Disable' : 'Enable'}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => actions.onDelete(webhook)}
            aria-label={`Delete ${name}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
