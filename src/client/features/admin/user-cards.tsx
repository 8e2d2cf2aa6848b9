/**
 * The members as cards on a phone, where seven columns would not fit: the
 * same facts and controls as the table, stacked, so nothing needs a
 * sideways scroll.
 */
import { Group, Paper, Stack, Text } from '@mantine/core';
import {
  JoinedDate,
  LastAdminNote,
  UserActions,
  UserIdentity,
  UserRoleSelect,
  type UserRowProps,
  UserStatusBadge,
} from './user-row-parts.tsx';
import { UserPlanCell } from './user-plan-cell.tsx';
import type { UserListProps } from './users-table.tsx';

function UserCard(props: UserRowProps) {
  const { user, isSelf } = props;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <UserIdentity user={user} isSelf={isSelf} />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        <Group gap="xs">
          <UserRoleSelect {...props} />
          <UserStatusBadge user={user} />
        </Group>
        <UserPlanCell user={user} />
        <Text size="xs" c="dimmed">
          Joined <JoinedDate user={user} />
        </Text>
        <UserActions {...props} />
        <LastAdminNote {...props} />
      </Stack>
    </Paper>
  );
}

export function UserCards({ users, selfId, busyId, lastAdminId, ...handlers }: UserListProps) {
  return (
    <Stack component="ul" aria-label="Users" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {users.map((user) => (
        <UserCard
          key={user._id}
          user={user}
          isSelf={user._id === selfId}
          isBusy={user._id === busyId}
          isLastAdmin={user._id === lastAdminId}
          {...handlers}
        />
      ))}
    </Stack>
  );
}
