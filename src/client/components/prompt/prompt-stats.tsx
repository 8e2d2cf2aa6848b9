/**
 * The small counts under a prompt: variables, files and uses. The likes sit
 * beside them in the like toggle, so the figure shows once.
 */
import { Group, Text, Tooltip } from '@mantine/core';
import { IconBraces, IconPaperclip, IconPlayerPlay } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { formatCount } from '../../../shared/format.ts';

interface Props {
  variables: number;
  attachments: number;
  usageCount: number;
}

function Stat({
  icon: Icon,
  value,
  label,
}: {
  icon: ComponentType<{ size: number }>;
  value: string;
  label: string;
}) {
  return (
    <Tooltip label={label} withArrow>
      <Group gap={4} wrap="nowrap" aria-label={label} role="group">
        <Icon size={15} aria-hidden />
        <Text size="xs" fw={600} aria-hidden>
          {value}
        </Text>
      </Group>
    </Tooltip>
  );
}

export function PromptStats({ variables, attachments, usageCount }: Props) {
  const plural = (count: number, word: string) =>
    `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;
  return (
    <Group gap="md" c="dimmed">
      <Stat icon={IconBraces} value={String(variables)} label={plural(variables, 'variable')} />
      <Stat
        icon={IconPaperclip}
        value={String(attachments)}
        label={plural(attachments, 'attachment')}
      />
      <Stat
        icon={IconPlayerPlay}
        value={formatCount(usageCount)}
        label={plural(usageCount, 'use')}
      />
    </Group>
  );
}
