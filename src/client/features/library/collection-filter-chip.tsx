/**
 * The collection the library is opened on, as a removable chip beside the
 * count line: its name once the listing names it, a plain "Collection"
 * until then. The whole chip is one button that takes the filter away
 * (Mantine's Pill hides its remove button from keyboards and readers).
 */
import { Button, Group, Text } from '@mantine/core';
import { IconFolder, IconX } from '@tabler/icons-react';

interface Props {
  title: string | null;
  onRemove: () => void;
}

export function CollectionFilterChip({ title, onRemove }: Props) {
  const name = title ?? 'Collection';
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        Filtered by collection:
      </Text>
      <Button
        variant="light"
        radius="xl"
        size="compact-sm"
        leftSection={<IconFolder size={14} aria-hidden />}
        rightSection={<IconX size={14} aria-hidden />}
        onClick={onRemove}
        aria-label={`Remove the collection filter ${name}`}
        title="Remove this filter"
        maw="100%"
      >
        {name}
      </Button>
    </Group>
  );
}
