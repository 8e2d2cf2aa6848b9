/**
 * The confirmations before the actions a member feels at once: a role
 * change (saying what it grants or takes away), disabling (they are signed
 * out everywhere) and deleting (their prompts go too). A refusal from the
 * server (the last admin, say) shows inside the dialog, which stays open.
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconShieldCheck, IconTrash, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { AdminUserView } from '../../../shared/admin-views.ts';
import { formatCountOf } from '../../../shared/format.ts';
import type { UserRole } from '../../../shared/prompt-fields.ts';
import { personLabel } from './user-labels.ts';

export const DELETE_USER_WARNING =
  'This will also delete all prompts created by this user. This action cannot be undone.';

export const ADMIN_GRANTS =
  'Admins can approve, reject and delete any prompt and manage every account.';

export type PendingConfirmation =
  | { kind: 'disable' | 'delete'; user: AdminUserView }
  | { kind: 'role'; user: AdminUserView; role: UserRole };

interface Props {
  confirmation: PendingConfirmation | null;
  isPending: boolean;
  /** What the server said when it refused. */
  problem: string | null;
  onConfirm: (confirmation: PendingConfirmation) => void;
  onCancel: () => void;
}

function Body(confirmation: PendingConfirmation) {
  const { kind, user } = confirmation;
  const who = user.name.trim() ? `${user.name.trim()} (${user.email})` : user.email;
  if (kind === 'role') {
    return confirmation.role === 'admin' ? (
      <>
        <Text>{ADMIN_GRANTS}</Text>
        <Text size="sm" c="dimmed">
          {who} will see the Dashboard, Manage Prompts and Manage Users.
        </Text>
      </>
    ) : (
      <>
        <Text>
          They will no longer approve, reject or delete others' prompts or manage accounts.
        </Text>
        <Text size="sm" c="dimmed">
          {who} keeps their account and prompts as a user.
        </Text>
      </>
    );
  }
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

function wordsFor(confirmation: PendingConfirmation): {
  title: string;
  action: string;
  icon: ReactNode;
} {
  const name = personLabel(confirmation.user);
  switch (confirmation.kind) {
    case 'role':
      return confirmation.role === 'admin'
        ? {
            title: `Make ${name} an admin?`,
            action: 'Make admin',
            icon: <IconShieldCheck size={16} aria-hidden />,
          }
        : {
            title: `Make ${name} a user?`,
            action: 'Make user',
            icon: <IconUser size={16} aria-hidden />,
          };
    case 'disable':
      return {
        title: `Disable ${name}?`,
        action: 'Disable user',
        icon: <IconPlayerPause size={16} aria-hidden />,
      };
    case 'delete':
      return {
        title: `Delete ${name}?`,
        action: 'Delete user',
        icon: <IconTrash size={16} aria-hidden />,
      };
  }
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
  const words = shown ? wordsFor(shown) : null;
  return (
    <Modal
      opened={confirmation !== null}
      onClose={() => !isPending && onCancel()}
      title={<Text fw={700}>{words?.title}</Text>}
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
              color={shown.kind === 'role' ? undefined : 'red'}
              leftSection={words?.icon}
              loading={isPending}
              onClick={() => confirmation && onConfirm(confirmation)}
            >
              {words?.action}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
