/**
 * After a submission (PRODUCT_SPEC section 2 "Submit Prompt"): the prompt is
 * under review. Browse Prompt Library goes to /library; Submit Another
 * Prompt closes the dialog over the (already cleared) form; closing it any
 * other way goes to /library too.
 */
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';

interface Props {
  opened: boolean;
  /** Null when the plan allows no more submissions this month: not offered. */
  onSubmitAnother: (() => void) | null;
  /** After the dialog has faded out (Submit Another Prompt; other ways leave the page). */
  onClosed: () => void;
}

export function SubmittedDialog({ opened, onSubmitAnother, onClosed }: Props) {
  const [, navigate] = useLocation();
  return (
    <Modal
      opened={opened}
      onClose={() => navigate('/library')}
      title={
        <Text component="span" fw={700} size="lg">
          Prompt Submitted Successfully!
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
          <Stack gap={6}>
            <Text>
              Thank you! Your prompt is now under review and will appear in the library once a
              moderator approves it.
            </Text>
            <Text size="sm" c="dimmed">
              The review process typically takes 24-48 hours. You can follow its status under My
              Prompts on your profile.
            </Text>
          </Stack>
        </Group>
        <Group justify="flex-end" gap="sm">
          {onSubmitAnother && (
            <Button variant="default" onClick={onSubmitAnother}>
              Submit Another Prompt
            </Button>
          )}
          <Button component={Link} href="/library">
            Browse Prompt Library
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
