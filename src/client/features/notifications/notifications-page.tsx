/**
 * /notifications (issue 27, decision 045): what happened to the member's
 * prompts, newest first, with "Load more", marking one or all read, and
 * a way to the email choices in Settings.
 */
import {
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { Link } from 'wouter';
import { FetchErrorAlert } from '../../components/fetch-error-alert.tsx';
import { useUnreadNotifications } from '../../hooks/use-unread-notifications.ts';
import { serverProblem } from '../../lib/server-problem.ts';
import { NotificationItem } from './notification-item.tsx';
import { loadedNotifications } from './notification-pages.ts';
import { useMarkRead, useNotificationPages } from './notifications-api.ts';
import classes from './notifications.module.css';

function NothingYet() {
  return (
    <Stack align="center" ta="center" py={64} gap="sm">
      <IconBellOff size={48} aria-hidden />
      <Title order={2} size="h3">
        No notifications yet
      </Title>
      <Text c="dimmed" maw={420}>
        You will hear about it here when a moderator reviews your prompt or edit, someone proposes a
        change or forks your prompt, a payment fails, or your account is used somewhere new.
      </Text>
      <Button component={Link} href="/submit-prompt" variant="default">
        Submit a prompt
      </Button>
    </Stack>
  );
}

function Heading({
  canMarkAll,
  onMarkAll,
  marking,
}: {
  canMarkAll: boolean;
  onMarkAll: () => void;
  marking: boolean;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={4}>
        <Title order={1}>Notifications</Title>
        <Text c="dimmed">
          What happened to your prompts and your account.{' '}
          <Anchor component={Link} href="/settings#email-notifications" inherit underline="always">
            Choose which ones we email you
          </Anchor>
          .
        </Text>
      </Stack>
      {canMarkAll && (
        <Button
          variant="light"
          leftSection={<IconChecks size={16} aria-hidden />}
          onClick={onMarkAll}
          loading={marking}
        >
          Mark all as read
        </Button>
      )}
    </Group>
  );
}

export default function NotificationsPage() {
  const list = useNotificationPages();
  const markRead = useMarkRead();
  const unread = useUnreadNotifications();
  const items = loadedNotifications(list.data);
  const anyUnread = unread > 0 || items.some((item) => item.readAt === null);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Heading
          canMarkAll={anyUnread}
          onMarkAll={() => markRead.mutate({})}
          marking={markRead.isPending && markRead.variables?.ids === undefined}
        />
        <Text size="sm" role="status" aria-live="polite" c="dimmed">
          {items.length > 0 ? (unread > 0 ? `${unread} unread` : 'All caught up') : ''}
        </Text>
        {markRead.error && (
          <Text size="sm" c="red" role="alert">
            {serverProblem(markRead.error).message ?? 'Could not mark them as read. Try again.'}
          </Text>
        )}
        {list.isPending && (
          <Center py="xl" role="status" aria-label="Loading notifications">
            <Loader />
          </Center>
        )}
        {list.isError && !list.data && (
          <FetchErrorAlert
            title="Could not load your notifications"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.data && items.length === 0 && <NothingYet />}
        {items.length > 0 && (
          <Stack component="ul" gap="sm" className={classes.list} aria-label="Your notifications">
            {items.map((item) => (
              <NotificationItem
                key={item._id}
                item={item}
                onRead={(id) => markRead.mutate({ ids: [id] })}
              />
            ))}
          </Stack>
        )}
        {list.hasNextPage && (
          <Center>
            <Button
              variant="default"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            >
              Load more
            </Button>
          </Center>
        )}
        {list.isFetchNextPageError && (
          <Text size="sm" c="red" role="alert" ta="center">
            Could not load more. Check your connection and try again.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
