/**
 * What a prompt is and where it comes from, as the details dialog and the
 * prompt page show it: the model, image-prompt and category badges, and a
 * line with the creator (or Anonymous), the uses and the creation date.
 */
import { Badge, Group, Text } from '@mantine/core';
import { IconCalendar, IconPlayerPlay, IconUser } from '@tabler/icons-react';
import { creatorDisplayName, formatCountOf } from '../../../shared/format.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { ModelBadge } from './model-badge.tsx';
import classes from './prompt-card.module.css';

export function PromptBadges({ prompt }: { prompt: PromptView }) {
  return (
    <Group gap="xs">
      <ModelBadge model={prompt.model} />
      {prompt.isImagePrompt && (
        <Badge variant="outline" color="gray" className={classes.categoryBadge}>
          Image prompt
        </Badge>
      )}
      {prompt.categories.map((category) => (
        <Badge key={category} variant="outline" color="gray" className={classes.categoryBadge}>
          {category}
        </Badge>
      ))}
    </Group>
  );
}

export function PromptByline({ prompt }: { prompt: PromptView }) {
  const created = new Date(prompt.createdAt);
  return (
    <Group gap="lg" c="dimmed" style={{ rowGap: 4 }}>
      <Group gap={6} wrap="nowrap">
        <IconUser size={16} aria-hidden />
        <Text size="sm">
          By <strong>{creatorDisplayName(prompt.createdBy)}</strong>
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconCalendar size={16} aria-hidden />
        <Text size="sm">
          Created{' '}
          <time dateTime={created.toISOString()}>
            {created.toLocaleDateString(undefined, { dateStyle: 'long' })}
          </time>
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconPlayerPlay size={16} aria-hidden />
        <Text size="sm">{formatCountOf(prompt.usageCount, 'use')}</Text>
      </Group>
    </Group>
  );
}
