/**
 * A list or page that could not be fetched: what went wrong (the server's
 * own words, else a hint at the connection) and Try again. One look for
 * every screen whose data failed to arrive, so they all read the same.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { serverProblem } from '../lib/server-problem.ts';

interface Props {
  /** What could not be had, e.g. "Failed to fetch webhooks". */
  title: string;
  error: unknown;
  onRetry: () => void;
}

export function FetchErrorAlert({ title, error, onRetry }: Props) {
  return (
    <Alert color="red" title={title} icon={<IconAlertTriangle size={18} />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {serverProblem(error).message ?? 'Check your connection and try again.'}
        </Text>
        {/* A neutral button: the red-on-white one fell below 4.5:1 in dark mode. */}
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
