/**
 * What the owner (or an admin) needs to know about a prompt the library does
 * not show: that it waits for review, or that a moderator rejected or
 * disabled it, and the moderator's reason when one was given.
 */
import { Alert, Text } from '@mantine/core';
import { IconClockHour4, IconEyeOff, IconLock, IconX } from '@tabler/icons-react';
import type { PromptStatus } from '../../../shared/prompt-fields.ts';
import type { PromptView } from '../../../shared/prompt-views.ts';

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

export function PromptStatusNotice({ prompt }: { prompt: PromptView }) {
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
    </Alert>
  );
}
