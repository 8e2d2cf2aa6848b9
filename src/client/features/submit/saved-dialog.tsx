/**
 * After an edit is saved: the owner of an approved prompt learns the
 * changes wait for review while the approved version stays live (decision
 * 043); the owner of a prompt not yet approved learns it is back in
 * review; an admin learns it was updated. Either way the next stop is the
 * prompt's page.
 */
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import type { VersionSummaryView } from '../../../shared/prompt-version-views.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';

export type SaveOutcome = 'waiting' | 'back-in-review' | 'updated';

export interface SavedOutcome {
  promptId: string;
  outcome: SaveOutcome;
}

export function outcomeOf(result: {
  prompt: PromptView;
  version: VersionSummaryView;
}): SaveOutcome {
  if (result.version.status === 'pending') return 'waiting';
  return result.prompt.status === 'pending' ? 'back-in-review' : 'updated';
}

function OutcomeText({ outcome }: { outcome: SaveOutcome }) {
  if (outcome === 'waiting')
    return (
      <Stack gap={6}>
        <Text>Your changes are waiting for review; the approved version stays live.</Text>
        <Text size="sm" c="dimmed">
          The library keeps showing the approved version until a moderator approves your changes.
          The review process typically takes 24-48 hours.
        </Text>
      </Stack>
    );
  if (outcome === 'back-in-review')
    return (
      <Stack gap={6}>
        <Text>Your changes are saved, and the prompt is back under review.</Text>
        <Text size="sm" c="dimmed">
          The review process typically takes 24-48 hours.
        </Text>
      </Stack>
    );
  return <Text>The prompt is updated. Its review status has not changed.</Text>;
}

export function SavedDialog({ saved }: { saved: SavedOutcome | null }) {
  const [, navigate] = useLocation();
  const promptId = saved?.promptId ?? null;
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
          {saved && <OutcomeText outcome={saved.outcome} />}
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
