/**
 * The model settings kept with a prompt (decision 054), beside its model on
 * the prompt page and in the library's dialog: only the ones set, as
 * "Temperature 0.4"; nothing at all when the prompt leaves every one to the
 * model.
 */
import { Group, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useId } from 'react';
import { type ModelSettings, settingEntries } from '../../../shared/model-settings.ts';

export function PromptSettings({ settings }: { settings: ModelSettings }) {
  const labelId = useId();
  const entries = settingEntries(settings);
  if (entries.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" align="center" style={{ rowGap: 4 }}>
      <Group gap={6} wrap="nowrap" c="dimmed">
        <IconAdjustments size={16} aria-hidden />
        <Text size="sm" id={labelId}>
          Model settings:
        </Text>
      </Group>
      <Group component="ul" aria-labelledby={labelId} gap="xs" m={0} p={0} style={{ rowGap: 4 }}>
        {entries.map((entry) => (
          <Text
            component="li"
            key={entry.name}
            size="sm"
            style={{ listStyle: 'none' }}
            px={8}
            py={2}
            bd="1px solid var(--mantine-color-default-border)"
            bdrs="sm"
          >
            {entry.label} <strong>{entry.value}</strong>
          </Text>
        ))}
      </Group>
    </Group>
  );
}
