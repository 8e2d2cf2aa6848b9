/**
 * The profile's Change requests tab (decision 050): requests to the
 * member's prompts (incoming, answered here) and the ones they sent
 * (outgoing, with where each stands). Open ones come first.
 */
import { Center, SegmentedControl, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconGitPullRequest } from '@tabler/icons-react';
import { useState } from 'react';
import type { ChangeRequestBox } from '../../../shared/change-request-inputs.ts';
import { FetchErrorAlert } from '../../components/fetch-error-alert.tsx';
import { useMyChangeRequests } from '../../hooks/use-change-requests.ts';
import { ChangeRequestCard } from './change-request-card.tsx';

const EMPTY: Record<ChangeRequestBox, string> = {
  incoming: 'No one has proposed a change to your prompts yet.',
  outgoing:
    "You have not proposed any changes. Open someone's approved prompt and choose Propose a change.",
};

function RequestList({ box }: { box: ChangeRequestBox }) {
  const query = useMyChangeRequests(box);
  if (query.isError && !query.data) {
    return (
      <FetchErrorAlert
        title="Failed to fetch change requests"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return (
      <Stack gap="md" role="status" aria-label="Loading change requests">
        <Skeleton height={140} radius="md" />
        <Skeleton height={140} radius="md" />
      </Stack>
    );
  }
  if (query.data.length === 0) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs" maw={420}>
          <ThemeIcon size="xl" variant="light" color="gray" radius="xl">
            <IconGitPullRequest size={22} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>No change requests</Text>
          <Text size="sm" c="dimmed" ta="center">
            {EMPTY[box]}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack gap="md">
      {query.data.map((request) => (
        <ChangeRequestCard key={request._id} request={request} box={box} />
      ))}
    </Stack>
  );
}

export function ProfileChangeRequests() {
  const [box, setBox] = useState<ChangeRequestBox>('incoming');
  return (
    <Stack gap="lg">
      <SegmentedControl
        aria-label="Which change requests"
        value={box}
        onChange={(value) => setBox(value === 'outgoing' ? 'outgoing' : 'incoming')}
        data={[
          { value: 'incoming', label: 'To my prompts' },
          { value: 'outgoing', label: 'Sent by me' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <RequestList box={box} />
    </Stack>
  );
}
