/**
 * After an edit is saved: the owner learns the prompt is back in review; an
 * admin editing someone else's prompt learns it was updated. Either way the
 * next stop is the prompt's page.
 */
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';

interface Props {
  promptId: string | null;
  backInReview: boolean;
}

export function SavedDialog({ promptId, backInReview }: Props) {
  const [, navigate] = useLocation();
  const promptPage = `/prompts/${promptId ?? ''}`;
  return (
    <Modal
      opened={promptId !== null}
      onClose={() => navigate(promptPage)}
      title={
        <Text component="span" fw={700} size="lg">
          Changes Saved
        </Text>
      }
      size="lg"
      centered
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="teal" variant="light" size={40} radius="xl" aria-hidden>
            <IconCircleCheck size={24} />
          </ThemeIcon>
          {backInReview ? (
            <Stack gap={6}>
              <Text>Your changes are saved, and the prompt is back under review.</Text>
              <Text size="sm" c="dimmed">
                It stays out of the library until a moderator approves it again. The review process
                typically takes 24-48 hours.
              </Text>
            </Stack>
          ) : (
            <Text>The prompt is updated. Its review status has not changed.</Text>
          )}
        </Group>
        <Group justify="flex-end">
          <Button component={Link} href={promptPage}>
            View Prompt
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
