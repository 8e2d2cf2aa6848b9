/** The signing secret of a webhook just added: shown this once, with a copy button. */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { OneTimeSecret } from '../../components/one-time-secret.tsx';

export function WebhookSecretDialog({
  secret,
  onClose,
}: {
  secret: string | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title="Copy the signing secret now" centered>
      <Stack gap="sm">
        <Text size="sm">
          The receiver needs this secret to check each delivery's Webhook-Signature. This is the
          only time it is shown; set a new one by editing the webhook.
        </Text>
        <OneTimeSecret label="Signing secret" value={secret ?? ''} />
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            Done
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
