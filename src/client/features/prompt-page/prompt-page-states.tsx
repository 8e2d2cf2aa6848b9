/** The prompt page while the prompt loads, and when it cannot be loaded (other than "not found"). */
import {
  Button,
  Center,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { serverProblem } from '../../lib/server-problem.ts';

export function PromptPageSkeleton() {
  return (
    <Container size="lg" py="xl" aria-busy="true" aria-label="Loading the prompt" role="status">
      <Stack gap="md">
        <Skeleton h={28} w={150} />
        <Group gap="xs">
          <Skeleton h={22} w={80} radius="xl" />
          <Skeleton h={22} w={90} radius="xl" />
        </Group>
        <Skeleton h={40} w="60%" />
        <Skeleton h={18} w="40%" />
        <Grid gap="xl" mt="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Skeleton h={120} />
              <Skeleton h={160} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton h={260} radius="md" />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export function PromptPageLoadError({ error, onRetry, retrying }: LoadErrorProps) {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" ta="center" gap="sm" role="alert">
        <IconAlertTriangle size={40} aria-hidden />
        <Title order={1} size="h2">
          We could not load this prompt
        </Title>
        <Text c="dimmed" maw={440}>
          {serverProblem(error).message ?? 'Check your connection and try again.'}
        </Text>
        <Button onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
