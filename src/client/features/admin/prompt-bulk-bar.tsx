/**
 * Approve or reject the ticked pending prompts together. Shown while the
 * page has pending prompts; the buttons wait until at least one is ticked.
 */
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

interface Props {
  count: number;
  onApprove: () => void;
  onReject: () => void;
  onClear: () => void;
  isApproving: boolean;
}

export function PromptBulkBar({ count, onApprove, onReject, onClear, isApproving }: Props) {
  const none = count === 0;
  return (
    <Paper withBorder radius="md" px="md" py="sm" role="region" aria-label="Bulk actions">
      <Group justify="space-between" gap="sm">
        <Text
          size="sm"
          fw={none ? 400 : 600}
          c={none ? 'dimmed' : undefined}
          style={{ flex: '1 1 240px' }}
        >
          {none
            ? 'Tick pending prompts to approve or reject several at once.'
            : `${count} pending ${count === 1 ? 'prompt' : 'prompts'} selected`}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconCheck size={14} />}
            disabled={none}
            loading={isApproving}
            onClick={onApprove}
          >
            Approve selected
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconX size={14} color="var(--mantine-color-red-text)" />}
            disabled={none || isApproving}
            onClick={onReject}
          >
            Reject selected
          </Button>
          {!none && (
            <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
              Clear selection
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
