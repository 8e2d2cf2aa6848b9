/**
 * A built-in sample prompt, shown when the trending list cannot be loaded.
 * It looks like a prompt card but carries no counts or date: it is not a
 * stored prompt, and says so.
 */
import { Badge, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { HighlightedPromptText } from '../../components/prompt/highlighted-prompt-text.tsx';
import { ModelBadge } from '../../components/prompt/model-badge.tsx';
import { PromptCategories } from '../../components/prompt/prompt-categories.tsx';
import { PromptPreview } from '../../components/prompt/prompt-preview.tsx';
import cardClasses from '../../components/prompt/prompt-card.module.css';
import type { SamplePrompt } from './sample-prompts.ts';

interface Props {
  sample: SamplePrompt;
  onTry: (sample: SamplePrompt) => void;
}

export function SamplePromptCard({ sample, onTry }: Props) {
  const headingId = `sample-${sample.key}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      withBorder
      padding="md"
      radius="md"
      className={cardClasses.card}
    >
      <Card.Section>
        <PromptPreview attachments={[]} model={sample.model} title={sample.title} />
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <ModelBadge model={sample.model} />
          <Badge variant="light" color="gray" size="sm">
            Sample
          </Badge>
        </Group>
        <PromptCategories categories={[sample.category]} />
        <Title order={3} size="h4" id={headingId} lineClamp={2}>
          {sample.title}
        </Title>
        <HighlightedPromptText text={sample.text} size="sm" c="dimmed" lineClamp={3} />
        <div style={{ flex: 1 }} />
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => onTry(sample)}
          aria-label={`Try This Prompt: ${sample.title}`}
        >
          Try This Prompt
        </Button>
      </Stack>
    </Card>
  );
}
