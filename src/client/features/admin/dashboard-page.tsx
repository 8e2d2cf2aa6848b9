/**
 * The admin dashboard (PRODUCT_SPEC section 2 "Admin Dashboard"): a
 * welcome, the platform's figures with the review queue's length, the
 * trending prompts, and beside them the admin's shortcuts, the newest
 * prompts in any status and the latest admin actions. One call loads it all.
 */
import { Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { AdminDashboard } from '../../../shared/admin-views.ts';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { DashboardActivity } from './dashboard-activity.tsx';
import { DashboardAdminActions } from './dashboard-admin-actions.tsx';
import { useAdminDashboard } from './dashboard-api.ts';
import { DashboardRecentPrompts } from './dashboard-recent-prompts.tsx';
import { DashboardError, DashboardSkeleton } from './dashboard-states.tsx';
import { DashboardStats } from './dashboard-stats.tsx';
import { DashboardTrending } from './dashboard-trending.tsx';
import { formatWholeNumber } from '../../../shared/format.ts';

function DashboardContent({ data }: { data: AdminDashboard }) {
  return (
    <Stack gap="lg">
      <Stack component="section" aria-labelledby="platform-stats" gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="platform-stats">
            Platform Stats
          </Title>
          <Button
            component={Link}
            href="/admin/prompts"
            // Filled, so its text keeps its contrast; quiet when nothing waits.
            variant={data.stats.pending > 0 ? 'filled' : 'default'}
            color="orange"
            autoContrast
            leftSection={<IconHourglass size={16} aria-hidden />}
          >
            Waiting for review: {data.stats.pending}
          </Button>
        </Group>
        <DashboardStats stats={data.stats} />
        <Text size="sm" c="dimmed">
          Playground generations this month: {formatWholeNumber(data.generations.thisMonth)}
          {data.generations.failedThisMonth > 0
            ? ` (and ${formatWholeNumber(data.generations.failedThisMonth)} failed at the provider, not charged)`
            : ''}
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <DashboardTrending prompts={data.trending} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <DashboardAdminActions />
            <DashboardRecentPrompts prompts={data.recentPrompts} />
            <DashboardActivity entries={data.activity} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export default function DashboardPage() {
  const { user } = useCurrentUser();
  const query = useAdminDashboard();
  const name = user?.name.trim() || 'Admin';

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Welcome back, {name}</Title>
          <Text c="dimmed">What is happening across the platform right now.</Text>
        </Stack>
        {query.data ? (
          <DashboardContent data={query.data} />
        ) : query.isError ? (
          <DashboardError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <DashboardSkeleton />
        )}
      </Stack>
    </Container>
  );
}
