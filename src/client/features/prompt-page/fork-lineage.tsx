/**
 * Under a prompt's title: where a fork came from ("Forked from <title> by
 * <author>", a link while the original can be opened; greyed once it was
 * deleted or left the library; "a private prompt" when its owner hid it)
 * and how many forks an original has (decision 053).
 */
import { Anchor, Group, Text } from '@mantine/core';
import { IconGitFork } from '@tabler/icons-react';
import { Link } from 'wouter';
import { formatCountOf } from '../../../shared/format.ts';
import type { ForkOriginView, PromptView } from '../../../shared/prompt-views.ts';

function OriginName({ origin }: { origin: ForkOriginView }) {
  if (origin.state === 'private') return <>a private prompt</>;
  const title = origin.title ?? '';
  const by = origin.author ? ` by ${origin.author}` : '';
  if (origin.state === 'shown' && origin._id)
    return (
      <>
        <Anchor component={Link} href={`/prompts/${origin._id}`} inherit underline="always">
          {title}
        </Anchor>
        {by}
      </>
    );
  const why = origin.state === 'deleted' ? ' (deleted)' : ' (no longer public)';
  return (
    <span>
      {title}
      {by}
      {why}
    </span>
  );
}

export function ForkLineage({ prompt }: { prompt: PromptView }) {
  const origin = prompt.forkedFrom;
  if (!origin && prompt.forkCount === 0) return null;
  return (
    <Group gap="lg" c="dimmed" style={{ rowGap: 4 }}>
      {origin && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconGitFork size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Forked from <OriginName origin={origin} />
          </Text>
        </Group>
      )}
      {prompt.forkCount > 0 && (
        <Group gap={6} wrap="nowrap">
          <IconGitFork size={16} aria-hidden />
          <Text size="sm">{formatCountOf(prompt.forkCount, 'fork')}</Text>
        </Group>
      )}
    </Group>
  );
}
