/**
 * For the owner (or an admin) of an approved prompt: an edit waiting for
 * review while the approved version stays live, with Withdraw; or the
 * newest edit a moderator rejected, with the moderator's reason. Both come
 * from what the server returns to this person (pendingVersion, and the
 * history's rejected versions), never from the client's own guess.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconClockHour4, IconX } from '@tabler/icons-react';
import type { VersionSummaryView } from '../../../shared/prompt-version-views.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { usePromptVersions, useWithdrawVersion } from './versions-api.ts';

interface Props {
  prompt: PromptView;
  isOwner: boolean;
}

function PendingNotice({ prompt, isOwner, pending }: Props & { pending: number }) {
  const withdraw = useWithdrawVersion(prompt._id);
  const whose = isOwner ? 'Your edit' : 'An edit';
  return (
    <Alert
      variant="light"
      color="yellow"
      title="An edit is waiting for review"
      icon={<IconClockHour4 size={20} aria-hidden />}
    >
      <Text size="sm">
        {whose} (v{pending}) is waiting for review; the approved v{prompt.version} stays live until
        a moderator approves it.
      </Text>
      <Group gap="sm" mt="sm">
        <Button
          size="xs"
          variant="default"
          loading={withdraw.isPending}
          onClick={() => withdraw.mutate({ id: prompt._id, number: pending })}
        >
          Withdraw v{pending}
        </Button>
      </Group>
      {withdraw.error ? (
        <Text size="sm" c="red" mt="xs" role="alert">
          {serverProblem(withdraw.error).message ?? 'Withdrawing failed. Try again.'}
        </Text>
      ) : null}
    </Alert>
  );
}

function RejectedNotice({
  prompt,
  rejected,
}: {
  prompt: PromptView;
  rejected: VersionSummaryView;
}) {
  return (
    <Alert
      variant="light"
      color="red"
      title={`Edit v${rejected.number} was rejected`}
      icon={<IconX size={20} aria-hidden />}
    >
      <Text size="sm">
        A moderator did not accept this edit; v{prompt.version} stays live. You can edit the prompt
        again and send the new version for review.
      </Text>
      {rejected.reviewReason && (
        <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
          <strong>Moderator&apos;s reason:</strong> {rejected.reviewReason}
        </Text>
      )}
    </Alert>
  );
}

/** The newest version, when it is a rejected edit made after the live one. */
function newestRejected(versions: readonly VersionSummaryView[] | undefined, live: number) {
  const newest = versions?.[0];
  return newest && newest.status === 'rejected' && newest.number > live ? newest : null;
}

export function VersionNotice({ prompt, isOwner }: Props) {
  const versions = usePromptVersions(prompt._id);
  if (prompt.status !== 'approved') return null;
  if (prompt.pendingVersion) {
    return <PendingNotice prompt={prompt} isOwner={isOwner} pending={prompt.pendingVersion} />;
  }
  const rejected = newestRejected(versions.data, prompt.version);
  return rejected ? <RejectedNotice prompt={prompt} rejected={rejected} /> : null;
}
