/**
 * The collection the library is opened on, as a removable chip beside the
 * count line: its name once the listing names it, a plain "Collection"
 * until then.
 */
import { Group, Pill, Text } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';

interface Props {
  title: string | null;
  onRemove: () => void;
}

export function CollectionFilterChip({ title, onRemove }: Props) {
  const name = title ?? 'Collection';
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" id="library-collection-filter">
        Filtered by collection:
      </Text>
      <Pill
        size="md"
        withRemoveButton
        onRemove={onRemove}
        removeButtonProps={{ 'aria-label': `Remove the collection filter ${name}` }}
        aria-labelledby="library-collection-filter"
      >
        <Group gap={4} wrap="nowrap" component="span">
          <IconFolder size={14} aria-hidden />
          <span>{name}</span>
        </Group>
      </Pill>
    </Group>
  );
}
