/**
 * Manage Prompts on a phone: each prompt as a card (title, status, a line
 * of its text, model, category, author, age, then its actions), so every
 * action is in reach without scrolling a wide table sideways.
 */
import { Checkbox, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { creatorDisplayName, formatRelativeDate } from '../../../shared/format.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { ModelBadge } from '../../components/prompt/model-badge.tsx';
import { PromptStatusBadge } from '../../components/prompt/prompt-status-badge.tsx';
import { PromptRowTools } from './prompt-row-tools.tsx';
import { type PromptListProps, SelectAllPending, Unshrunk } from './prompt-table.tsx';

type CardProps = Omit<PromptListProps, 'prompts' | 'isStale'> & { prompt: PromptView };

function PromptListCard({ prompt, selection, onRequest, moving }: CardProps) {
  const headingId = `manage-prompt-${prompt._id}`;
  const created = new Date(prompt.createdAt);
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="sm">
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group align="flex-start" wrap="nowrap" gap="xs">
            {selection.selectable.includes(prompt._id) && (
              <Checkbox
                mt={2}
                aria-label={`Select ${prompt.title}`}
                checked={selection.selected.has(prompt._id)}
                onChange={(event) => selection.onToggle(prompt._id, event.currentTarget.checked)}
              />
            )}
            <Text fw={600} size="sm" id={headingId} lineClamp={2}>
              {prompt.title}
            </Text>
          </Group>
          <Unshrunk>
            <PromptStatusBadge status={prompt.status} />
          </Unshrunk>
        </Group>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {prompt.description}
        </Text>
        <Group gap="xs" style={{ rowGap: 4 }}>
          <ModelBadge model={prompt.model} size="sm" />
          <Text size="xs">{prompt.category}</Text>
          <Text size="xs" c="dimmed">
            by {creatorDisplayName(prompt.createdBy)} ·{' '}
            <time dateTime={created.toISOString()}>{formatRelativeDate(created)}</time>
          </Text>
        </Group>
        <PromptRowTools
          prompt={prompt}
          onRequest={onRequest}
          movingTo={moving?.id === prompt._id ? moving.to : null}
        />
      </Stack>
    </Paper>
  );
}

export function PromptCardList({ prompts, isStale, ...props }: PromptListProps) {
  return (
    <Stack
      gap="sm"
      aria-busy={isStale}
      style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {props.selection.selectable.length > 0 && (
        <SelectAllPending selection={props.selection} withLabel />
      )}
      {prompts.map((prompt) => (
        <PromptListCard key={prompt._id} prompt={prompt} {...props} />
      ))}
    </Stack>
  );
}

export function PromptCardSkeletons({ count }: { count: number }) {
  return (
    <Stack gap="sm" role="status" aria-label="Loading prompts">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} h={150} radius="md" />
      ))}
    </Stack>
  );
}
