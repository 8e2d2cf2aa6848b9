/**
 * The confirmations before the two actions a member feels at once:
 * disabling (they are signed out everywhere) and deleting (their prompts go
 * too). A refusal from the server (the last admin, say) shows inside the
 * dialog, which stays open.
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminUserView } from '../../../shared/admin-views.ts';
import { formatCountOf } from '../../../shared/format.ts';
import { personLabel } from './user-labels.ts';

export const DELETE_USER_WARNING =
  'This will also delete all prompts created by this user. This action cannot be undone.';

export interface PendingConfirmation {
  kind: 'disable' | 'delete';
  user: AdminUserView;
}

interface Props {
  confirmation: PendingConfirmation | null;
  isPending: boolean;
  /** What the server said when it refused. */
  problem: string | null;
  onConfirm: (confirmation: PendingConfirmation) => void;
  onCancel: () => void;
}

function Body({ kind, user }: PendingConfirmation) {
  const who = user.name.trim() ? `${user.name.trim()} (${user.email})` : user.email;
  if (kind === 'disable') {
    return (
      <>
        <Text>They will be signed out everywhere at once.</Text>
        <Text size="sm" c="dimmed">
          {who} will not be able to sign in until an admin enables the account again.
        </Text>
      </>
    );
  }
  return (
    <>
      <Text>{DELETE_USER_WARNING}</Text>
      <Text size="sm" c="dimmed">
        {user.promptCount > 0
          ? `${who} created ${formatCountOf(user.promptCount, 'prompt')}.`
          : `${who} has not created any prompts.`}
      </Text>
    </>
  );
}

export function UserConfirmDialog({
  confirmation,
  isPending,
  problem,
  onConfirm,
  onCancel,
}: Props) {
  // The dialog keeps its words while it fades out after closing.
  const [shown, setShown] = useState(confirmation);
  if (confirmation && confirmation !== shown) setShown(confirmation);
  const isDelete = shown?.kind === 'delete';
  const title = shown ? `${isDelete ? 'Delete' : 'Disable'} ${personLabel(shown.user)}?` : '';
  return (
    <Modal
      opened={confirmation !== null}
      onClose={() => !isPending && onCancel()}
      title={<Text fw={700}>{title}</Text>}
      centered
    >
      {shown && (
        <Stack gap="md">
          <Body {...shown} />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={isPending} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red"
              leftSection={
                isDelete ? (
                  <IconTrash size={16} aria-hidden />
                ) : (
                  <IconPlayerPause size={16} aria-hidden />
                )
              }
              loading={isPending}
              onClick={() => confirmation && onConfirm(confirmation)}
            >
              {isDelete ? 'Delete user' : 'Disable user'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
