/** The dashboard while it loads, and the panel shown when it cannot be loaded. */
import {
  Button,
  Center,
  Grid,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { serverProblem } from '../../lib/server-problem.ts';

export function DashboardSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading dashboard">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} h={96} radius="md" />
        ))}
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Skeleton h={560} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <Skeleton h={180} radius="md" />
            <Skeleton h={260} radius="md" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

interface ErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export function DashboardError({ error, onRetry, retrying }: ErrorProps) {
  return (
    <Center mih="50vh">
      <Stack align="center" ta="center" gap="sm" role="alert">
        <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={32} />
        </ThemeIcon>
        <Title order={2}>Error Loading Dashboard</Title>
        <Text c="dimmed" maw={460}>
          {serverProblem(error).message ?? 'Failed to load dashboard data'}
        </Text>
        <Button
          onClick={onRetry}
          loading={retrying}
          leftSection={<IconRefresh size={16} />}
          mt="xs"
        >
          Try Again
        </Button>
      </Stack>
    </Center>
  );
}
