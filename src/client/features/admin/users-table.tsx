/**
 * The members as a table on wider screens: who they are, their role
 * (changed right here), their account status and plan, when they joined,
 * and Enable or Disable and Delete.
 */
import { Table, Text } from '@mantine/core';
import type { AdminUserView } from '../../../shared/admin-views.ts';
import {
  JoinedDate,
  LastAdminNote,
  UserActions,
  UserIdentity,
  UserRoleSelect,
  type UserRowHandlers,
  type UserRowProps,
  UserStatusBadge,
} from './user-row-parts.tsx';
import { UserPlanCell } from './user-plan-cell.tsx';

function UserRow(props: UserRowProps) {
  const { user, isSelf } = props;
  return (
    <Table.Tr>
      <Table.Td>
        <UserIdentity user={user} isSelf={isSelf} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {user.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <UserRoleSelect {...props} />
      </Table.Td>
      {/* Never narrower than its badge: a plan request beside it once cut it to "ACTI…". */}
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <UserStatusBadge user={user} />
      </Table.Td>
      <Table.Td>
        <UserPlanCell user={user} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <JoinedDate user={user} />
        </Text>
      </Table.Td>
      <Table.Td>
        <UserActions {...props} />
        <LastAdminNote {...props} />
      </Table.Td>
    </Table.Tr>
  );
}

export interface UserListProps extends UserRowHandlers {
  users: AdminUserView[];
  selfId: string | null;
  busyId: string | null;
  /** The only active admin (UserPage.lastActiveAdminId). */
  lastAdminId: string | null;
}

export function UsersTable({ users, selfId, busyId, lastAdminId, ...handlers }: UserListProps) {
  return (
    // Between a phone and a wide screen, the table scrolls sideways rather than squeezing.
    <Table.ScrollContainer minWidth={1100} type="native">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Joined</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <UserRow
              key={user._id}
              user={user}
              isSelf={user._id === selfId}
              isBusy={user._id === busyId}
              isLastAdmin={user._id === lastAdminId}
              {...handlers}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
