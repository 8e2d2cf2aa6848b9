/**
 * One entry of the notification list: what happened to which prompt (the
 * title links to it, and opening it marks the entry read) or to the account
 * (a payment, a trial, a security notice, with a link to Settings), the reason,
 * when, and, while unread, a dot, the words "Unread" for screen readers
 * and a "Mark as read" button.
 */
import {
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconCreditCardOff,
  IconEyeOff,
  IconGitFork,
  IconGitMerge,
  IconGitPullRequest,
  IconGitPullRequestClosed,
  IconHourglassHigh,
  IconKey,
  IconLock,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ListedNotificationKind } from '../../../shared/notification-kinds.ts';
import type { NotificationView } from '../../../shared/notification-views.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import {
  detailLine,
  headlineParts,
  kindAction,
  kindTag,
  notificationTime,
} from './notification-text.ts';
import classes from './notifications.module.css';

const KIND_LOOK: Record<ListedNotificationKind, { color: string; icon: ReactNode }> = {
  'prompt-approved': { color: 'green', icon: <IconCircleCheck size={20} aria-hidden /> },
  'prompt-rejected': { color: 'red', icon: <IconCircleX size={20} aria-hidden /> },
  'prompt-disabled': { color: 'orange', icon: <IconEyeOff size={20} aria-hidden /> },
  'version-approved': { color: 'green', icon: <IconCircleCheck size={20} aria-hidden /> },
  'version-rejected': { color: 'red', icon: <IconCircleX size={20} aria-hidden /> },
  'change-request-received': {
    color: 'blue',
    icon: <IconGitPullRequest size={20} aria-hidden />,
  },
  'change-request-accepted': { color: 'green', icon: <IconGitMerge size={20} aria-hidden /> },
  'change-request-declined': {
    color: 'gray',
    icon: <IconGitPullRequestClosed size={20} aria-hidden />,
  },
  'prompt-forked': { color: 'violet', icon: <IconGitFork size={20} aria-hidden /> },
  'payment-failed': { color: 'orange', icon: <IconCreditCardOff size={20} aria-hidden /> },
  'trial-ending': { color: 'blue', icon: <IconHourglassHigh size={20} aria-hidden /> },
  // Security notices share one tag and colour: what matters is "check this".
  'password-changed': { color: 'grape', icon: <IconLock size={20} aria-hidden /> },
  'password-reset': { color: 'grape', icon: <IconLock size={20} aria-hidden /> },
  'api-key-created': { color: 'grape', icon: <IconKey size={20} aria-hidden /> },
  'new-sign-in': { color: 'grape', icon: <IconWorld size={20} aria-hidden /> },
};

interface Props {
  item: NotificationView;
  onRead: (id: string) => void;
}

function PromptTitle({ item, onRead }: Props) {
  const { lead, title } = headlineParts(item);
  if (!title) return <>{lead}</>;
  const quoted = `“${title}”`;
  const id = item.prompt?._id;
  return (
    <>
      {lead}{' '}
      {id ? (
        <Anchor
          component={Link}
          href={`/prompts/${id}`}
          fw={600}
          inherit
          underline="always"
          onClick={() => item.readAt === null && onRead(item._id)}
        >
          {quoted}
        </Anchor>
      ) : (
        // The prompt was deleted since: its title, without a link.
        <Text span fw={600} inherit>
          {quoted}
        </Text>
      )}
    </>
  );
}

/** Settings, for the kinds about the account; following it marks the entry read. */
function ActionLink({ item, onRead }: Props) {
  const action = kindAction(item.kind);
  if (!action) return null;
  return (
    <Anchor
      component={Link}
      href={action.href}
      size="sm"
      fw={600}
      underline="always"
      onClick={() => item.readAt === null && onRead(item._id)}
    >
      {action.label}
    </Anchor>
  );
}

export function NotificationItem({ item, onRead }: Props) {
  const look = KIND_LOOK[item.kind];
  const unread = item.readAt === null;
  const hydrated = useHydrated();
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      className={classes.item}
      data-unread={unread || undefined}
    >
      <Group align="flex-start" wrap="wrap" gap="sm">
        <Box c={`${look.color}.7`} className={classes.icon}>
          {look.icon}
        </Box>
        <Stack gap={4} className={classes.body}>
          <Group gap="xs" wrap="wrap">
            {unread && (
              <>
                <span className={classes.dot} aria-hidden />
                <VisuallyHidden>Unread:</VisuallyHidden>
              </>
            )}
            <Badge
              variant="light"
              color={look.color}
              size="sm"
              classNames={{ label: classes.tagLabel }}
              style={{ '--tag-ink-dark': `var(--mantine-color-${look.color}-light-color)` }}
            >
              {kindTag(item.kind)}
            </Badge>
            <Text size="xs" c="dimmed">
              <time dateTime={item.createdAt.toISOString()} title={item.createdAt.toLocaleString()}>
                {hydrated ? notificationTime(item.createdAt) : ''}
              </time>
            </Text>
          </Group>
          <Text fw={unread ? 600 : 400}>
            <PromptTitle item={item} onRead={onRead} />
            {headlineParts(item).outcome ? ` ${headlineParts(item).outcome}` : ''}.
          </Text>
          <Text size="sm" c="dimmed" className={classes.detail}>
            {detailLine(item)}
          </Text>
          <ActionLink item={item} onRead={onRead} />
        </Stack>
        {unread && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onRead(item._id)}
            className={classes.markOne}
            aria-label={`Mark as read: ${headlineParts(item).title ?? headlineParts(item).lead}`}
          >
            Mark as read
          </Button>
        )}
      </Group>
    </Paper>
  );
}
