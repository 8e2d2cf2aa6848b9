/** The profile while its lists load, and when they cannot be loaded at all. */
import { Button, Center, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { serverProblem } from '../../lib/server-problem.ts';

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export function ProfileLoadError({ error, onRetry, retrying }: LoadErrorProps) {
  return (
    <Center mih="60vh">
      <Stack align="center" ta="center" gap="sm" role="alert">
        <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
          <IconAlertTriangle size={32} />
        </ThemeIcon>
        <Title order={1} size="h2">
          Failed to load profile data
        </Title>
        <Text c="dimmed" maw={420}>
          {serverProblem(error).message ?? 'Check your connection and try again.'}
        </Text>
        <Button onClick={onRetry} loading={retrying} mt="xs">
          Try again
        </Button>
      </Stack>
    </Center>
  );
}

export function PromptCardSkeletons() {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      role="status"
      aria-busy="true"
      aria-label="Loading prompts"
    >
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} h={380} radius="md" />
      ))}
    </SimpleGrid>
  );
}
