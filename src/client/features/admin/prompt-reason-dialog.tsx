/**
 * Rejecting or disabling asks why: the author reads the reason on their
 * prompt, so it is required (at most 500 characters, counted as they type).
 * One dialog serves a single prompt (Reject, Disable) and the bulk Reject.
 */
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { MAX_STATUS_REASON_LENGTH } from '../../../shared/admin-limits.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import type { ActionFeedback } from './prompt-action-messages.ts';
import { CONFIRM_DIALOG_Z_INDEX } from './prompt-dialog-layers.ts';
import { PromptFeedbackAlert } from './prompt-feedback-alert.tsx';

export type ReasonTarget =
  | { kind: 'one'; prompt: PromptView; to: 'rejected' | 'disabled' }
  | { kind: 'many'; ids: string[] };

function wordsFor(target: ReasonTarget) {
  if (target.kind === 'many') {
    const count = target.ids.length;
    const noun = count === 1 ? 'prompt' : 'prompts';
    return {
      title: `Reject ${count} ${noun}`,
      text: `The selected ${noun} will not appear in the library. Each author reads this reason on their prompt and can edit it and submit it again.`,
      confirm: `Reject ${count} ${noun}`,
    };
  }
  const name = `"${target.prompt.title}"`;
  return target.to === 'rejected'
    ? {
        title: `Reject ${name}`,
        text: 'The prompt will not appear in the library. The author reads this reason on their prompt and can edit it and submit it again.',
        confirm: 'Reject prompt',
      }
    : {
        title: `Disable ${name}`,
        text: 'The prompt leaves the library until an admin enables it again. The author reads this reason on their prompt.',
        confirm: 'Disable prompt',
      };
}

interface FormProps {
  target: ReasonTarget;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
  isPending: boolean;
  problem: ActionFeedback | null;
}

function ReasonForm({ target, onCancel, onConfirm, isPending, problem }: FormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const words = wordsFor(target);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') {
      setError('Write a reason for the author');
      return;
    }
    onConfirm(trimmed);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{words.text}</Text>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={MAX_STATUS_REASON_LENGTH}
          value={reason}
          error={error}
          description={`${reason.length}/${MAX_STATUS_REASON_LENGTH} characters`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          // Mantine's dark-scheme error red is too faint on the dialog (3.4:1).
          styles={{ error: { color: 'var(--mantine-color-red-text)' } }}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        {problem && <PromptFeedbackAlert feedback={problem} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red.9" loading={isPending}>
            {words.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PromptReasonDialog({
  target,
  ...form
}: Omit<FormProps, 'target'> & { target: ReasonTarget | null }) {
  // Keep the words on screen while the dialog fades out.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  return (
    <Modal
      opened={target !== null}
      onClose={() => !form.isPending && form.onCancel()}
      zIndex={CONFIRM_DIALOG_Z_INDEX}
      centered
      size="lg"
      title={
        <Text fw={700} component="span">
          {shown ? wordsFor(shown).title : ''}
        </Text>
      }
    >
      {shown && <ReasonForm target={shown} {...form} />}
    </Modal>
  );
}
