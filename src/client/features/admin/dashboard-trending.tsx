/**
 * Trending Prompts on the dashboard: rank, title (opening the prompt), the
 * description clamped, uses and upvotes, category, the model with its
 * emoji, the author (or Anonymous) and the created date.
 */
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendar, IconPlayerPlay, IconPlus, IconThumbUp, IconUser } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'wouter';
import { creatorDisplayName, formatCountOf, formatRelativeDate } from '../../../shared/format.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { HighlightedPromptText } from '../../components/prompt/highlighted-prompt-text.tsx';
import { ModelBadge } from '../../components/prompt/model-badge.tsx';
import { PromptCategories } from '../../components/prompt/prompt-categories.tsx';
import { DashboardPanel } from './dashboard-panel.tsx';
import { ModelIcon } from './dashboard-model-icon.tsx';

function Fact({
  icon: Icon,
  children,
}: {
  icon: ComponentType<{ size: number }>;
  children: ReactNode;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={14} aria-hidden />
      <Text size="xs" component="span">
        {children}
      </Text>
    </Group>
  );
}

function TrendingItem({ prompt, rank }: { prompt: PromptView; rank: number }) {
  const created = new Date(prompt.createdAt);
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Badge size="lg" variant={rank <= 3 ? 'filled' : 'light'} color="indigo" miw={44}>
          #{rank}
        </Badge>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Anchor component={Link} href={`/prompts/${prompt._id}`} fw={600} lineClamp={2}>
              {prompt.title}
            </Anchor>
            <Group gap={6} wrap="nowrap">
              <PromptCategories categories={[prompt.category]} />
              <ModelBadge
                model={prompt.model}
                size="sm"
                leftSection={<ModelIcon model={prompt.model} />}
              />
            </Group>
          </Group>
          <HighlightedPromptText text={prompt.description} size="sm" c="dimmed" lineClamp={2} />
          <Group gap="md" c="dimmed" style={{ rowGap: 4 }}>
            <Fact icon={IconPlayerPlay}>{formatCountOf(prompt.usageCount, 'use')}</Fact>
            <Fact icon={IconThumbUp}>{formatCountOf(prompt.upvotes, 'upvote')}</Fact>
            <Fact icon={IconUser}>{creatorDisplayName(prompt.createdBy)}</Fact>
            <Fact icon={IconCalendar}>
              <time dateTime={created.toISOString()} title={created.toLocaleDateString()}>
                {formatRelativeDate(created)}
              </time>
            </Fact>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function NoTrending() {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <Text c="dimmed">No trending prompts yet</Text>
      <Button component={Link} href="/submit-prompt" leftSection={<IconPlus size={16} />}>
        Create Prompt
      </Button>
    </Stack>
  );
}

export function DashboardTrending({ prompts }: { prompts: PromptView[] }) {
  return (
    <DashboardPanel title="Trending Prompts">
      {prompts.length === 0 ? (
        <NoTrending />
      ) : (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {prompts.map((prompt, index) => (
            <TrendingItem key={prompt._id} prompt={prompt} rank={index + 1} />
          ))}
        </Stack>
      )}
    </DashboardPanel>
  );
}
