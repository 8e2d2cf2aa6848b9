/**
 * The frame every prompt card shares: preview, model and age, a title,
 * the description with its variables highlighted (three lines at most), the
 * counts, and the like and save toggles. Each card fills in the title and
 * its own actions below, and may put something else than the categories
 * above the title.
 */
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RelativeDate } from '../relative-date.tsx';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { usePromptReactions } from '../../hooks/use-prompt-reactions.ts';
import { HighlightedPromptText } from './highlighted-prompt-text.tsx';
import { ModelBadge } from './model-badge.tsx';
import classes from './prompt-card.module.css';
import { PromptCategories } from './prompt-categories.tsx';
import { PromptPreview } from './prompt-preview.tsx';
import { PromptStats } from './prompt-stats.tsx';
import { LikeButton, ReactionProblem, SaveButton } from './reaction-buttons.tsx';

interface Props {
  prompt: PromptView;
  /** The heading's content (plain text, or a link that opens the prompt). */
  title: ReactNode;
  /** Shown between the model line and the title; the categories unless given. */
  aboveTitle?: ReactNode;
  /** The card's actions. */
  footer: ReactNode;
  className?: string;
}

/**
 * The counts and the toggles. Only this part follows who is signed in, so
 * when the sign-in check ends, just these re-render, not every card whole
 * (on a phone, a page of cards re-rendered in one long task).
 */
function CardCounts({ prompt }: { prompt: PromptView }) {
  const reactions = usePromptReactions(prompt);
  return (
    <div>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <PromptStats
          variables={prompt.variables.length}
          attachments={prompt.attachments.length}
          usageCount={prompt.usageCount}
        />
        {/* Above a card-wide link (the profile's cards), so both stay clickable. */}
        <Group gap={2} wrap="nowrap" className={classes.reactions}>
          <LikeButton reactions={reactions} title={prompt.title} size="compact" />
          <SaveButton reactions={reactions} title={prompt.title} size="compact" />
        </Group>
      </Group>
      <ReactionProblem problem={reactions.problem} />
    </div>
  );
}

export function PromptCardShell({
  prompt,
  title,
  aboveTitle = <PromptCategories categories={prompt.categories} />,
  footer,
  className,
}: Props) {
  const headingId = `prompt-${prompt._id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      withBorder
      padding="md"
      radius="md"
      className={className ? `${classes.card} ${className}` : classes.card}
    >
      <Card.Section>
        <PromptPreview {...prompt} />
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <ModelBadge model={prompt.model} />
          <Text size="xs" c="dimmed">
            <RelativeDate date={prompt.createdAt} />
          </Text>
        </Group>
        {aboveTitle}
        <Title order={3} size="h4" id={headingId} lineClamp={2}>
          {title}
        </Title>
        <HighlightedPromptText text={prompt.description} size="sm" c="dimmed" lineClamp={3} />
        <div style={{ flex: 1 }} />
        <CardCounts prompt={prompt} />
        {footer}
      </Stack>
    </Card>
  );
}
