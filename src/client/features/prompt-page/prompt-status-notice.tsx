/**
 * What the owner (or an admin) needs to know about a prompt the library does
 * not show: that it waits for review, that a moderator rejected or disabled
 * it (with the moderator's reason when one was given), or that it is
 * private, with the owner's way to send it to review.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconClockHour4, IconEyeOff, IconLock, IconX } from '@tabler/icons-react';
import type { PromptStatus } from '../../../shared/prompt-fields.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { useSubmitForReview } from './prompt-page-api.ts';

type HiddenStatus = Exclude<PromptStatus, 'approved'>;

const NOTICES: Record<
  HiddenStatus,
  { title: string; text: string; color: string; icon: typeof IconX }
> = {
  pending: {
    title: 'Waiting for review',
    text: 'A moderator will look at this prompt soon. Until it is approved, only you and the admins can see it.',
    color: 'yellow',
    icon: IconClockHour4,
  },
  rejected: {
    title: 'Rejected by a moderator',
    text: 'This prompt is not in the library. You can edit it and submit the new version for review.',
    color: 'red',
    icon: IconX,
  },
  disabled: {
    title: 'Disabled by a moderator',
    text: 'This prompt has been taken out of the library. Only you and the admins can see it.',
    color: 'gray',
    icon: IconEyeOff,
  },
  private: {
    title: 'Private',
    text: 'Only you can see this prompt; it is not in the library. Submit it for review when you want to share it.',
    color: 'indigo',
    icon: IconLock,
  },
};

/** Only the owner may send a private prompt to review (an admin's own edit would skip it). */
function SubmitForReview({ promptId }: { promptId: string }) {
  const submit = useSubmitForReview(promptId);
  return (
    <>
      <Group gap="sm" mt="sm" align="center">
        <Button
          size="xs"
          loading={submit.isPending}
          onClick={() => submit.mutate({ id: promptId })}
        >
          Submit for review
        </Button>
        <Text size="xs" c="dimmed">
          Uses one of this month&apos;s submissions.
        </Text>
      </Group>
      {submit.error ? (
        <Text size="sm" c="red" mt="xs" role="alert">
          {serverProblem(submit.error).message ?? 'Submitting failed. Try again.'}
        </Text>
      ) : null}
    </>
  );
}

export function PromptStatusNotice({ prompt, isOwner }: { prompt: PromptView; isOwner: boolean }) {
  if (prompt.status === 'approved') return null;
  const notice = NOTICES[prompt.status];
  const Icon = notice.icon;
  const reason =
    prompt.status === 'rejected' || prompt.status === 'disabled' ? prompt.statusReason : undefined;
  return (
    <Alert
      variant="light"
      color={notice.color}
      title={notice.title}
      icon={<Icon size={20} aria-hidden />}
    >
      <Text size="sm">{notice.text}</Text>
      {reason && (
        <Text size="sm" mt="xs">
          <strong>Moderator&apos;s reason:</strong> {reason}
        </Text>
      )}
      {prompt.status === 'private' && isOwner && <SubmitForReview promptId={prompt._id} />}
    </Alert>
  );
}
