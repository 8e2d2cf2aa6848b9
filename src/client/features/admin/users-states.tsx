/** Manage Users while the table loads, when nothing matches, and when the list cannot be had. */
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { FetchErrorAlert } from '../../components/fetch-error-alert.tsx';

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
  return <FetchErrorAlert title="Failed to fetch users" error={error} onRetry={onRetry} />;
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
