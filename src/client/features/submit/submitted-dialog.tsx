/**
 * After a submission (PRODUCT_SPEC section 2 "Submit Prompt"): the prompt is
 * under review. Browse Prompt Library goes to /library; Submit Another
 * Prompt closes the dialog over the (already cleared) form; closing it any
 * other way goes to /library too. A private prompt (decision 049) is saved,
 * not submitted: the dialog says so and offers the prompt's own page.
 */
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';

/** What was just saved: its id, and whether it stays private. */
export interface SavedPromptInfo {
  id: string;
  isPrivate: boolean;
}

interface Props {
  saved: SavedPromptInfo | null;
  /** Null when the plan allows no more submissions this month: not offered. */
  onSubmitAnother: (() => void) | null;
  /** After the dialog has faded out (Submit Another Prompt; other ways leave the page). */
  onClosed: () => void;
}

function SubmittedText() {
  return (
    <Stack gap={6}>
      <Text>
        Thank you! Your prompt is now under review and will appear in the library once a moderator
        approves it.
      </Text>
      <Text size="sm" c="dimmed">
        The review process typically takes 24-48 hours. You can follow its status under My Prompts
        on your profile.
      </Text>
    </Stack>
  );
}

function SavedPrivateText() {
  return (
    <Stack gap={6}>
      <Text>
        Your private prompt is saved. Only you can see it, and it used none of your submissions.
      </Text>
      <Text size="sm" c="dimmed">
        Find it under My Prompts on your profile. When you want to share it, open it and choose
        Submit for review.
      </Text>
    </Stack>
  );
}

export function SubmittedDialog({ saved, onSubmitAnother, onClosed }: Props) {
  const [, navigate] = useLocation();
  // Kept while the dialog fades out, when `saved` is already null.
  const [shown, setShown] = useState(saved);
  if (saved && saved !== shown) setShown(saved);
  const isPrivate = shown?.isPrivate ?? false;
  return (
    <Modal
      opened={saved !== null}
      onClose={() => navigate('/library')}
      title={
        <Text component="span" fw={700} size="lg">
          {isPrivate ? 'Private Prompt Saved' : 'Prompt Submitted Successfully!'}
        </Text>
      }
      size="lg"
      centered
      // Focus goes to the top of the fresh form instead (onSubmitAnother).
      returnFocus={false}
      onExitTransitionEnd={onClosed}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="teal" variant="light" size={40} radius="xl" aria-hidden>
            <IconCircleCheck size={24} />
          </ThemeIcon>
          {isPrivate ? <SavedPrivateText /> : <SubmittedText />}
        </Group>
        <Group justify="flex-end" gap="sm">
          {onSubmitAnother && (
            <Button variant="default" onClick={onSubmitAnother}>
              Submit Another Prompt
            </Button>
          )}
          {isPrivate && shown ? (
            <Button component={Link} href={`/prompts/${shown.id}`}>
              View Prompt
            </Button>
          ) : (
            <Button component={Link} href="/library">
              Browse Prompt Library
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
