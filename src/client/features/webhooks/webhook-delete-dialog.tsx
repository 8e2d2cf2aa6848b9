/** Deleting a webhook, after saying what goes with it. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { WebhookView } from '../../../shared/webhook-views.ts';
import { serverProblem } from '../../lib/server-problem.ts';

interface Props {
  webhook: WebhookView | null;
  isPending: boolean;
  error: unknown;
  onConfirm: (webhook: WebhookView) => void;
  onClose: () => void;
}

export function WebhookDeleteDialog({ webhook, isPending, error, onConfirm, onClose }: Props) {
  return (
    <Modal opened={webhook !== null} onClose={onClose} title="Delete webhook" centered>
      <Stack>
        <Text style={{ overflowWrap: 'anywhere' }}>
          Delete the webhook to {webhook?.url}? Its delivery log goes too, and deliveries still
          waiting are not sent. This cannot be undone.
        </Text>
        {error !== null && error !== undefined && (
          <Alert color="red" role="alert">
            {serverProblem(error).message ?? 'Could not delete the webhook. Please try again.'}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={isPending} onClick={() => webhook && onConfirm(webhook)}>
            Delete webhook
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
