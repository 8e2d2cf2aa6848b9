/** Recent Platform Prompts: the newest submissions in any status, with a way to all of them. */
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { creatorDisplayName, formatRelativeDate } from '../../../shared/format.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { PromptStatusBadge } from '../../components/prompt/prompt-status-badge.tsx';
import { DashboardPanel } from './dashboard-panel.tsx';

function RecentPrompt({ prompt }: { prompt: PromptView }) {
  const created = new Date(prompt.createdAt);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor component={Link} href={`/prompts/${prompt._id}`} fw={600} size="sm" lineClamp={1}>
          {prompt.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {creatorDisplayName(prompt.createdBy)} ·{' '}
          <time dateTime={created.toISOString()} title={created.toLocaleDateString()}>
            {formatRelativeDate(created)}
          </time>
        </Text>
      </Stack>
      {/* The title gives way, never the status. */}
      <Box style={{ flexShrink: 0 }}>
        <PromptStatusBadge status={prompt.status} />
      </Box>
    </Group>
  );
}

export function DashboardRecentPrompts({ prompts }: { prompts: PromptView[] }) {
  return (
    <DashboardPanel
      title="Recent Platform Prompts"
      action={
        <Anchor
          component={Link}
          href="/admin/prompts"
          size="sm"
          fw={600}
          style={{ whiteSpace: 'nowrap' }}
        >
          Manage All
        </Anchor>
      }
    >
      {prompts.length === 0 ? (
        <Text c="dimmed" size="sm">
          No prompts yet
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {prompts.map((prompt) => (
            <RecentPrompt key={prompt._id} prompt={prompt} />
          ))}
        </Stack>
      )}
    </DashboardPanel>
  );
}
