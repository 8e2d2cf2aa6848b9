/**
 * What Manage Users shows under its count line: the members (a table, or
 * cards on a phone), or why there are none (loading, a failure, nothing
 * matching, a page past the end).
 */
import { Box } from '@mantine/core';
import type { UserPage } from '../../../shared/admin-views.ts';
import type { UserRowHandlers } from './user-row-parts.tsx';
import { UserCards } from './user-cards.tsx';
import { UsersEmpty, UsersLoadError, UsersTableSkeleton } from './users-states.tsx';
import { UsersTable } from './users-table.tsx';

interface Props {
  data: UserPage | undefined;
  error: unknown;
  /** The page shown is the previous one while the next loads. */
  isStale: boolean;
  hasFilters: boolean;
  selfId: string | null;
  busyId: string | null;
  handlers: UserRowHandlers;
  onRetry: () => void;
  onClearFilters: () => void;
  onGoToPage: (page: number) => void;
}

export function UsersResults({ data, error, isStale, hasFilters, ...props }: Props) {
  if (error && !data) return <UsersLoadError error={error} onRetry={props.onRetry} />;
  if (!data) return <UsersTableSkeleton />;
  const { users, pagination } = data;
  if (users.length === 0 && pagination.totalUsers > 0) {
    return (
      <UsersEmpty
        kind="past-the-end"
        lastPage={pagination.totalPages}
        onGoToPage={props.onGoToPage}
      />
    );
  }
  if (users.length === 0) {
    return <UsersEmpty kind="no-match" hasFilters={hasFilters} onClear={props.onClearFilters} />;
  }
  const list = {
    users,
    selfId: props.selfId,
    busyId: props.busyId,
    lastAdminId: data.lastActiveAdminId,
    ...props.handlers,
  };
  return (
    <Box aria-busy={isStale} style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Box visibleFrom="sm">
        <UsersTable {...list} />
      </Box>
      <Box hiddenFrom="sm">
        <UserCards {...list} />
      </Box>
    </Box>
  );
}
