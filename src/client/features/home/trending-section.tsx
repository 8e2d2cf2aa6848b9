/**
 * Trending Prompts (PRODUCT_SPEC sections 2, 8 and 9): the six most used
 * prompts, the top three ranked; skeletons while loading; a friendly note
 * when nothing is approved yet; and when the list cannot be loaded, the
 * spec's message with six built-in samples so there is still something to try.
 */
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCloudOff, IconSparkles } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useTryPrompt, useTryText } from '../../hooks/use-try-prompt.ts';
import classes from './home.module.css';
import { HOME_RANKED_COUNT, HOME_TRENDING_COUNT, useTrendingPrompts } from './home-api.ts';
import { SamplePromptCard } from './sample-prompt-card.tsx';
import { SAMPLE_PROMPTS } from './sample-prompts.ts';
import { TrendingPromptCard } from './trending-prompt-card.tsx';

const GRID_COLS = { base: 1, sm: 2, lg: 3 };

function TrendingSkeletons() {
  return (
    <SimpleGrid
      cols={GRID_COLS}
      spacing="lg"
      aria-busy="true"
      aria-label="Loading trending prompts"
    >
      {Array.from({ length: HOME_TRENDING_COUNT }, (_, index) => (
        <Skeleton key={index} h={420} radius="md" />
      ))}
    </SimpleGrid>
  );
}

function NothingTrending() {
  return (
    <Stack align="center" ta="center" py={48} gap="sm">
      <IconSparkles size={40} aria-hidden />
      <Text fw={600} size="lg">
        Nothing is trending yet
      </Text>
      <Text c="dimmed" maw={460}>
        Prompts show up here once they are published and people start trying them. Be one of the
        first to share one.
      </Text>
      <Group gap="sm" justify="center">
        <Button component={Link} href="/library" variant="default">
          Open the library
        </Button>
        <Button component={Link} href="/submit-prompt">
          Submit a prompt
        </Button>
      </Group>
    </Stack>
  );
}

function SampleFallback({ onRetry }: { onRetry: () => void }) {
  const tryText = useTryText();
  return (
    <Stack gap="lg">
      <Alert
        color="orange"
        variant="light"
        title="Failed to load trending prompts"
        icon={<IconCloudOff size={20} aria-hidden />}
        classNames={{ title: classes.fallbackTitle }}
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">Meanwhile, here are a few sample prompts you can try right away.</Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            Try again
          </Button>
        </Group>
      </Alert>
      <SimpleGrid cols={GRID_COLS} spacing="lg">
        {SAMPLE_PROMPTS.map((sample) => (
          <SamplePromptCard key={sample.key} sample={sample} onTry={tryText} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function TrendingContent() {
  const query = useTrendingPrompts();
  const tryPrompt = useTryPrompt();
  if (query.isPending) return <TrendingSkeletons />;
  // A failed refresh keeps the prompts the page arrived with.
  const prompts = query.data;
  if (!prompts) return <SampleFallback onRetry={() => void query.refetch()} />;
  if (prompts.length === 0) return <NothingTrending />;
  return (
    <SimpleGrid cols={GRID_COLS} spacing="lg">
      {prompts.map((prompt, index) => (
        <TrendingPromptCard
          key={prompt._id}
          prompt={prompt}
          rank={index < HOME_RANKED_COUNT ? index + 1 : null}
          onTry={tryPrompt}
        />
      ))}
    </SimpleGrid>
  );
}

export function TrendingSection() {
  return (
    <Stack component="section" aria-labelledby="trending-title" gap="xl">
      <Stack gap={4} ta="center" align="center">
        <Title order={2} id="trending-title">
          Trending Prompts
        </Title>
        <Text c="dimmed" maw={560}>
          The prompts people run most. Try one as it is, or change its variables to make it yours.
        </Text>
      </Stack>
      <TrendingContent />
      <Group justify="center">
        <Button
          component={Link}
          href="/library"
          size="md"
          variant="light"
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          View All Prompts
        </Button>
      </Group>
    </Stack>
  );
}
