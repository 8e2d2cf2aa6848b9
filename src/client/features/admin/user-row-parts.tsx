/**
 * The pieces of one member that the table (wide screens) and the cards
 * (phones) both show: who they are, the role dropdown, the status badge,
 * the join date, and Enable or Disable and Delete. The last active admin's
 * role, Disable and Delete are not offered: they stay in place, disabled,
 * saying why (the server would refuse them).
 */
import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { IconCreditCard, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import type { AdminUserView } from '../../../shared/admin-views.ts';
import { USER_ROLES, type UserRole } from '../../../shared/prompt-fields.ts';
import { UserAvatar } from '../../components/user/user-avatar.tsx';
import { ROLE_LABELS, STATUS_COLORS, STATUS_LABELS } from './user-labels.ts';
import { ResetLinkButton } from './reset-link-button.tsx';

// Quiet buttons in every row, told apart by the colour of their icons; text
// on light tints of green or red is too faint to read at this size.
const ICON_COLORS = {
  enable: 'var(--mantine-color-green-filled)',
  delete: 'var(--mantine-color-red-filled)',
};

// Small initials need 4.5:1: white keeps it on these fills in both schemes.
const INITIALS_COLORS = ['indigo', 'violet', 'grape'];

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export interface UserRowHandlers {
  onRoleChange: (user: AdminUserView, role: UserRole) => void;
  onEnable: (user: AdminUserView) => void;
  onDisable: (user: AdminUserView) => void;
  onDelete: (user: AdminUserView) => void;
  /** Opens the member's plan: set it, or answer their request. */
  onPlan: (user: AdminUserView) => void;
}

export interface UserRowProps extends UserRowHandlers {
  user: AdminUserView;
  isSelf: boolean;
  /** A change to this member is on its way. */
  isBusy: boolean;
  /** The only active admin: nobody may demote, disable or delete them. */
  isLastAdmin: boolean;
}

export const LAST_ADMIN_NOTE =
  'The last admin cannot be made a user, disabled or deleted. Make someone else an admin first.';

/** The id of the note beside a last admin's controls, which they point to. */
function lastAdminNoteId(user: AdminUserView): string {
  return `last-admin-${user._id}`;
}

export function LastAdminNote({ user, isLastAdmin }: UserRowProps) {
  if (!isLastAdmin) return null;
  return (
    <Text id={lastAdminNoteId(user)} size="xs" c="dimmed" maw={260}>
      {LAST_ADMIN_NOTE}
    </Text>
  );
}

export function UserIdentity({ user, isSelf }: { user: AdminUserView; isSelf: boolean }) {
  const name = user.name.trim();
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar
        user={user}
        size={36}
        radius="xl"
        variant="filled"
        allowedInitialsColors={INITIALS_COLORS}
      />
      <Text size="sm" fw={500} c={name ? undefined : 'dimmed'} fs={name ? undefined : 'italic'}>
        {name || 'No name'}
        {isSelf && (
          <Text span size="sm" c="dimmed" fw={400} fs="normal">
            {' '}
            (you)
          </Text>
        )}
      </Text>
    </Group>
  );
}

export function UserRoleSelect({ user, isBusy, isLastAdmin, onRoleChange }: UserRowProps) {
  return (
    <Select
      size="xs"
      w={110}
      aria-label={`Role of ${user.email}`}
      aria-describedby={isLastAdmin ? lastAdminNoteId(user) : undefined}
      data={ROLE_OPTIONS}
      value={user.role}
      allowDeselect={false}
      disabled={isBusy || isLastAdmin}
      onChange={(value) => {
        const role = USER_ROLES.find((known) => known === value);
        if (role && role !== user.role) onRoleChange(user, role);
      }}
      comboboxProps={{ zIndex: 300 }}
    />
  );
}

export function UserStatusBadge({ user }: { user: AdminUserView }) {
  return (
    // Its whole word always: in a squeezed table column the label was cut to "PAST …".
    <Badge
      color={STATUS_COLORS[user.subscriptionStatus]}
      variant="filled"
      autoContrast
      miw="max-content"
    >
      {STATUS_LABELS[user.subscriptionStatus]}
    </Badge>
  );
}

export function JoinedDate({ user }: { user: AdminUserView }) {
  const joined = new Date(user.createdAt);
  return (
    <time dateTime={joined.toISOString()}>
      {joined.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })}
    </time>
  );
}

export function UserActions(props: UserRowProps) {
  const { user, isBusy, isLastAdmin, onEnable, onDisable, onDelete, onPlan } = props;
  const isActive = user.status === 'active';
  const refused = isLastAdmin ? lastAdminNoteId(user) : undefined;
  // Wraps: with "Reset link" (hubs without mail) a phone's card is too narrow for one line.
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant={user.planRequest ? 'light' : 'default'}
        leftSection={<IconCreditCard size={14} aria-hidden />}
        onClick={() => onPlan(user)}
        disabled={isBusy}
        aria-label={`Plan of ${user.email}`}
      >
        Plan
      </Button>
      <ResetLinkButton user={user} disabled={isBusy} />
      {isActive ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlayerPause size={14} aria-hidden />}
          onClick={() => onDisable(user)}
          disabled={isBusy || isLastAdmin}
          aria-label={`Disable ${user.email}`}
          aria-describedby={refused}
        >
          Disable
        </Button>
      ) : (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlayerPlay size={14} color={ICON_COLORS.enable} aria-hidden />}
          onClick={() => onEnable(user)}
          loading={isBusy}
          aria-label={`Enable ${user.email}`}
        >
          Enable
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconTrash size={14} color={ICON_COLORS.delete} aria-hidden />}
        onClick={() => onDelete(user)}
        disabled={isBusy || isLastAdmin}
        aria-label={`Delete ${user.email}`}
        aria-describedby={refused}
      >
        Delete
      </Button>
    </Group>
  );
}
