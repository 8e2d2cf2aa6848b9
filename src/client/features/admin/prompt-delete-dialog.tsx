/** Deleting a prompt, behind a confirmation that names it (PRODUCT_SPEC "Admin Manage Prompts"). */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { PromptView } from '../../../shared/prompt-views.ts';
import type { ActionFeedback } from './prompt-action-messages.ts';
import { CONFIRM_DIALOG_Z_INDEX } from './prompt-dialog-layers.ts';
import { PromptFeedbackAlert } from './prompt-feedback-alert.tsx';

export function deleteQuestion(title: string): string {
  return `Are you sure you want to delete the prompt "${title}"? This action cannot be undone.`;
}

interface Props {
  prompt: PromptView | null;
  onCancel: () => void;
  onConfirm: (prompt: PromptView) => void;
  isPending: boolean;
  problem: ActionFeedback | null;
}

export function PromptDeleteDialog({ prompt, onCancel, onConfirm, isPending, problem }: Props) {
  // Keep the words on screen while the dialog fades out.
  const [shown, setShown] = useState(prompt);
  if (prompt && prompt !== shown) setShown(prompt);
  return (
    <Modal
      opened={prompt !== null}
      onClose={() => !isPending && onCancel()}
      zIndex={CONFIRM_DIALOG_Z_INDEX}
      centered
      title={
        <Text fw={700} component="span">
          Delete prompt
        </Text>
      }
    >
      {shown && (
        <Stack gap="md">
          <Text>{deleteQuestion(shown.title)}</Text>
          {problem && <PromptFeedbackAlert feedback={problem} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={isPending} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red.9"
              leftSection={<IconTrash size={16} />}
              loading={isPending}
              onClick={() => onConfirm(shown)}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
