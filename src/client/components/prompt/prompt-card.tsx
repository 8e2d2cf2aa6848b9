/**
 * One prompt in a grid: preview, model, categories, age, title, the
 * description with its variables highlighted (three lines at most), the
 * counts, and the two actions.
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPlayerPlay } from '@tabler/icons-react';
import { formatRelativeDate } from '../../../shared/format.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { HighlightedPromptText } from './highlighted-prompt-text.tsx';
import { ModelBadge } from './model-badge.tsx';
import classes from './prompt-card.module.css';
import { PromptPreview } from './prompt-preview.tsx';
import { PromptStats } from './prompt-stats.tsx';

interface Props {
  prompt: PromptView;
  onShowDetails: (prompt: PromptView) => void;
  onTry: (prompt: PromptView) => void;
}

export function PromptCard({ prompt, onShowDetails, onTry }: Props) {
  const headingId = `prompt-${prompt._id}-title`;
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
        <Group gap={4}>
          {prompt.categories.map((category) => (
            <Badge
              key={category}
              variant="outline"
              color="gray"
              size="sm"
              className={classes.category}
            >
              {category}
            </Badge>
          ))}
        </Group>
        <Title order={3} size="h4" id={headingId} lineClamp={2}>
          {prompt.title}
        </Title>
        <HighlightedPromptText text={prompt.description} size="sm" c="dimmed" lineClamp={3} />
        <div style={{ flex: 1 }} />
        <PromptStats
          variables={prompt.variables.length}
          attachments={prompt.attachments.length}
          upvotes={prompt.upvotes}
          usageCount={prompt.usageCount}
        />
        <Group grow gap="xs">
          <Button
            variant="default"
            leftSection={<IconInfoCircle size={16} />}
            onClick={() => onShowDetails(prompt)}
            aria-label={`Details of ${prompt.title}`}
          >
            Details
          </Button>
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            onClick={() => onTry(prompt)}
            aria-label={`Try This: ${prompt.title}`}
          >
            Try This
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
