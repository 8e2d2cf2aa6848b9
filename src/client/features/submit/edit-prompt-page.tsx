/**
 * Edit Prompt (/edit-prompt/:id): the submit form, filled from the stored
 * prompt, for its owner or an admin. Anyone else, like a missing id, gets
 * the not-found page. The owner is told before saving that an edit waits
 * for review (decision 043); after saving, a confirmation leads to the
 * prompt's page.
 */
import { Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'wouter';
import { NotFoundNotice } from '../../components/layout/not-found-notice.tsx';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { EditPromptForm } from './edit-prompt-form.tsx';
import { isNotFound, usePromptToEdit } from './submit-api.ts';

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Center mih="50vh">
      <Stack align="center" ta="center" gap="sm" role="alert">
        <IconAlertTriangle size={40} aria-hidden />
        <Title order={1} size="h2">
          Failed to load the prompt
        </Title>
        <Text c="dimmed">
          {serverProblem(error).message ?? 'Check your connection and try again.'}
        </Text>
        <Button onClick={onRetry}>Try again</Button>
      </Stack>
    </Center>
  );
}

export default function EditPromptPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user, isAdmin } = useCurrentUser();
  const prompt = usePromptToEdit(id);

  if (prompt.isError) {
    return isNotFound(prompt.error) ? (
      <NotFoundNotice />
    ) : (
      <LoadFailed error={prompt.error} onRetry={() => void prompt.refetch()} />
    );
  }
  if (!user || !prompt.data) {
    return (
      <Center mih="60vh" role="status" aria-label="Loading the prompt">
        <Loader />
      </Center>
    );
  }
  const isOwner = prompt.data.createdBy?._id === user._id;
  // An approved prompt is public, but only its owner and admins may edit it.
  if (!isOwner && !isAdmin) return <NotFoundNotice />;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Group>
            <Button
              component={Link}
              href="/profile?tab=created"
              variant="subtle"
              color="gray"
              leftSection={<IconArrowLeft size={16} />}
              px="xs"
            >
              Back to My Prompts
            </Button>
          </Group>
          <Title order={1}>Edit Prompt</Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {prompt.data.title}
          </Text>
        </Stack>
        <EditPromptForm key={prompt.data._id} prompt={prompt.data} isOwner={isOwner} />
      </Stack>
    </Container>
  );
}
