/**
 * Restore's confirmation: the earlier version's content becomes the next
 * version ("restored from vN"); when an owner restores on an approved
 * prompt it waits for review like any edit, and the live one stays.
 */
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MAX_CHANGE_NOTE_LENGTH } from '../../../shared/prompt-version-fields.ts';
import type { VersionSummaryView } from '../../../shared/prompt-version-views.ts';
import { serverProblem } from '../../lib/server-problem.ts';

interface Props {
  target: VersionSummaryView | null;
  /** True when the restored content waits for a moderator (an owner's restore on an approved prompt). */
  goesToReview: boolean;
  liveNumber: number;
  onCancel: () => void;
  onConfirm: (changeNote: string) => void;
  isPending: boolean;
  error: unknown;
}

export function RestoreDialog(props: Props) {
  const { target, goesToReview, liveNumber } = props;
  const [note, setNote] = useState('');
  const problem = props.error
    ? (serverProblem(props.error).message ?? 'Restoring failed. Try again.')
    : null;
  return (
    <Modal
      opened={target !== null}
      onClose={props.onCancel}
      title={target ? `Restore v${target.number}?` : ''}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {goesToReview
            ? `Its content becomes a new version that waits for review; v${liveNumber} stays live until a moderator approves it.`
            : 'Its content becomes a new version of this prompt. Nothing is lost: every version stays in the history.'}
        </Text>
        <TextInput
          label="Change note"
          description={`Optional, up to ${MAX_CHANGE_NOTE_LENGTH} characters`}
          value={note}
          maxLength={MAX_CHANGE_NOTE_LENGTH}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} disabled={props.isPending}>
            Cancel
          </Button>
          <Button onClick={() => props.onConfirm(note.trim())} loading={props.isPending}>
            Restore
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
