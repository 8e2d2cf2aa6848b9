/** Rejecting an edit asks why: the author reads the reason beside the version. */
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { MAX_STATUS_REASON_LENGTH } from '../../../shared/admin-limits.ts';

interface Props {
  target: { title: string; number: number } | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
  isPending: boolean;
  problem: string | null;
}

function RejectForm({ onCancel, onConfirm, isPending, problem }: Omit<Props, 'target'>) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('Write a reason for the author');
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          The live version stays as it is. The author reads this reason in the prompt&apos;s
          history.
        </Text>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={3}
          maxLength={MAX_STATUS_REASON_LENGTH}
          value={reason}
          error={error}
          description={`${reason.length}/${MAX_STATUS_REASON_LENGTH} characters`}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={isPending}>
            Reject edit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function VersionRejectDialog({ target, ...rest }: Props) {
  return (
    <Modal
      opened={target !== null}
      onClose={rest.onCancel}
      title={target ? `Reject v${target.number} of "${target.title}"` : ''}
      centered
    >
      {target && <RejectForm key={`${target.title}-${target.number}`} {...rest} />}
    </Modal>
  );
}
