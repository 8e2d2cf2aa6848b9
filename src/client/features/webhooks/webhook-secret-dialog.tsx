/** The signing secret of a webhook just added: shown this once, with a copy button. */
import { Button, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

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
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text
            ff="monospace"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
            aria-label="Signing secret"
          >
            {secret}
          </Text>
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            Done
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
