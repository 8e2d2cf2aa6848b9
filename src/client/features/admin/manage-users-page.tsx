/**
 * Manage Users (PRODUCT_SPEC section 2 "Admin Manage Users", section 4
 * "User subscription status"): filters in the URL, the count line, the
 * members (a table, or cards on a phone) with a role dropdown, Enable or
 * Disable and Delete (the last two behind a confirmation), what came of
 * each change, and the pager with its page-size selector.
 */
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { Pager } from '../../components/layout/pager.tsx';
import { useCurrentUser } from '../../hooks/use-current-user.ts';
import { MemberPlanDialog } from './member-plan-dialog.tsx';
import { PageSizeSelect } from './page-size-select.tsx';
import { useUserActions } from './use-user-actions.ts';
import { useUserFilters } from './use-user-filters.ts';
import { UserConfirmDialog } from './user-confirm-dialog.tsx';
import { UserFilterBar } from './user-filters.tsx';
import { useAdminUsers } from './users-api.ts';
import { usersCountLine } from './users-count-line.ts';
import { UsersFeedback } from './users-feedback.tsx';
import { UsersResults } from './users-results.tsx';

export default function ManageUsersPage() {
  const { user: me } = useCurrentUser();
  const { filters, setFilters, setPage, clearFilters } = useUserFilters();
  const query = useAdminUsers(filters);
  const actions = useUserActions();
  const data = query.data;
  const hasFilters = Boolean(filters.search || filters.role || filters.status);

  const changePage = (page: number) => {
    setPage(page);
    window.scrollTo({ top: 0 });
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Manage Users</Title>
          <Text c="dimmed">
            Find members, change their role and plan, answer plan requests, turn accounts off or on,
            and remove accounts.
          </Text>
        </Stack>
        <UserFilterBar filters={filters} onChange={setFilters} />
        {/* The feedback's live region is always there, empty or not: its own small gap. */}
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Text size="sm" c="dimmed" role="status" aria-live="polite">
              {data
                ? usersCountLine(data.users.length, data.pagination, hasFilters)
                : 'Loading users…'}
            </Text>
            <PageSizeSelect value={filters.limit} onChange={(limit) => setFilters({ limit })} />
          </Group>
          <UsersFeedback feedback={actions.feedback} onClose={actions.clearFeedback} />
          <UsersResults
            data={data}
            error={query.isError ? query.error : null}
            isStale={query.isPlaceholderData}
            hasFilters={hasFilters}
            selfId={me?._id ?? null}
            busyId={actions.busyId}
            handlers={actions.handlers}
            onRetry={() => void query.refetch()}
            onClearFilters={clearFilters}
            onGoToPage={changePage}
          />
        </Stack>
        {data && (
          <Pager
            page={filters.page}
            totalPages={data.pagination.totalPages}
            onChange={changePage}
          />
        )}
      </Stack>
      <UserConfirmDialog
        confirmation={actions.confirmation}
        isPending={actions.isConfirming}
        problem={actions.dialogProblem}
        onConfirm={actions.confirm}
        onCancel={actions.cancel}
      />
      <MemberPlanDialog {...actions.planDialog} />
    </Container>
  );
}
