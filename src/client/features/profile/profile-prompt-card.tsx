/**
 * A saved or created prompt on the profile. The whole card opens the prompt
 * (/prompts/{id}); a created one also shows its review status and an Edit
 * button, which sits above the card's link so both stay reachable.
 */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'wouter';
import { formatRelativeDate } from '../../../shared/format.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { HighlightedPromptText } from '../../components/prompt/highlighted-prompt-text.tsx';
import { ModelBadge } from '../../components/prompt/model-badge.tsx';
import { PromptPreview } from '../../components/prompt/prompt-preview.tsx';
import { PromptStats } from '../../components/prompt/prompt-stats.tsx';
import classes from './profile-prompt-card.module.css';
import { PromptStatusBadge } from './prompt-status-badge.tsx';

interface Props {
  prompt: PromptView;
  /** The author's own view: status and Edit. */
  editable?: boolean;
}

export function ProfilePromptCard({ prompt, editable = false }: Props) {
  const headingId = `profile-prompt-${prompt._id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      withBorder
      padding="md"
      radius="md"
      className={classes.card}
    >
      <Card.Section>
        <PromptPreview {...prompt} />
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <ModelBadge model={prompt.model} />
          <Text size="xs" c="dimmed">
            <time dateTime={new Date(prompt.createdAt).toISOString()}>
              {formatRelativeDate(prompt.createdAt)}
            </time>
          </Text>
        </Group>
        <Title order={3} size="h4" id={headingId} lineClamp={2}>
          <Link href={`/prompts/${prompt._id}`} className={classes.link}>
            {prompt.title}
          </Link>
        </Title>
        <HighlightedPromptText text={prompt.description} size="sm" c="dimmed" lineClamp={3} />
        <div style={{ flex: 1 }} />
        <PromptStats
          variables={prompt.variables.length}
          attachments={prompt.attachments.length}
          upvotes={prompt.upvotes}
          usageCount={prompt.usageCount}
        />
        {editable && (
          <Group justify="space-between" gap="xs">
            <PromptStatusBadge status={prompt.status} />
            <Button
              component={Link}
              href={`/edit-prompt/${prompt._id}`}
              variant="default"
              size="xs"
              leftSection={<IconPencil size={14} />}
              className={classes.above}
              aria-label={`Edit ${prompt.title}`}
            >
              Edit
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
