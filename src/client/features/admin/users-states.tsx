/** Manage Users while the table loads, when nothing matches, and when the list cannot be had. */
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { serverProblem } from '../../lib/server-problem.ts';

export function UsersTableSkeleton() {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading users">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} h={52} radius="sm" />
      ))}
    </Stack>
  );
}

export function UsersLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" title="Failed to fetch users" icon={<IconAlertTriangle size={18} />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {serverProblem(error).message ?? 'Check your connection and try again.'}
        </Text>
        <Button variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

type EmptyProps =
  | { kind: 'no-match'; hasFilters: boolean; onClear: () => void }
  | { kind: 'past-the-end'; lastPage: number; onGoToPage: (page: number) => void };

export function UsersEmpty(props: EmptyProps) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      {props.kind === 'past-the-end' ? (
        <>
          <Text c="dimmed">There are no users on this page.</Text>
          <Button variant="default" onClick={() => props.onGoToPage(props.lastPage)}>
            Go to page {props.lastPage}
          </Button>
        </>
      ) : (
        <>
          <Text c="dimmed">
            {props.hasFilters ? 'No users match these filters.' : 'No users yet.'}
          </Text>
          {props.hasFilters && (
            <Button variant="default" onClick={props.onClear}>
              Clear filters
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
